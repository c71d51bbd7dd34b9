import type { ScopeRequirement } from '../access/scopes';
import { AUDIT_LIMITATION } from '../session/session-user';

export type Layout = 'default' | 'defaultV2' | 'defaultV3' | 'full-container';

/**
 * What the shell needs to know of one route: who may open it, whether it needs a selected customer, how the
 * mobile header looks on it and which layout frames it. Paths are without the locale prefix; `:name` is a
 * parameter and `:name?` an optional one.
 */
export interface RouteMeta {
  name: string;
  path: string;
  /** `public` needs no sign-in; otherwise every entry must be met (an array entry means any of). */
  scopes: ScopeRequirement | 'public';
  needsCustomer: boolean;
  pickerHidden: boolean;
  /** Message id of the mobile header title, or null when the header shows the brand. */
  titleKey: string | null;
  backArrow: boolean;
  mobileSearch: boolean;
  layout: Layout;
}

type RouteOptions = Partial<Omit<RouteMeta, 'name' | 'path' | 'scopes'>> & { title?: boolean };

function route(name: string, path: string, scopes: RouteMeta['scopes'], options: RouteOptions = {}): RouteMeta {
  const { title = false, ...rest } = options;
  return {
    name,
    path,
    scopes,
    needsCustomer: false,
    pickerHidden: false,
    titleKey: title ? routeTitleKey(name) : null,
    backArrow: false,
    mobileSearch: false,
    layout: 'defaultV2',
    ...rest,
  };
}

/** The message id of a route's mobile title; a locale suffix after a double underscore is ignored. */
export function routeTitleKey(routeName: string): string {
  return `route_title_${routeName.split('__')[0]}`;
}

const SIGNED_IN: ScopeRequirement = [];
const USER_ADMIN: ScopeRequirement = [['page.user-management', 'page.user-management-us']];
const INVOICES: ScopeRequirement = ['page.invoice-status', 'invoice-status.read'];
const customer = { needsCustomer: true } as const;
const detail = { backArrow: true, title: true } as const;
const noPicker = { pickerHidden: true } as const;

