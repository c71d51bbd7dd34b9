import { useState, type FormEvent } from 'react';
import { Form } from 'react-aria-components';
import { useIntl } from 'react-intl';
import { useNavigate } from 'react-router';
import type { MarketingCategory, MarketingCategoryInput } from '../../application/portal/marketing-material/ports';
import { parentChoices } from '../../domain/marketing-material/category-tree';
import { ITEMS_PER_LINE, MARKETING_LIMITS, MARKETING_MATERIAL_TYPES, type MarketingMaterialType } from '../../domain/marketing-material/marketing-material';
import { fieldPath, userError, type UserError } from '../../domain/shared/user-error';
import { AreaFrame } from '../components/AreaFrame';
import { Button } from '../components/Button';
import { EmptyState } from '../components/EmptyState';
import { LabelledCheckbox } from '../components/LabelledCheckbox';
import { LinkButton } from '../components/LinkButton';
import { SelectField } from '../components/SelectField';
import { Spinner } from '../components/Spinner';
import { TextField } from '../components/TextField';
import { ContentMarketGate } from '../content/ContentMarketGate';
import { MarketChoice } from '../content/MarketChoice';
import { commonMessages } from '../i18n/common-messages';
import { useLocalePath } from '../i18n/portal-locale';
import { useCurrentRoute } from '../shell/current-route';
import { routeTitleMessages } from '../shell/navigation/route-title-messages';
import { marketingAdminMessages, marketingErrorText } from './marketing-admin-messages';
import { useMarketingCategoriesQuery, useMarketingCategoryQuery, useMarketingLayoutsQuery, useMarketingMarketsQuery, useSaveMarketingCategoryMutation } from './marketing-material-api';
import { marketingTypeMessages } from './marketing-material-messages';
import './marketing-material.css';

const LIST_PATH = '/admin/marketing-material/category';
const NO_PARENT = 'none';
const PER_LINE_CHOICES = Array.from({ length: ITEMS_PER_LINE.max - ITEMS_PER_LINE.min + 1 }, (_, index) => String(ITEMS_PER_LINE.min + index));

/** The form of a new category (a top-level grid of four) or of a stored one. */
function initialInput(category: MarketingCategory | null): MarketingCategoryInput {
  if (!category) return { type: 'brand_assets', title: '', route: '', parentId: null, itemPerLine: MARKETING_LIMITS.chunk, showChilds: true, searchParam: '', layout: 'grid', marketIds: [] };
  const { type, title, route, parentId, itemPerLine, showChilds, searchParam, layout } = category;
  return { type, title, route, parentId, itemPerLine, showChilds, searchParam, layout, marketIds: category.markets.map((market) => market.id) };
}

