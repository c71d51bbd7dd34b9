/**
 * Every scope the portal knows, with the area it opens. Seeds, the administrator role and the
 * permission administration read this list; a scope outside it cannot be granted.
 */
export const SCOPE_CATALOGUE = {
  'page.sales-area': 'Sales area maps',
  'sales-area.update': 'Sales area map categories',
  'page.dashboard': 'Sales overview',
  'page.catalog': 'Catalogue',
  'page.home-page': 'Catalogue home page',
  'page.formvisit': 'Visit forms',
  'page.order-status': 'Open orders and shipments',
  'page.invoice-status': 'Invoice pages',
  'invoice-status.read': 'Read invoices',
  'credit-status.read': 'Credit widget',
  'page.catalog-analyze': 'Catalogue analysis',
  'page.orderlist': 'Administrators’ order list',
  'page.user-management': 'Users, roles, group roles and permissions',
  'page.user-management-us': 'Users (US variant)',
  'page.download-area': 'Download area',
  'page.upload-area': 'Upload area',
  'page.claim': 'Warranty claims',
  'claim.review': 'Review every dealer’s warranty claims',
  'page.bonus-dealer': 'Dealer bonus',
  'page.customer-sales-report': 'Retail sales',
  'page.announcement': 'Announcements administration',
  'page.banner': 'Banners administration',
  'page.pdi': 'Pre-delivery inspections',
  'page.marketing-material': 'Marketing material',
  'marketing-material.cud': 'Marketing material administration',
  'sales-document.cu': 'Sales documents administration',
  'page.news': 'News',
  'news.cu': 'News administration',
  'page.payment-request': 'Payment requests',
  'page.click-collect': 'Click and collect',
  'page.3rd-party': 'Third-party catalogue, orders and article maintenance',
  'third-party.maintain': 'A vendor’s own articles, stock and order statuses',
  'cart.display-order-qty': 'Cart icon and quantities',
  'profile.update': 'Edit own profile',
  'consumer-voice.submit': 'Consumer voice feedback',
  'menu.change-cust': 'List and switch customers',
} as const satisfies Record<string, string>;

export type KnownScope = keyof typeof SCOPE_CATALOGUE;
export const ALL_SCOPES = Object.keys(SCOPE_CATALOGUE) as KnownScope[];