/** Every route of the portal (spec 000 §2.2, 001 §2, 002 §2), including those whose pages come later. */
export const ROUTES: readonly RouteMeta[] = [
  route('home', '/', SIGNED_IN),
  route('login', '/login', 'public', { layout: 'full-container', pickerHidden: true }),
  route('maintenance', '/maintenance', 'public', { layout: 'full-container', pickerHidden: true }),
  route('new-customer-inquiry', '/new-customer-inquiry', 'public', { layout: 'full-container', pickerHidden: true }),
  // The spec names no path for the password pages; the e-mailed link opens /set-password (docs/decisions.md).
  route('forgot-password', '/forgot-password', 'public', { layout: 'full-container', pickerHidden: true }),
  route('set-password', '/set-password', 'public', { layout: 'full-container', pickerHidden: true }),
  route('error-admin', '/error/admin', SIGNED_IN, { layout: 'default' }),
  route('home-page', '/home-page', ['page.home-page']),
  route('user-edit-profile', '/user/edit-profile', SIGNED_IN, { ...noPicker, title: true }),

  route('catalog', '/catalog', ['page.catalog'], { title: true, mobileSearch: true, layout: 'defaultV3' }),
  route('catalog-fast-order', '/catalog/fast-order', ['page.catalog'], { ...customer, title: true, layout: 'defaultV3' }),
  route('catalog-groupset', '/catalog/groupset', ['page.catalog'], { title: true, mobileSearch: true, layout: 'defaultV3' }),
  route('catalog-repeat-order', '/catalog/repeat-order', ['page.catalog'], { ...customer, title: true, layout: 'defaultV3' }),
  route('catalog-category', '/catalog/:category', ['page.catalog'], { title: true, mobileSearch: true, layout: 'defaultV3' }),
  route('catalog-category-slug', '/catalog/:category/:slug', ['page.catalog'], { ...detail, layout: 'defaultV3' }),
  route('cart', '/cart', ['page.catalog'], { ...customer, backArrow: true, title: true, mobileSearch: true, layout: 'defaultV3' }),
  route('cart-shipmentMobile', '/cart/shipment', ['page.catalog'], { ...customer, backArrow: true, title: true, layout: 'defaultV3' }),
  route('cart-checkout', '/cart/checkout', ['page.catalog'], { ...customer, backArrow: true, title: true, layout: 'defaultV3' }),
  route('cart-order-confirmation', '/cart/order-confirmation/:id?', ['page.catalog'], { ...customer, backArrow: true, title: true, layout: 'defaultV3' }),

  route('3rd-party-catalog', '/3rd-party/catalog', ['page.3rd-party'], { title: true, mobileSearch: true }),
  route('3rd-party-catalog-new', '/3rd-party/catalog-new', ['page.3rd-party'], { titleKey: routeTitleKey('3rd-party-catalog'), mobileSearch: true }),
  route('3rd-party-order', '/3rd-party/order', ['page.3rd-party'], { title: true, mobileSearch: true }),
  route('3rd-party-article-maintenance', '/3rd-party/article-maintenance', ['page.3rd-party'], { title: true }),

  route('order', '/order', ['page.order-status'], { ...customer, title: true, mobileSearch: true }),
  route('order-open-order', '/order/open-order', ['page.order-status'], { ...customer, title: true, mobileSearch: true }),
  route('order-delivery', '/order/delivery', ['page.order-status'], { ...customer, title: true, mobileSearch: true }),
  route('invoice-open-invoice', '/invoice/open-invoice', INVOICES, { ...customer, title: true }),
  route('invoice-invoice-list', '/invoice/invoice-list', INVOICES, { ...customer, title: true, mobileSearch: true }),
  route('invoice-invoice-list-new', '/invoice/invoice-list-new', INVOICES, { ...customer, titleKey: routeTitleKey('invoice-invoice-list'), mobileSearch: true }),
  route('payment', '/payment', ['page.payment-request'], { ...customer, title: true }),
  route('payment-invoice', '/payment/invoice', ['page.payment-request'], { ...customer, title: true }),
  route('payment-invoice-v2', '/payment/invoice-v2', ['page.payment-request'], { ...customer, backArrow: true, titleKey: routeTitleKey('payment-invoice') }),
  route('click-collect', '/click-collect', ['page.click-collect'], { title: true }),

  route('sales-overview', '/sales-overview', ['page.dashboard'], { ...customer, title: true }),
  route('sales-overview-new', '/sales-overview-new', ['page.dashboard'], { ...customer, titleKey: routeTitleKey('sales-overview') }),
  route('retail-sales', '/retail-sales', ['page.customer-sales-report'], { ...customer, title: true }),
  route('bonus-dealer', '/bonus-dealer', ['page.bonus-dealer'], { ...customer, title: true }),
  route('bonus-dealer-new', '/bonus-dealer-new', ['page.bonus-dealer'], { ...customer, titleKey: routeTitleKey('bonus-dealer') }),
  route('bonus-dealer-polygon', '/bonus-dealer/polygon', ['page.bonus-dealer'], { ...customer, titleKey: routeTitleKey('bonus-dealer') }),
  route('bonus-dealer-wim', '/bonus-dealer/wim', ['page.bonus-dealer'], { ...customer, titleKey: routeTitleKey('bonus-dealer') }),

  route('claim', '/claim', ['page.claim'], { ...noPicker, title: true, mobileSearch: true }),
  route('claim-create', '/claim/create', ['page.claim'], { ...noPicker, ...detail }),
  route('claim-create-bike', '/claim/create/bike', ['page.claim'], { ...noPicker, ...detail }),
  route('claim-create-paa', '/claim/create/paa', ['page.claim'], { ...noPicker, ...detail }),
  route('claim-id', '/claim/:id', ['page.claim'], { ...noPicker, ...detail }),
  route('claim-edit-id', '/claim/:id/edit', ['page.claim'], { ...noPicker, ...detail }),
  route('pdi', '/pdi', ['page.pdi'], { title: true }),
  route('visit-form', '/visit-form', ['page.formvisit'], { ...noPicker, title: true }),
  route('visit-form-polygon', '/visit-form/polygon', ['page.formvisit'], { ...noPicker, title: true }),
  route('visit-form-polygon-create', '/visit-form/polygon/create', ['page.formvisit'], { ...noPicker, ...detail }),
  route('visit-form-polygon-id', '/visit-form/polygon/:id', ['page.formvisit'], { ...noPicker, backArrow: true }),
  route('visit-form-wim', '/visit-form/wim', ['page.formvisit'], { ...noPicker, title: true }),
  route('visit-form-wim-create', '/visit-form/wim/create', ['page.formvisit'], { ...noPicker, ...detail }),
  route('visit-form-wim-id', '/visit-form/wim/:id', ['page.formvisit'], { ...noPicker, backArrow: true }),
  route('download-area', '/download-area', ['page.download-area'], { ...customer, title: true }),
  route('upload-area', '/upload-area', ['page.upload-area'], { ...noPicker, title: true }),
  route('sales-area', '/sales-area', ['page.sales-area'], { ...noPicker, title: true }),

  route('news', '/news', ['page.news'], { title: true }),
  route('news-id', '/news/:id', ['page.news'], { ...detail }),
  route('sales-document', '/sales-document', SIGNED_IN, { title: true }),
  route('sales-document-type', '/sales-document/:type', SIGNED_IN, { title: true }),
  route('sales-document-type-id', '/sales-document/:type?/:id', SIGNED_IN, { ...detail }),
  route('marketing-material', '/marketing-material', ['page.marketing-material'], { title: true }),
  route('marketing-material-type', '/marketing-material/:type', ['page.marketing-material'], { title: true }),
  route('marketing-material-type-id', '/marketing-material/:type?/:id', ['page.marketing-material'], { ...detail }),
  route('marketing-material-type-id-image', '/marketing-material/:type?/:id/image/:image_id', ['page.marketing-material'], { ...detail }),

  route('admin-announcements', '/admin/announcements', ['page.announcement'], { title: true }),
  route('admin-announcements-create', '/admin/announcements/create', ['page.announcement'], { ...detail }),
  route('admin-announcements-id-edit', '/admin/announcements/:id/edit', ['page.announcement'], { ...detail }),
  route('admin-banners', '/admin/banners', ['page.banner'], { title: true }),
  route('admin-banners-create', '/admin/banners/create', ['page.banner'], { ...detail }),
  route('admin-banners-id-edit', '/admin/banners/:id/edit', ['page.banner'], { ...detail }),
  route('admin-catalog-analyze', '/admin/catalog-analyze', ['page.catalog-analyze'], { title: true }),
  route('admin-catalog-analyze-new', '/admin/catalog-analyze-new', ['page.catalog-analyze'], { titleKey: routeTitleKey('admin-catalog-analyze') }),
  route('admin-order-confirmation', '/admin/order-confirmation', ['page.orderlist'], { title: true, mobileSearch: true }),
  route('admin-users', '/admin/users', USER_ADMIN, { title: true, mobileSearch: true }),
  route('admin-users-create', '/admin/users/create', USER_ADMIN, { ...detail }),
  route('admin-users-create-us', '/admin/users/create-us', USER_ADMIN, { ...detail }),
  route('admin-users-create-users-mass', '/admin/users/create-users-mass', USER_ADMIN, { ...detail }),
  route('admin-users-id-edit', '/admin/users/:id/edit', USER_ADMIN, { ...detail }),
  route('admin-users-id-edit-us', '/admin/users/:id/edit-us', USER_ADMIN, { ...detail }),
  route('admin-users-id-copy-us', '/admin/users/:id/copy-us', USER_ADMIN, { ...detail }),
  route('admin-roles', '/admin/roles', ['page.user-management'], { title: true, mobileSearch: true }),
  route('admin-roles-create', '/admin/roles/create', ['page.user-management'], { ...detail }),
  route('admin-roles-edit-id', '/admin/roles/edit/:id?', ['page.user-management'], { ...detail }),
  route('admin-group-roles', '/admin/group-roles', ['page.user-management'], { title: true, mobileSearch: true }),
  route('admin-group-roles-create', '/admin/group-roles/create', ['page.user-management'], { ...detail }),
  route('admin-group-roles-edit-id', '/admin/group-roles/edit/:id', ['page.user-management'], { ...detail }),
  route('admin-permissions', '/admin/permissions', ['page.user-management'], { title: true, mobileSearch: true }),
  route('admin-permissions-create', '/admin/permissions/create', ['page.user-management'], { ...detail }),
  route('admin-permissions-edit-id', '/admin/permissions/edit/:id?', ['page.user-management'], { ...detail }),
  route('admin-marketing-material', '/admin/marketing-material', ['marketing-material.cud'], { title: true }),
  route('admin-marketing-material-category', '/admin/marketing-material/category', ['marketing-material.cud'], { title: true }),
  route('admin-marketing-material-category-create', '/admin/marketing-material/category/create', ['marketing-material.cud'], { ...detail }),
  route('admin-marketing-material-category-id-edit', '/admin/marketing-material/category/:id/edit', ['marketing-material.cud'], { ...detail }),
  route('admin-marketing-material-image', '/admin/marketing-material/image', ['marketing-material.cud'], { title: true }),
  route('admin-marketing-doc-create', '/admin/marketing-material/image/create', ['marketing-material.cud'], { ...detail }),
  route('admin-marketing-material-image-create-bulk', '/admin/marketing-material/image/create-bulk', ['marketing-material.cud'], { ...detail }),
  route('admin-marketing-material-image-id-edit', '/admin/marketing-material/image/:id/edit', ['marketing-material.cud'], { ...detail }),
  route('admin-news', '/admin/news', ['news.cu'], { title: true }),
  route('admin-news-create', '/admin/news/create', ['news.cu'], { ...detail }),
  route('admin-news-id-edit', '/admin/news/:id/edit', ['news.cu'], { ...detail }),
  route('admin-customer-inquiries', '/admin/customer-inquiries', USER_ADMIN, { title: true }),
  route('admin-sales-document', '/admin/sales-document', ['sales-document.cu'], { title: true }),
  route('admin-sales-document-group', '/admin/sales-document/group', ['sales-document.cu'], { title: true }),
  route('admin-sales-document-group-create', '/admin/sales-document/group/create', ['sales-document.cu'], { ...detail }),
  route('admin-sales-document-group-id-edit', '/admin/sales-document/group/:id/edit', ['sales-document.cu'], { ...detail }),
  route('admin-sales-document-list', '/admin/sales-document/list', ['sales-document.cu'], { title: true }),
  route('admin-sales-document-list-create', '/admin/sales-document/list/create', ['sales-document.cu'], { ...detail }),
  route('admin-sales-document-list-id-edit', '/admin/sales-document/list/:id/edit', ['sales-document.cu'], { ...detail }),
];

