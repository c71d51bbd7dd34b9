import { meetsScopeRequirement, type Scope, type ScopeRequirement } from '../access/scopes';

/** Which catalogue sections hold products for the current customer. */
export interface CatalogueContents {
  bike: boolean;
  paa: boolean;
  groupset: boolean;
}

export interface MenuFacts {
  scopes: readonly Scope[];
  features: readonly string[];
  /** The visit-form kinds of the user's areas (polygon, wim). */
  visitFormKinds: readonly string[];
  catalogue: CatalogueContents;
}

export interface MenuEntry {
  id: string;
  to: string;
  labelKey: string;
}

export interface MenuGroup {
  id: string;
  labelKey: string;
  /** Where the group's own link goes: its first entry, or the catalogue default destination. */
  to: string;
  entries: MenuEntry[];
}

interface EntryRule {
  id: string;
  to: string;
  scopes: ScopeRequirement;
  when?: (facts: MenuFacts) => boolean;
}

interface GroupRule {
  id: string;
  entries: EntryRule[];
}

const feature = (flag: string) => (facts: MenuFacts) => facts.features.includes(flag);
const visitForm = (kind: string) => (facts: MenuFacts) => facts.visitFormKinds.includes(kind);
const holdsProducts = (section: keyof CatalogueContents) => (facts: MenuFacts) => facts.catalogue[section];
const lacks = (scope: Scope) => (facts: MenuFacts) => !facts.scopes.includes(scope);

/** The side menu of spec 000 §2.7, top to bottom; a group with one rule is a plain entry. */
const MENU_RULES: GroupRule[] = [
  { id: 'sales-area', entries: [{ id: 'sales-area', to: '/sales-area', scopes: ['page.sales-area'] }] },
  { id: 'sales-overview', entries: [{ id: 'sales-overview', to: '/sales-overview', scopes: ['page.dashboard'] }] },
  {
    id: 'catalog',
    entries: [
      { id: 'catalog-home', to: '/catalog', scopes: ['page.catalog', 'page.home-page'] },
      { id: 'catalog-bike', to: '/catalog/bike', scopes: ['page.catalog'], when: holdsProducts('bike') },
      { id: 'catalog-paa', to: '/catalog/paa', scopes: ['page.catalog'], when: holdsProducts('paa') },
      { id: 'catalog-groupset', to: '/catalog/groupset', scopes: ['page.catalog'], when: holdsProducts('groupset') },
    ],
  },
  {
    id: '3rd-party',
    entries: [
      { id: '3rd-party-catalog', to: '/3rd-party/catalog', scopes: ['page.3rd-party'] },
      { id: '3rd-party-order', to: '/3rd-party/order', scopes: ['page.3rd-party'] },
      { id: '3rd-party-article-maintenance', to: '/3rd-party/article-maintenance', scopes: ['page.3rd-party'] },
    ],
  },
  {
    id: 'visit-form',
    entries: [
      { id: 'visit-form-polygon', to: '/visit-form/polygon', scopes: ['page.formvisit'], when: visitForm('polygon') },
      { id: 'visit-form-wim', to: '/visit-form/wim', scopes: ['page.formvisit'], when: visitForm('wim') },
    ],
  },
  { id: 'order', entries: [{ id: 'order', to: '/order', scopes: ['page.order-status'] }] },
  {
    id: 'invoice',
    entries: [
      { id: 'invoice-open-invoice', to: '/invoice/open-invoice', scopes: ['page.invoice-status'] },
      { id: 'invoice-invoice-list', to: '/invoice/invoice-list', scopes: ['page.invoice-status'] },
    ],
  },
  { id: 'admin-catalog-analyze', entries: [{ id: 'admin-catalog-analyze', to: '/admin/catalog-analyze', scopes: ['page.catalog-analyze'] }] },
  { id: 'admin-order-confirmation', entries: [{ id: 'admin-order-confirmation', to: '/admin/order-confirmation', scopes: ['page.orderlist'] }] },
  {
    id: 'user-management',
    entries: [
      { id: 'admin-users', to: '/admin/users', scopes: [['page.user-management', 'page.user-management-us']] },
      { id: 'admin-roles', to: '/admin/roles', scopes: ['page.user-management'] },
      { id: 'admin-group-roles', to: '/admin/group-roles', scopes: ['page.user-management'] },
      { id: 'admin-permissions', to: '/admin/permissions', scopes: ['page.user-management'] },
      { id: 'admin-customer-inquiries', to: '/admin/customer-inquiries', scopes: [['page.user-management', 'page.user-management-us']] },
    ],
  },
  { id: 'download-area', entries: [{ id: 'download-area', to: '/download-area', scopes: ['page.download-area'] }] },
  { id: 'upload-area', entries: [{ id: 'upload-area', to: '/upload-area', scopes: ['page.upload-area'] }] },
  { id: 'claim', entries: [{ id: 'claim', to: '/claim', scopes: ['page.claim'] }] },
  { id: 'bonus-dealer', entries: [{ id: 'bonus-dealer', to: '/bonus-dealer', scopes: ['page.bonus-dealer'] }] },
  { id: 'retail-sales', entries: [{ id: 'retail-sales', to: '/retail-sales', scopes: ['page.customer-sales-report'] }] },
  { id: 'admin-announcements', entries: [{ id: 'admin-announcements', to: '/admin/announcements', scopes: ['page.announcement'] }] },
  { id: 'admin-banners', entries: [{ id: 'admin-banners', to: '/admin/banners', scopes: ['page.banner'] }] },
  { id: 'pdi', entries: [{ id: 'pdi', to: '/pdi', scopes: ['page.pdi'] }] },
  {
    id: 'admin-marketing-material',
    entries: [
      { id: 'admin-marketing-material-category', to: '/admin/marketing-material/category', scopes: ['marketing-material.cud'] },
      { id: 'admin-marketing-material-image', to: '/admin/marketing-material/image', scopes: ['marketing-material.cud'] },
    ],
  },
  {
    id: 'marketing-material',
    entries: [
      { id: 'marketing-material-brand-assets', to: '/marketing-material/brand-assets', scopes: ['page.marketing-material'] },
      { id: 'marketing-material-product-lineup', to: '/marketing-material/product-lineup', scopes: ['page.marketing-material'] },
    ],
  },
  {
    id: 'admin-sales-document',
    entries: [
      { id: 'admin-sales-document-group', to: '/admin/sales-document/group', scopes: ['sales-document.cu'] },
      { id: 'admin-sales-document-list', to: '/admin/sales-document/list', scopes: ['sales-document.cu'] },
    ],
  },
  {
    id: 'sales-document',
    entries: [
      { id: 'sales-document-sales', to: '/sales-document/sales', scopes: [], when: lacks('sales-document.cu') },
      { id: 'sales-document-technical', to: '/sales-document/technical', scopes: [], when: lacks('sales-document.cu') },
    ],
  },
  {
    id: 'news',
    entries: [
      { id: 'admin-news', to: '/admin/news', scopes: ['news.cu'], when: feature('NEWS') },
      { id: 'news', to: '/news', scopes: ['page.news'], when: (facts) => feature('NEWS')(facts) && lacks('news.cu')(facts) },
    ],
  },
  { id: 'payment', entries: [{ id: 'payment', to: '/payment', scopes: ['page.payment-request'] }] },
  { id: 'click-collect', entries: [{ id: 'click-collect', to: '/click-collect', scopes: ['page.click-collect'] }] },
];

