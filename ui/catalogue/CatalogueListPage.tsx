import { useIntl } from 'react-intl';
import { isProductCategory } from '../../application/portal/catalogue/browse-catalogue';
import { EmptyState } from '../components/EmptyState';
import { LinkButton } from '../components/LinkButton';
import { useLocalePath } from '../i18n/portal-locale';
import { useCurrentRoute } from '../shell/current-route';
import { routeTitleMessages } from '../shell/navigation/route-title-messages';
import { CatalogueFrame } from './CatalogueFrame';
import { CatalogueListing, useCatalogueAddress } from './CatalogueListing';
import { categoryMessages } from './category-messages';

/** The bike and PAA lists (/catalog/bike, /catalog/paa) with the listing's search, mc, view and page parameters. */
export function CatalogueListPage() {
  const intl = useIntl();
  const localePath = useLocalePath();
  const param = useCurrentRoute()?.params.category;
  const address = useCatalogueAddress(isProductCategory(param) ? param : null);

  if (!isProductCategory(param)) {
    return (
      <CatalogueFrame title={intl.formatMessage(routeTitleMessages['route_title_catalog-category'])}>
        <EmptyState
          type="custom"
          title={intl.formatMessage(categoryMessages.unknown)}
          action={<LinkButton href={localePath('/catalog')}>{intl.formatMessage(categoryMessages.backToCatalogue)}</LinkButton>}
        />
      </CatalogueFrame>
    );
  }
  return (
    <CatalogueFrame title={intl.formatMessage(categoryMessages[param])}>
      <CatalogueListing address={address} />
    </CatalogueFrame>
  );
}