export interface RouteMatch {
  route: RouteMeta;
  params: Record<string, string>;
}

function segmentsOf(path: string): string[] {
  return path.split('/').filter(Boolean);
}

/** Matches the pattern against the path; fewer parameters (more literal segments) rank higher. */
function matchPattern(pattern: string, path: string): { params: Record<string, string>; literals: number } | undefined {
  const wanted = segmentsOf(pattern);
  const given = segmentsOf(path);
  const required = wanted.filter((segment) => !segment.endsWith('?')).length;
  if (given.length > wanted.length || given.length < required) return undefined;
  const optionalToSkip = wanted.length - given.length;
  const params: Record<string, string> = {};
  let skipped = 0;
  let literals = 0;
  let index = 0;
  for (const segment of wanted) {
    if (segment.endsWith('?') && skipped < optionalToSkip) {
      skipped += 1;
      continue;
    }
    const value = given[index];
    if (value === undefined) return undefined;
    if (segment.startsWith(':')) params[segment.slice(1).replace(/\?$/, '')] = decodeURIComponent(value);
    else if (segment === value) literals += 1;
    else return undefined;
    index += 1;
  }
  return { params, literals };
}

/** The route a path (without locale prefix) opens: the match with the most literal segments wins. */
export function matchRoute(path: string, routes: readonly RouteMeta[] = ROUTES): RouteMatch | undefined {
  let best: (RouteMatch & { literals: number }) | undefined;
  for (const candidate of routes) {
    const match = matchPattern(candidate.path, path);
    if (match && (!best || match.literals > best.literals)) best = { route: candidate, params: match.params, literals: match.literals };
  }
  return best && { route: best.route, params: best.params };
}

