import { redirect, type PatchRoutesOnNavigationFunction, type RouteObject } from 'react-router';
import type { LocalePreference } from '../application/portal/locale/ports';
import type { ReactElement } from 'react';
import { bestLocale } from '../domain/locales/locales';
import { matchRoute, type RouteMatch, type RouteMeta } from '../domain/navigation/routes';
import { AFTER_SALE_PAGES } from './after-sale-pages';
import { ANNOUNCEMENT_PAGES } from './announcements/announcement-pages';
import { BANNER_PAGES } from './banners/banner-pages';
import { COMMERCE_PAGES } from './commerce-pages';
import { CATALOGUE_ANALYSIS_PAGES } from './catalogue-analysis/catalogue-analysis-pages';
import { ROLES_PAGES } from './roles/roles-pages';
import { USER_ADMINISTRATION_PAGES } from './user-administration/user-administration-pages';
import { CONTENT_PAGES } from './content/content-pages';
import { MARKETING_MATERIAL_PAGES } from './marketing-material/marketing-material-pages';
import { SALES_DOCUMENT_PAGES } from './sales-documents/sales-document-pages';
import { LandingPage } from './session/LandingPage';
import { LoginPage } from './session/LoginPage';
import { PDI_PAGES } from './pdi/pdi-pages';
import { CLAIM_PAGES } from './claims/claim-pages';
import { CLAIM_FORM_PAGES } from './claims/form/claim-form-pages';
import { RETAIL_SALES_PAGES } from './retail-sales/retail-sales-pages';
import { SALES_AREA_PAGES } from './sales-area/sales-area-pages';
import { VISIT_FORM_PAGES } from './visit-forms/visit-form-pages';
import { DOWNLOAD_AREA_PAGES } from './download-area/download-area-pages';
import { UPLOAD_AREA_PAGES } from './upload-area/upload-area-pages';
import { SALES_OVERVIEW_PAGES } from './sales-overview/sales-overview-pages';
import { PROFILE_PAGES } from './profile/profile-pages';
import { RouteErrorPage } from './shell/ErrorPage';
import { LocaleLayout, localeLoader, shouldLocaleRevalidate } from './shell/LocaleLayout';
import { preloadFrame } from './shell/layouts/PortalLayout';
import { preloadPage } from './shell/lazy-page';
import { PortalShell, type PortalRouteHandle } from './shell/PortalShell';
import { layoutBehaviour } from './shell/layouts/layout-behaviours';
import { RootErrorPage } from './shell/RootErrorPage';
import { AreaNotAvailablePage, MaintenancePage, NotFoundPage } from './shell/shell-pages';

export interface PortalRouteDependencies {
  localePreference: LocalePreference;
  /** The browser's preferred languages, best first. */
  browserLanguages: () => readonly string[];
  reloadPage: () => void;
  /** Loads a portal page afresh, as after a change of customer. */
  openPage: (path: string) => void;
}

/** The page of each route of the table by route name; a route without one shows that its area is not available yet. */
export const ROUTE_PAGES: Partial<Record<string, () => ReactElement>> = {
  home: () => <LandingPage />,
  'home-page': () => <LandingPage />,
  login: () => <LoginPage />,
  maintenance: () => <MaintenancePage />,
  ...COMMERCE_PAGES,
  ...AFTER_SALE_PAGES,
  ...PDI_PAGES,
  ...CLAIM_PAGES,
  ...CLAIM_FORM_PAGES,
  ...RETAIL_SALES_PAGES,
  ...VISIT_FORM_PAGES,
  ...SALES_AREA_PAGES,
  ...DOWNLOAD_AREA_PAGES,
  ...UPLOAD_AREA_PAGES,
  ...SALES_OVERVIEW_PAGES,
  ...PROFILE_PAGES,
  ...ROLES_PAGES,
  ...USER_ADMINISTRATION_PAGES,
  ...CATALOGUE_ANALYSIS_PAGES,
  ...BANNER_PAGES,
  ...ANNOUNCEMENT_PAGES,
  ...CONTENT_PAGES,
  ...SALES_DOCUMENT_PAGES,
  ...MARKETING_MATERIAL_PAGES,
};

/** The route of the table a portal path opens, its locale prefix aside. */
function tableRouteOf(pathname: string): RouteMatch | undefined {
  return matchRoute(pathname.replace(/^\/[^/]+/, '') || '/');
}

/**
 * Starts fetching the code of the page a path opens, and of the frame around it, while the portal still asks the
 * service about the session: a returning dealer's first page then waits for one round of fetches, not three. Settles
 * once both are there or could not be fetched.
 */
export async function preloadPageOf(pathname: string): Promise<void> {
  const match = tableRouteOf(pathname);
  if (!match) return;
  const page = ROUTE_PAGES[match.route.name];
  const framed = layoutBehaviour(match.route.layout).framed;
  await Promise.all([page ? preloadPage(page()) : undefined, framed ? preloadFrame().catch(() => undefined) : undefined]);
}

function tableRoute(route: RouteMeta): RouteObject {
  return {
    ...(route.path === '/' ? { index: true } : { path: route.path.slice(1) }),
    handle: { route } satisfies PortalRouteHandle,
    element: ROUTE_PAGES[route.name]?.() ?? <AreaNotAvailablePage />,
  };
}

const TABLE_ROUTES_ID = 'table-routes';

/**
 * Adds the route of the route table (domain/navigation/routes.ts) a path opens to the router when the path is first
 * opened (React Router's lazy route discovery), each guarded and framed by the shell. Ranking all 110 routes when
 * the router starts cost a phone a long task before the first page.
 */
export const discoverTableRoute: PatchRoutesOnNavigationFunction = ({ path, patch }) => {
  const match = tableRouteOf(path);
  if (match) patch(TABLE_ROUTES_ID, [tableRoute(match.route)]);
};

// Nothing to show while the first catalogue loads: it takes a moment, and a flash of text would be in no language.
const booting = <div className="booting" aria-busy="true" />;

/**
 * Every page lives under a locale prefix; the bare root sends to the best locale for the person. The pages of the route
 * table join as they are opened: a router made of these routes takes `discoverTableRoute` as its `patchRoutesOnNavigation`.
 */
export function createPortalRoutes({ localePreference, browserLanguages, reloadPage, openPage }: PortalRouteDependencies): RouteObject[] {
  return [
    {
      path: '/',
      loader: () => redirect(`/${bestLocale(localePreference.remembered(), browserLanguages())}`),
      element: booting,
      hydrateFallbackElement: booting,
    },
    {
      path: '/:locale',
      loader: localeLoader,
      shouldRevalidate: shouldLocaleRevalidate,
      element: <LocaleLayout localePreference={localePreference} reloadPage={reloadPage} openPage={openPage} />,
      hydrateFallbackElement: booting,
      errorElement: <RootErrorPage />,
      children: [
        {
          errorElement: <RouteErrorPage />,
          children: [
            { id: TABLE_ROUTES_ID, element: <PortalShell />, children: [] },
            { path: '*', element: <NotFoundPage /> },
          ],
        },
      ],
    },
  ];
}