function CategoryForm({ category }: { category: MarketingCategory | null }) {
  const intl = useIntl();
  const localePath = useLocalePath();
  const navigate = useNavigate();
  const [form, setForm] = useState<MarketingCategoryInput>(() => initialInput(category));
  const [errors, setErrors] = useState<readonly UserError[]>([]);
  const markets = useMarketingMarketsQuery();
  const layouts = useMarketingLayoutsQuery(form.type);
  const sameType = useMarketingCategoriesQuery({ type: form.type, limit: MARKETING_LIMITS.materialsByCategory });
  const [save, saving] = useSaveMarketingCategoryMutation();
  const change = <K extends keyof MarketingCategoryInput>(field: K, value: MarketingCategoryInput[K]) => setForm((current) => ({ ...current, [field]: value }));
  const errorOf = (field: string) => {
    const found = errors.find((error) => fieldPath(error) === field);
    return found ? marketingErrorText(intl, found) : null;
  };

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const answer = await save({ id: category?.id ?? null, input: form });
    if ('error' in answer) return setErrors([userError('', 'failed_save_marketing_category')]);
    if (!answer.data.ok) return setErrors(answer.data.error);
    void navigate(localePath(LIST_PATH));
  }

  const parents = parentChoices(sameType.data?.items ?? [], category?.id ?? null);
  return (
    <Form className="marketing-admin__form" onSubmit={(event) => void submit(event)}>
      {errors.length > 0 && (
        <p role="alert" className="field__error">
          {intl.formatMessage(marketingAdminMessages.saveFailed)}
        </p>
      )}
      <SelectField
        label={intl.formatMessage(marketingAdminMessages.type)}
        isRequired
        options={MARKETING_MATERIAL_TYPES.map((type) => ({ id: type, label: intl.formatMessage(marketingTypeMessages[type]) }))}
        value={form.type}
        // Parents and layouts belong to a kind: another kind starts at the top with the common grid.
        onChange={(value) => setForm((current) => ({ ...current, type: (value ?? 'brand_assets') as MarketingMaterialType, parentId: null, layout: 'grid' }))}
        errorMessage={errorOf('type')}
      />
      <TextField label={intl.formatMessage(marketingAdminMessages.title)} isRequired value={form.title} onChange={(value) => change('title', value)} errorMessage={errorOf('title')} />
      <TextField
        label={intl.formatMessage(marketingAdminMessages.route)}
        description={intl.formatMessage(marketingAdminMessages.routeHint)}
        value={form.route}
        onChange={(value) => change('route', value)}
        errorMessage={errorOf('route')}
      />
      <SelectField
        label={intl.formatMessage(marketingAdminMessages.parent)}
        options={[{ id: NO_PARENT, label: intl.formatMessage(marketingAdminMessages.noParent) }, ...parents.map((parent) => ({ id: parent.id, label: parent.title }))]}
        value={form.parentId ?? NO_PARENT}
        onChange={(value) => change('parentId', value === NO_PARENT ? null : value)}
        errorMessage={errorOf('parentId')}
      />
      <SelectField
        label={intl.formatMessage(marketingAdminMessages.itemPerLine)}
        options={PER_LINE_CHOICES.map((count) => ({ id: count, label: count }))}
        value={String(form.itemPerLine)}
        onChange={(value) => change('itemPerLine', Number(value ?? MARKETING_LIMITS.chunk))}
        errorMessage={errorOf('itemPerLine')}
      />
      <LabelledCheckbox label={intl.formatMessage(marketingAdminMessages.showChilds)} isSelected={form.showChilds} onChange={(selected) => change('showChilds', selected)} />
      <TextField label={intl.formatMessage(marketingAdminMessages.searchParam)} value={form.searchParam} onChange={(value) => change('searchParam', value)} errorMessage={errorOf('searchParam')} />
      <SelectField
        label={intl.formatMessage(marketingAdminMessages.layout)}
        options={(layouts.data ?? [form.layout]).map((layout) => ({ id: layout, label: layout }))}
        value={form.layout}
        onChange={(value) => change('layout', value ?? 'grid')}
        errorMessage={errorOf('layout')}
      />
      <MarketChoice legend={intl.formatMessage(marketingAdminMessages.markets)} markets={markets.data} chosen={form.marketIds} onChange={(chosen) => change('marketIds', chosen)} errorMessage={errorOf('contentTargetMarkets')} />
      <div className="marketing-admin__actions">
        <Button type="submit" isPending={saving.isLoading}>
          {intl.formatMessage(marketingAdminMessages.save)}
        </Button>
        <LinkButton variant="secondary" href={localePath(LIST_PATH)}>
          {intl.formatMessage(marketingAdminMessages.cancel)}
        </LinkButton>
      </div>
    </Form>
  );
}

function EditCategory({ id }: { id: string }) {
  const intl = useIntl();
  const category = useMarketingCategoryQuery(id);
  if (category.isLoading) return <Spinner label={intl.formatMessage(commonMessages.loading)} />;
  if (!category.data) return <EmptyState type="custom" title={intl.formatMessage(category.isError ? marketingAdminMessages.failed : marketingAdminMessages.notFound)} />;
  return <CategoryForm key={category.data.id} category={category.data} />;
}

/** /admin/marketing-material/category/create and …/{id}/edit: a category's place in the tree, layout and markets. */
export function MarketingCategoryFormPage() {
  const intl = useIntl();
  const id = useCurrentRoute()?.params.id;
  const title = intl.formatMessage(routeTitleMessages[id ? 'route_title_admin-marketing-material-category-id-edit' : 'route_title_admin-marketing-material-category-create']);
  return (
    <ContentMarketGate pageType="marketing_material">
      <AreaFrame title={title}>{id ? <EditCategory id={id} /> : <CategoryForm category={null} />}</AreaFrame>
    </ContentMarketGate>
  );
}