/** Whether the page needs a selected customer for this user: audit-limited users open the download area without one. */
export function needsSelectedCustomer(route: RouteMeta, limitation: string | null): boolean {
  if (route.name === 'download-area' && limitation === AUDIT_LIMITATION) return false;
  return route.needsCustomer;
}

/** Whether the customer picker is offered on this page to this user. */
export function customerPickerAvailable(route: RouteMeta, limitation: string | null): boolean {
  if (route.name === 'download-area' && limitation === AUDIT_LIMITATION) return false;
  return !route.pickerHidden;
}

/** Layouts that stretch to the full width on sales-overview routes. */
export function usesFullWidth(route: RouteMeta): boolean {
  return (route.layout === 'defaultV2' || route.layout === 'defaultV3') && route.name.includes('sales-overview');
}

export function isCatalogueRoute(route: RouteMeta): boolean {
  return route.name === 'catalog' || route.name.startsWith('catalog-');
}

export const MOBILE_TITLE_MAX_LENGTH = 36;

/** A mobile header title: at most 36 characters, then an ellipsis. */
export function truncateMobileTitle(title: string): string {
  const characters = Array.from(title);
  return characters.length > MOBILE_TITLE_MAX_LENGTH ? `${characters.slice(0, MOBILE_TITLE_MAX_LENGTH).join('')}…` : title;
}
