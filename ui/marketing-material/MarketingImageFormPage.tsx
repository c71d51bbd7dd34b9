import { useState, type FormEvent } from 'react';
import { Form } from 'react-aria-components';
import { useIntl } from 'react-intl';
import { useNavigate } from 'react-router';
import type { MarketingImage } from '../../application/portal/marketing-material/ports';
import { MARKETING_LIMITS } from '../../domain/marketing-material/marketing-material';
import { fieldPath, userError, type UserError } from '../../domain/shared/user-error';
import { AreaFrame } from '../components/AreaFrame';
import { Button } from '../components/Button';
import { EmptyState } from '../components/EmptyState';
import { LinkButton } from '../components/LinkButton';
import { SelectField } from '../components/SelectField';
import { Spinner } from '../components/Spinner';
import { TextField } from '../components/TextField';
import { ContentMarketGate } from '../content/ContentMarketGate';
import { commonMessages } from '../i18n/common-messages';
import { useLocalePath } from '../i18n/portal-locale';
import { useCurrentRoute } from '../shell/current-route';
import { routeTitleMessages } from '../shell/navigation/route-title-messages';
import { marketingAdminMessages, marketingErrorText } from './marketing-admin-messages';
import { useMarketingCategoriesQuery, useMarketingImageQuery, useUpdateMarketingImageMutation } from './marketing-material-api';
import './marketing-material.css';

const LIST_PATH = '/admin/marketing-material/image';

function ImageForm({ image }: { image: MarketingImage }) {
  const intl = useIntl();
  const localePath = useLocalePath();
  const navigate = useNavigate();
  const brand = useMarketingCategoriesQuery({ type: 'brand_assets', limit: MARKETING_LIMITS.materialsByCategory });
  const lineup = useMarketingCategoriesQuery({ type: 'product_lineup', limit: MARKETING_LIMITS.materialsByCategory });
  const categories = [...(brand.data?.items ?? []), ...(lineup.data?.items ?? [])];
  const [title, setTitle] = useState(image.title);
  const [categoryId, setCategoryId] = useState(image.categoryId);
  const [errors, setErrors] = useState<readonly UserError[]>([]);
  const [update, updating] = useUpdateMarketingImageMutation();
  const errorOf = (field: string) => {
    const found = errors.find((error) => fieldPath(error) === field);
    return found ? marketingErrorText(intl, found) : null;
  };

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const answer = await update({ id: image.id, title, categoryId });
    if ('error' in answer) return setErrors([userError('', 'failed_save_marketing_image')]);
    if (!answer.data.ok) return setErrors(answer.data.error);
    void navigate(localePath(LIST_PATH));
  }

  return (
    <Form className="marketing-admin__form" onSubmit={(event) => void submit(event)}>
      <img className="marketing-image__picture" src={image.thumbnailUrl} alt={image.title} />
      {errors.length > 0 && (
        <p role="alert" className="field__error">
          {intl.formatMessage(marketingAdminMessages.saveFailed)}
        </p>
      )}
      <TextField label={intl.formatMessage(marketingAdminMessages.title)} isRequired value={title} onChange={setTitle} errorMessage={errorOf('title')} />
      <SelectField
        label={intl.formatMessage(marketingAdminMessages.category)}
        isRequired
        options={categories.map((category) => ({ id: category.id, label: category.title }))}
        value={categoryId}
        onChange={(value) => setCategoryId(value ?? image.categoryId)}
        errorMessage={errorOf('categoryId')}
      />
      <div className="marketing-admin__actions">
        <Button type="submit" isPending={updating.isLoading}>
          {intl.formatMessage(marketingAdminMessages.save)}
        </Button>
        <LinkButton variant="secondary" href={localePath(LIST_PATH)}>
          {intl.formatMessage(marketingAdminMessages.cancel)}
        </LinkButton>
      </div>
    </Form>
  );
}

/** /admin/marketing-material/image/{id}/edit: an image's title and the category it is in. */
export function MarketingImageFormPage() {
  const intl = useIntl();
  const id = useCurrentRoute()?.params.id ?? '';
  const image = useMarketingImageQuery(id);
  let content;
  if (image.isLoading) content = <Spinner label={intl.formatMessage(commonMessages.loading)} />;
  else if (!image.data) content = <EmptyState type="custom" title={intl.formatMessage(image.isError ? marketingAdminMessages.failed : marketingAdminMessages.notFound)} />;
  else content = <ImageForm key={image.data.id} image={image.data} />;
  return (
    <ContentMarketGate pageType="marketing_material">
      <AreaFrame title={intl.formatMessage(routeTitleMessages['route_title_admin-marketing-material-image-id-edit'])}>{content}</AreaFrame>
    </ContentMarketGate>
  );
}
