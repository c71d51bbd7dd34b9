import { describe, expect, it } from 'vitest';
import { SCOPE_CATALOGUE } from '../access/scope-catalogue';
import { ROUTES, routeTitleKey, type RouteMeta } from './routes';

/**
 * The route table is data the shell reads, so these tests hold it to the conventions the spec writes its routes
 * by (spec 000 §2.2): names follow paths, layouts follow sections, detail pages get a back arrow. A route added
 * against the convention has to be listed here as an exception, which makes the exception a decision.
 */

/** Routes whose names predate the path-derived naming and are kept because bookmarks and messages use them. */
const LEGACY_NAMES: Record<string, string> = {
  'cart-shipmentMobile': '/cart/shipment',
  'cart-order-confirmation': '/cart/order-confirmation/:id?',
  'claim-edit-id': '/claim/:id/edit',
  'marketing-material-type-id-image': '/marketing-material/:type?/:id/image/:image_id',
  'admin-marketing-doc-create': '/admin/marketing-material/image/create',
};

/** Pages every signed-in user may open, whatever their scopes (spec 000 §2.2). */
const SIGNED_IN_ONLY = ['home', 'error-admin', 'user-edit-profile', 'sales-document', 'sales-document-type', 'sales-document-type-id'];
/** Pages shown before sign-in. */
const PUBLIC_PAGES = ['login', 'maintenance', 'new-customer-inquiry', 'forgot-password', 'set-password'];
/** Pages that need a selected customer (spec 000 §2.8); their sub-pages and -new or -v2 variants need one too. */
const CUSTOMER_PAGES = ['sales-overview', 'retail-sales', 'catalog-fast-order', 'catalog-repeat-order', 'cart', 'order', 'invoice-open-invoice', 'invoice-invoice-list', 'bonus-dealer', 'download-area', 'payment'];
/** Pages without the customer picker besides the public ones: a user's own data, areas and field work. */
const PICKER_HIDDEN_SECTIONS = ['user-edit-profile', 'upload-area', 'sales-area', 'claim', 'visit-form'];
/** Pages whose mobile header shows the brand instead of a title; visit-form details show their id instead. */
const UNTITLED = ['home', 'login', 'maintenance', 'new-customer-inquiry', 'forgot-password', 'set-password', 'error-admin', 'home-page', 'visit-form-polygon-id', 'visit-form-wim-id'];
/** List pages with the mobile search box (spec 000 §2.6). */
const MOBILE_SEARCH = [
  'catalog', 'catalog-groupset', 'catalog-category', 'cart', '3rd-party-catalog', '3rd-party-catalog-new', '3rd-party-order', 'order', 'order-open-order', 'order-delivery',
  'invoice-invoice-list', 'invoice-invoice-list-new', 'claim', 'admin-order-confirmation', 'admin-users', 'admin-roles', 'admin-group-roles', 'admin-permissions',
];
/** A path segment naming one item, whose page is a detail page. */
const ITEM_PARAMETER = /^:(id|slug|image_id)\??$/;
/** Segments of pages that create, edit or copy one item. */
const EDITING_SEGMENT = /^(create|edit|copy)(-(us|users-mass|bulk))?$/;
/** The second payment page opens as a step of the first, so it has a back arrow though it is no detail page. */
const STEP_PAGES = ['payment-invoice-v2'];

function nameFromPath(path: string): string {
  if (path === '/') return 'home';
  return path.split('/').filter(Boolean).map((segment) => segment.replace(/^:/, '').replace(/\?$/, '')).join('-');
}

function section(route: RouteMeta): string {
  return route.path.split('/')[1] ?? '';
}

function isVariantOf(name: string, page: string): boolean {
  return name === page || name.startsWith(`${page}-`);
}

describe('the route table follows the spec conventions', () => {
  it('names every route after its path, except the listed legacy names', () => {
    for (const route of ROUTES) {
      if (Object.hasOwn(LEGACY_NAMES, route.name)) expect(route.path, route.name).toBe(LEGACY_NAMES[route.name]);
      else expect(route.name, route.path).toBe(nameFromPath(route.path));
    }
  });

  it('asks only for scopes the catalogue knows, and for none only on the pages every signed-in user may open', () => {
    for (const route of ROUTES) {
      if (route.scopes === 'public') {
        expect(PUBLIC_PAGES, route.name).toContain(route.name);
        continue;
      }
      for (const scope of route.scopes.flat()) expect(Object.keys(SCOPE_CATALOGUE), route.name).toContain(scope);
      expect(route.scopes.length === 0, route.name).toBe(SIGNED_IN_ONLY.includes(route.name));
    }
    expect(ROUTES.filter((route) => route.scopes === 'public').map((route) => route.name).sort()).toEqual([...PUBLIC_PAGES].sort());
  });

  it('asks for the same scopes on a page as on the page its path sits under', () => {
    for (const route of ROUTES) {
      const parent = ROUTES.filter((other) => other !== route && other.path !== '/' && route.path.startsWith(`${other.path}/`)).sort((a, b) => b.path.length - a.path.length)[0];
      if (parent) expect(route.scopes, `${route.name} under ${parent.name}`).toEqual(parent.scopes);
    }
  });

  it('frames public pages alone, the error page plainly, the shop (catalogue and cart) with the third layout and the rest with the second', () => {
    for (const route of ROUTES) {
      const expected = PUBLIC_PAGES.includes(route.name) ? 'full-container' : route.name === 'error-admin' ? 'default' : ['catalog', 'cart'].includes(section(route)) ? 'defaultV3' : 'defaultV2';
      expect(route.layout, route.name).toBe(expected);
    }
  });

  it('needs a customer on exactly the customer pages and their variants', () => {
    for (const route of ROUTES) expect(route.needsCustomer, route.name).toBe(CUSTOMER_PAGES.some((page) => isVariantOf(route.name, page)));
  });

  it('hides the picker on exactly the public pages and the personal, area and field-work sections', () => {
    for (const route of ROUTES) {
      const hidden = PUBLIC_PAGES.includes(route.name) || PICKER_HIDDEN_SECTIONS.some((page) => isVariantOf(route.name, page));
      expect(route.pickerHidden, route.name).toBe(hidden);
    }
  });

  it('titles every page but the listed ones, by its own title or that of the page it is a variant of', () => {
    const names = new Set(ROUTES.map((route) => route.name));
    for (const route of ROUTES) {
      if (UNTITLED.includes(route.name)) {
        expect(route.titleKey, route.name).toBeNull();
        continue;
      }
      const titledAs = [...names].filter((name) => isVariantOf(route.name, name) && route.titleKey === routeTitleKey(name));
      expect(titledAs, route.name).not.toEqual([]);
    }
  });

  it('puts a back arrow on detail, editing and cart pages and on no list page', () => {
    for (const route of ROUTES) {
      const segments = route.path.split('/').filter(Boolean);
      const detail = segments.some((segment) => ITEM_PARAMETER.test(segment) || EDITING_SEGMENT.test(segment)) || section(route) === 'cart' || STEP_PAGES.includes(route.name);
      expect(route.backArrow, route.name).toBe(detail);
    }
  });

  it('offers the mobile search on exactly the listed list pages', () => {
    expect(ROUTES.filter((route) => route.mobileSearch).map((route) => route.name).sort()).toEqual([...MOBILE_SEARCH].sort());
  });
});
