import { messageDescriptors } from '../i18n/message-descriptors';
import { defineMessages, useIntl } from 'react-intl';
import { Navigate } from 'react-router';
import type { CatalogueHome, ProductCategory } from '../../application/portal/catalogue/ports';
import { catalogueDefaultDestination } from '../../domain/navigation/side-menu';
import { EmptyState } from '../components/EmptyState';
import { LinkButton } from '../components/LinkButton';
import { Spinner } from '../components/Spinner';
import { useShownWhenReady } from '../components/use-shown-when-ready';
import { commonMessages } from '../i18n/common-messages';
import { useLocalePath } from '../i18n/portal-locale';
import { selectUser } from '../session/session-slice';
import { routeTitleMessages } from '../shell/navigation/route-title-messages';
import { selectMenuFacts } from '../shell/shell-slice';
import { useAppSelector } from '../store/hooks';
import { appBarMessages, useCurrentCategory } from './CatalogueAppBar';
import { CatalogueFrame } from './CatalogueFrame';
import { CatalogueListing, useCatalogueAddress } from './CatalogueListing';
import { ArticleCard } from './catalogue-parts';
import { useCatalogueHomeQuery } from './catalogue-api';

const messages = messageDescriptors(defineMessages({
  promotions: { id: 'catalogue_promotions', defaultMessage: 'Promotions' },
  bestSellers: { id: 'catalogue_best_sellers', defaultMessage: 'Best sellers' },
  newArrivals: { id: 'catalogue_new_arrivals', defaultMessage: 'New arrivals' },
  featured: { id: 'catalogue_featured', defaultMessage: 'Featured' },
  shortcuts: { id: 'catalogue_shortcuts', defaultMessage: 'Shop by' },
  groupsets: { id: 'catalogue_groupsets_link', defaultMessage: 'Groupsets' },
  repeatOrder: { id: 'repeat_order_link', defaultMessage: 'Repeat order' },
  failed: { id: 'catalogue_home_failed', defaultMessage: 'The catalog home could not be loaded. Please try again.' },
  offer: { id: 'promotion_offer', defaultMessage: '{articleCode}: {offer}' },
}));

const HOME_SCOPE = 'page.home-page';

function sectionTitle(section: string, label: string | null, intl: ReturnType<typeof useIntl>): string {
  if (section === 'new_arrival') return intl.formatMessage(messages.newArrivals);
  if (section === 'featured') return intl.formatMessage(messages.featured);
  return label ?? section;
}

/** The catalogue home's sections: shortcuts, promotions, the article displays and the best sellers of a category. */
export function CatalogueHomeSections({ home, category }: { home: CatalogueHome; category: ProductCategory }) {
  const intl = useIntl();
  const localePath = useLocalePath();
  const sections = [...new Set(home.displays.map((display) => display.section))];
  return (
    <div className="catalogue-home">
      <nav className="catalogue-home__shortcuts" aria-label={intl.formatMessage(messages.shortcuts)}>
        <LinkButton variant="secondary" href={localePath('/catalog/bike')}>
          {intl.formatMessage(appBarMessages.bike)}
        </LinkButton>
        <LinkButton variant="secondary" href={localePath('/catalog/paa')}>
          {intl.formatMessage(appBarMessages.paa)}
        </LinkButton>
        <LinkButton variant="secondary" href={localePath('/catalog/groupset')}>
          {intl.formatMessage(messages.groupsets)}
        </LinkButton>
        <LinkButton variant="secondary" href={localePath('/catalog/fast-order')}>
          {intl.formatMessage(appBarMessages.fastOrder)}
        </LinkButton>
        <LinkButton variant="secondary" href={localePath('/catalog/repeat-order')}>
          {intl.formatMessage(messages.repeatOrder)}
        </LinkButton>
      </nav>
      {home.promotions.length > 0 && (
        <section className="catalogue-home__section" aria-labelledby="home-promotions">
          <h2 id="home-promotions">{intl.formatMessage(messages.promotions)}</h2>
          <ul className="promotion-list">
            {home.promotions.map((promotion) => (
              <li key={promotion.code} className="promotion">
                {promotion.badge && <span className="tag">{promotion.badge}</span>}
                <h3 className="promotion__name">{promotion.name}</h3>
                {promotion.tagline && <p className="promotion__tagline">{promotion.tagline}</p>}
                <p>{promotion.description}</p>
                {promotion.details.length > 0 && (
                  <ul className="promotion__details">
                    {promotion.details.map((detail) => (
                      <li key={detail.articleCode}>{intl.formatMessage(messages.offer, detail)}</li>
                    ))}
                  </ul>
                )}
                <p className="promotion__terms">{promotion.terms}</p>
              </li>
            ))}
          </ul>
        </section>
      )}
      {sections.map((section) => {
        const displays = home.displays.filter((display) => display.section === section && display.article.category === category);
        if (displays.length === 0) return null;
        const id = `home-section-${section}`;
        return (
          <section key={section} className="catalogue-home__section" aria-labelledby={id}>
            <h2 id={id}>{sectionTitle(section, displays[0]!.label, intl)}</h2>
            <ul className="product-grid">
              {displays.map((display) => (
                <li key={display.id}>
                  <ArticleCard article={display.article} />
                </li>
              ))}
            </ul>
          </section>
        );
      })}
      {home.bestSellers.length > 0 && (
        <section className="catalogue-home__section" aria-labelledby="home-best-sellers">
          <h2 id="home-best-sellers">{intl.formatMessage(messages.bestSellers)}</h2>
          <ul className="product-grid">
            {home.bestSellers.map((article) => (
              <li key={article.id}>
                <ArticleCard article={article} />
              </li>
            ))}
          </ul>
        </section>
      )}
    </div>
  );
}

function HomeContent({ category }: { category: ProductCategory }) {
  const intl = useIntl();
  const home = useCatalogueHomeQuery(category, { refetchOnMountOrArgChange: true });
  const sectionsShown = useShownWhenReady(home.currentData !== undefined);
  if (home.currentData && sectionsShown) return <CatalogueHomeSections home={home.currentData} category={category} />;
  if (home.isError && !home.isFetching) return <EmptyState type="custom" title={intl.formatMessage(messages.failed)} />;
  return <Spinner label={intl.formatMessage(commonMessages.loading)} />;
}

/**
 * The catalogue home (/catalog, spec 001 §2). With search words (?search=) it lists what they find among bikes and
 * parts alike, with a bike category (?mc=) that category's bikes; otherwise it shows the home's sections for the chosen catalogue. A user without page.home-page goes to
 * the default catalogue entry: bike, PAA or groupset, whichever holds products first.
 */
export function CatalogueHomePage() {
  const intl = useIntl();
  const localePath = useLocalePath();
  const category = useCurrentCategory();
  const address = useCatalogueAddress(null);
  const user = useAppSelector(selectUser);
  const menuFacts = useAppSelector(selectMenuFacts);
  const title = intl.formatMessage(routeTitleMessages.route_title_catalog);
  const listing = Boolean(address.search || address.mc);

  if (!listing && user && !user.scopes.includes(HOME_SCOPE)) {
    if (!menuFacts) return <Spinner label={intl.formatMessage(commonMessages.loading)} />;
    return <Navigate to={localePath(catalogueDefaultDestination(user.scopes, menuFacts.catalogue))} replace />;
  }

  return (
    <CatalogueFrame title={title}>
      {listing ? <CatalogueListing address={{ ...address, category: address.mc ? 'bike' : null }} /> : <HomeContent category={category} />}
    </CatalogueFrame>
  );
}
