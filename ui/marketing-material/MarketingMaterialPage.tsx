import { Link } from 'react-aria-components';
import { useIntl } from 'react-intl';
import { MARKETING_LIMITS, MARKETING_MATERIAL_TYPES, marketingTypeOfSlug, slugOfMarketingType, type MarketingMaterialType } from '../../domain/marketing-material/marketing-material';
import { AreaFrame } from '../components/AreaFrame';
import { Button } from '../components/Button';
import { EmptyState } from '../components/EmptyState';
import { Spinner } from '../components/Spinner';
import { ContentMarketGate } from '../content/ContentMarketGate';
import { commonMessages } from '../i18n/common-messages';
import { useLocalePath } from '../i18n/portal-locale';
import { useCurrentRoute } from '../shell/current-route';
import { routeTitleMessages } from '../shell/navigation/route-title-messages';
import { NotFoundPage } from '../shell/NotFoundPage';
import { useMarketingCategoriesQuery } from './marketing-material-api';
import { marketingMessages, marketingTypeMessages } from './marketing-material-messages';
import { CategoryTiles } from './MarketingTiles';
import './marketing-material.css';
import '../sales-documents/sales-documents.css';

function TypeTabs({ current }: { current: MarketingMaterialType }) {
  const intl = useIntl();
  const localePath = useLocalePath();
  return (
    <nav aria-label={intl.formatMessage(marketingMessages.types)} className="content-tabs">
      <ul>
        {MARKETING_MATERIAL_TYPES.map((type) => (
          <li key={type}>
            <Link className="content-tabs__tab" href={localePath(`/marketing-material/${slugOfMarketingType(type)}`)} aria-current={type === current ? 'page' : undefined}>
              {intl.formatMessage(marketingTypeMessages[type])}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

function RootCategories({ type }: { type: MarketingMaterialType }) {
  const intl = useIntl();
  const localePath = useLocalePath();
  const roots = useMarketingCategoriesQuery({ type, rootOnly: true, page: 1, limit: MARKETING_LIMITS.rootCategories });
  if (roots.isLoading) return <Spinner label={intl.formatMessage(commonMessages.loading)} />;
  if (!roots.data) return <EmptyState type="custom" title={intl.formatMessage(marketingMessages.failed)} action={<Button onPress={() => void roots.refetch()}>{intl.formatMessage(commonMessages.refresh)}</Button>} />;
  if (roots.data.items.length === 0) return <EmptyState type="custom" title={intl.formatMessage(marketingMessages.empty)} />;
  return <CategoryTiles categories={roots.data.items} href={(category) => localePath(`/marketing-material/${slugOfMarketingType(type)}/${category.id}`)} />;
}

/** Marketing material of one kind (/marketing-material/{type}): its root categories, page 1 of 50, in rows of 4. */
export function MarketingMaterialPage() {
  const intl = useIntl();
  const type = marketingTypeOfSlug(useCurrentRoute()?.params.type ?? '');
  if (!type) return <NotFoundPage />;
  return (
    <ContentMarketGate pageType="marketing_material">
      <AreaFrame title={intl.formatMessage(routeTitleMessages['route_title_marketing-material-type'])}>
        <TypeTabs current={type} />
        <RootCategories type={type} />
      </AreaFrame>
    </ContentMarketGate>
  );
}
