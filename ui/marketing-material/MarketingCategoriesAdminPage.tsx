import { useState } from 'react';
import { useIntl } from 'react-intl';
import type { MarketingCategory } from '../../application/portal/marketing-material/ports';
import { categoryTree, type CategoryBranch } from '../../domain/marketing-material/category-tree';
import { MARKETING_LIMITS, MARKETING_MATERIAL_TYPES, type MarketingMaterialType } from '../../domain/marketing-material/marketing-material';
import { userError } from '../../domain/shared/user-error';
import { AreaFrame } from '../components/AreaFrame';
import { Button } from '../components/Button';
import { EmptyState } from '../components/EmptyState';
import { LinkButton } from '../components/LinkButton';
import { SelectField } from '../components/SelectField';
import { Spinner } from '../components/Spinner';
import { ConfirmedDeleteButton } from '../content/ConfirmedDeleteButton';
import { ContentMarketGate } from '../content/ContentMarketGate';
import { commonMessages } from '../i18n/common-messages';
import { useLocalePath } from '../i18n/portal-locale';
import { routeTitleMessages } from '../shell/navigation/route-title-messages';
import { marketingAdminMessages, marketingErrorText } from './marketing-admin-messages';
import { useDeleteMarketingCategoryMutation, useMarketingCategoriesQuery } from './marketing-material-api';
import { marketingTypeMessages } from './marketing-material-messages';
import './marketing-material.css';

function CategoryActions({ category }: { category: MarketingCategory }) {
  const intl = useIntl();
  const localePath = useLocalePath();
  const [remove] = useDeleteMarketingCategoryMutation();
  async function deleteCategory() {
    const answer = await remove(category.id);
    const refusal = 'error' in answer ? userError('', 'failed_delete_marketing_category') : answer.data.ok ? null : answer.data.error[0]!;
    return refusal ? intl.formatMessage(marketingAdminMessages.deleteFailed, { title: category.title, reason: marketingErrorText(intl, refusal) }) : null;
  }
  return (
    <div className="marketing-admin__actions">
      <LinkButton variant="secondary" href={localePath(`/admin/marketing-material/category/${category.id}/edit`)}>
        {intl.formatMessage(marketingAdminMessages.edit, { title: category.title })}
      </LinkButton>
      <ConfirmedDeleteButton
        label={intl.formatMessage(marketingAdminMessages.delete, { title: category.title })}
        question={intl.formatMessage(marketingAdminMessages.confirmDelete, { title: category.title })}
        onDelete={deleteCategory}
      />
    </div>
  );
}

function Branches({ branches }: { branches: CategoryBranch<MarketingCategory>[] }) {
  const intl = useIntl();
  return (
    <ul className="marketing-admin__tree">
      {branches.map(({ category, children }) => (
        <li key={category.id}>
          <div className="marketing-admin__row">
            {category.thumbnailUrl ? <img className="marketing-admin__thumbnail" src={category.thumbnailUrl} alt="" /> : <span className="marketing-admin__thumbnail" />}
            <span className="marketing-admin__name">
              <strong>{category.title}</strong>
              <span>{intl.formatMessage(marketingAdminMessages.summary, { images: category.imageCount, perLine: category.itemPerLine })}</span>
            </span>
            <CategoryActions category={category} />
          </div>
          {children.length > 0 && <Branches branches={children} />}
        </li>
      ))}
    </ul>
  );
}

/** /admin/marketing-material/category: the categories of a kind as a tree, with their changes. */
export function MarketingCategoriesAdminPage() {
  const intl = useIntl();
  const localePath = useLocalePath();
  const [type, setType] = useState<MarketingMaterialType>(MARKETING_MATERIAL_TYPES[0]);
  // Every level at once, as many as a category's materials (spec 002 §9): the tree needs them all.
  const categories = useMarketingCategoriesQuery({ type, limit: MARKETING_LIMITS.materialsByCategory });
  let content;
  if (categories.isLoading) content = <Spinner label={intl.formatMessage(commonMessages.loading)} />;
  else if (!categories.data) {
    content = <EmptyState type="custom" title={intl.formatMessage(marketingAdminMessages.failed)} action={<Button onPress={() => void categories.refetch()}>{intl.formatMessage(commonMessages.refresh)}</Button>} />;
  } else if (categories.data.items.length === 0) content = <EmptyState type="custom" title={intl.formatMessage(marketingAdminMessages.empty)} />;
  else {
    content = (
      <section aria-label={intl.formatMessage(marketingAdminMessages.tree)}>
        <Branches branches={categoryTree(categories.data.items)} />
      </section>
    );
  }
  return (
    <ContentMarketGate pageType="marketing_material">
      <AreaFrame
        title={intl.formatMessage(routeTitleMessages['route_title_admin-marketing-material-category'])}
        actions={<LinkButton href={localePath('/admin/marketing-material/category/create')}>{intl.formatMessage(marketingAdminMessages.createCategory)}</LinkButton>}
      >
        <SelectField
          label={intl.formatMessage(marketingAdminMessages.type)}
          options={MARKETING_MATERIAL_TYPES.map((each) => ({ id: each, label: intl.formatMessage(marketingTypeMessages[each]) }))}
          value={type}
          onChange={(value) => setType((value ?? MARKETING_MATERIAL_TYPES[0]) as MarketingMaterialType)}
        />
        {content}
      </AreaFrame>
    </ContentMarketGate>
  );
}
