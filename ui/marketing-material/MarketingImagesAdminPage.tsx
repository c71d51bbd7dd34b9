import { useState } from 'react';
import { useIntl } from 'react-intl';
import type { MarketingImage } from '../../application/portal/marketing-material/ports';
import { MARKETING_LIMITS } from '../../domain/marketing-material/marketing-material';
import { userError } from '../../domain/shared/user-error';
import { AreaFrame } from '../components/AreaFrame';
import { LinkButton } from '../components/LinkButton';
import { SelectField } from '../components/SelectField';
import { Spinner } from '../components/Spinner';
import { ConfirmedDeleteButton } from '../content/ConfirmedDeleteButton';
import { ContentMarketGate } from '../content/ContentMarketGate';
import { commonMessages } from '../i18n/common-messages';
import { useLocalePath } from '../i18n/portal-locale';
import { routeTitleMessages } from '../shell/navigation/route-title-messages';
import { marketingAdminMessages, marketingErrorText } from './marketing-admin-messages';
import { useDeleteMarketingImageMutation, useMarketingCategoriesQuery, useMarketingImagesQuery } from './marketing-material-api';
import './marketing-material.css';

function ImageRow({ image }: { image: MarketingImage }) {
  const intl = useIntl();
  const localePath = useLocalePath();
  const [remove] = useDeleteMarketingImageMutation();
  async function deleteImage() {
    const answer = await remove(image.id);
    const refusal = 'error' in answer ? userError('', 'failed_delete_marketing_image') : answer.data.ok ? null : answer.data.error[0]!;
    return refusal ? intl.formatMessage(marketingAdminMessages.deleteFailed, { title: image.title, reason: marketingErrorText(intl, refusal) }) : null;
  }
  return (
    <li className="marketing-admin__row">
      <img className="marketing-admin__thumbnail" src={image.thumbnailUrl} alt="" />
      <span className="marketing-admin__name">
        <strong>{image.title}</strong>
        <span>{image.fileName}</span>
      </span>
      <div className="marketing-admin__actions">
        <LinkButton variant="secondary" href={localePath(`/admin/marketing-material/image/${image.id}/edit`)}>
          {intl.formatMessage(marketingAdminMessages.edit, { title: image.title })}
        </LinkButton>
        <ConfirmedDeleteButton
          label={intl.formatMessage(marketingAdminMessages.delete, { title: image.title })}
          question={intl.formatMessage(marketingAdminMessages.confirmDelete, { title: image.title })}
          onDelete={deleteImage}
        />
      </div>
    </li>
  );
}

function CategoryImages({ categoryId }: { categoryId: string }) {
  const intl = useIntl();
  const images = useMarketingImagesQuery(categoryId);
  if (images.isLoading) return <Spinner label={intl.formatMessage(commonMessages.loading)} />;
  if (!images.data) return <p role="alert">{intl.formatMessage(marketingAdminMessages.failed)}</p>;
  if (images.data.items.length === 0) return <p>{intl.formatMessage(marketingAdminMessages.noImages)}</p>;
  return (
    <ul className="marketing-admin__tree" aria-label={intl.formatMessage(marketingAdminMessages.images)}>
      {images.data.items.map((image) => (
        <ImageRow key={image.id} image={image} />
      ))}
    </ul>
  );
}

/** /admin/marketing-material/image: the images of a chosen category, each with its thumbnail, edit and delete. */
export function MarketingImagesAdminPage() {
  const intl = useIntl();
  const localePath = useLocalePath();
  const brand = useMarketingCategoriesQuery({ type: 'brand_assets', limit: MARKETING_LIMITS.materialsByCategory });
  const lineup = useMarketingCategoriesQuery({ type: 'product_lineup', limit: MARKETING_LIMITS.materialsByCategory });
  const categories = [...(brand.data?.items ?? []), ...(lineup.data?.items ?? [])];
  const [categoryId, setCategoryId] = useState<string | null>(null);
  return (
    <ContentMarketGate pageType="marketing_material">
      <AreaFrame
        title={intl.formatMessage(routeTitleMessages['route_title_admin-marketing-material-image'])}
        actions={<LinkButton href={localePath('/admin/marketing-material/image/create-bulk')}>{intl.formatMessage(marketingAdminMessages.uploadImages)}</LinkButton>}
      >
        <SelectField
          label={intl.formatMessage(marketingAdminMessages.category)}
          options={categories.map((category) => ({ id: category.id, label: category.title }))}
          value={categoryId}
          onChange={setCategoryId}
        />
        {categoryId ? <CategoryImages categoryId={categoryId} /> : <p>{intl.formatMessage(marketingAdminMessages.chooseCategory)}</p>}
      </AreaFrame>
    </ContentMarketGate>
  );
}