/**
 * Where the catalogue entry leads (spec 000 §2.7): /catalog with page.home-page, else the first section that
 * holds products in the order bike, PAA, groupset, else /catalog/paa.
 */
export function catalogueDefaultDestination(scopes: readonly Scope[], catalogue: CatalogueContents): string {
  if (scopes.includes('page.home-page')) return '/catalog';
  if (catalogue.bike) return '/catalog/bike';
  if (catalogue.paa) return '/catalog/paa';
  if (catalogue.groupset) return '/catalog/groupset';
  return '/catalog/paa';
}

/** The menu a user sees: only entries whose scopes they hold; a group shows when any of its entries does. */
export function visibleMenu(facts: MenuFacts): MenuGroup[] {
  const groups: MenuGroup[] = [];
  for (const rule of MENU_RULES) {
    const entries = rule.entries
      .filter((entry) => meetsScopeRequirement(facts.scopes, entry.scopes) && (entry.when?.(facts) ?? true))
      .map((entry) => ({ id: entry.id, to: entry.to, labelKey: `menu_${entry.id}` }));
    const catalogueGroup = rule.id === 'catalog' && meetsScopeRequirement(facts.scopes, ['page.catalog']);
    if (entries.length === 0 && !catalogueGroup) continue;
    const to = rule.id === 'catalog' ? catalogueDefaultDestination(facts.scopes, facts.catalogue) : entries[0]!.to;
    groups.push({ id: rule.id, labelKey: `menu_${rule.id}`, to, entries });
  }
  return groups;
}

/** Every menu entry id, for catalogues and tests. */
export const MENU_ENTRY_IDS: readonly string[] = MENU_RULES.flatMap((rule) => rule.entries.map((entry) => entry.id));
export const MENU_GROUP_IDS: readonly string[] = MENU_RULES.map((rule) => rule.id);
