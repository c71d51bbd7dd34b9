import { useIntl } from 'react-intl';
import type { MarketingCategory } from '../../application/portal/marketing-material/ports';
import { MARKETING_LIMITS, marketingTypeOfSlug, slugOfMarketingType } from '../../domain/marketing-material/marketing-material';
import { AreaFrame } from '../components/AreaFrame';
import { Button } from '../components/Button';
import { EmptyState } from '../components/EmptyState';
import { LinkButton } from '../components/LinkButton';
import { Spinner } from '../components/Spinner';
import { ContentMarketGate } from '../content/ContentMarketGate';
import { commonMessages } from '../i18n/common-messages';
import { useLocalePath } from '../i18n/portal-locale';
import { useCurrentRoute } from '../shell/current-route';
import { routeTitleMessages } from '../shell/navigation/route-title-messages';
import { useMarketingCategoriesQuery, useMarketingCategoryQuery, useMarketingImagesQuery } from './marketing-material-api';
import { marketingMessages } from './marketing-material-messages';
import { CategoryTiles, ImageTiles } from './MarketingTiles';
import './marketing-material.css';

function CategoryContent({ category }: { category: MarketingCategory }) {
  const intl = useIntl();
  const localePath = useLocalePath();
  const slug = slugOfMarketingType(category.type);
  const children = useMarketingCategoriesQuery({ type: category.type, parentId: category.id, page: 1, limit: MARKETING_LIMITS.rootCategories }, { skip: !category.showChilds || category.childCount === 0 });
  const images = useMarketingImagesQuery(category.id);
  return (
    <>
      {children.data && children.data.items.length > 0 && (
        <section className="marketing-section" aria-labelledby="marketing-children">
          <h2 id="marketing-children">{intl.formatMessage(marketingMessages.categories)}</h2>
          <CategoryTiles categories={children.data.items} href={(child) => localePath(`/marketing-material/${slug}/${child.id}`)} />
        </section>
      )}
      <section className="marketing-section" aria-labelledby="marketing-images">
        <h2 id="marketing-images">{intl.formatMessage(marketingMessages.images)}</h2>
        {images.isLoading ? (
          <Spinner label={intl.formatMessage(commonMessages.loading)} />
        ) : !images.data ? (
          <EmptyState type="custom" title={intl.formatMessage(marketingMessages.failed)} action={<Button onPress={() => void images.refetch()}>{intl.formatMessage(commonMessages.refresh)}</Button>} />
        ) : images.data.items.length === 0 ? (
          <EmptyState type="custom" title={intl.formatMessage(marketingMessages.emptyCategory)} />
        ) : (
          <ImageTiles images={images.data.items} perLine={category.itemPerLine} href={(image) => localePath(`/marketing-material/${slug}/${category.id}/image/${image.id}`)} />
        )}
      </section>
    </>
  );
}

/** One marketing category (/marketing-material/{type}/{id}): its sub-categories when it shows them, and its images. */
export function MarketingCategoryPage() {
  const intl = useIntl();
  const localePath = useLocalePath();
  const params = useCurrentRoute()?.params ?? {};
  const category = useMarketingCategoryQuery(params.id ?? '');
  const backHref = localePath(`/marketing-material/${slugOfMarketingType(marketingTypeOfSlug(params.type ?? '') ?? 'brand_assets')}`);
  let content;
  if (category.isLoading) content = <Spinner label={intl.formatMessage(commonMessages.loading)} />;
  else if (category.isError) content = <EmptyState type="custom" title={intl.formatMessage(marketingMessages.failed)} action={<Button onPress={() => void category.refetch()}>{intl.formatMessage(commonMessages.refresh)}</Button>} />;
  else if (!category.data) {
    content = (
      <EmptyState
        type="custom"
        title={intl.formatMessage(marketingMessages.notFound)}
        description={intl.formatMessage(marketingMessages.notFoundText)}
        action={<LinkButton variant="secondary" href={backHref}>{intl.formatMessage(marketingMessages.back)}</LinkButton>}
      />
    );
  } else content = <CategoryContent category={category.data} />;
  return (
    <ContentMarketGate pageType="marketing_material">
      <AreaFrame title={category.data?.title ?? intl.formatMessage(routeTitleMessages['route_title_marketing-material-type-id'])}>{content}</AreaFrame>
    </ContentMarketGate>
  );
}
