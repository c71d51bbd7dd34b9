import { ALL_SCOPES, type KnownScope } from '../../../domain/access/scope-catalogue';
import type { HostConfigSettings } from '../../../domain/config/host-config';
import { LOCALE_NAMES, LOCALES } from '../../../domain/locales/locales';

/** Every demo user signs in with this password; the README and the start-up banner print it. */
export const DEMO_PASSWORD = 'Portal2026!';

export const DEMO_SALES_ORGANISATIONS = [
  { sorg: 'ID01', name: 'Velocita Indonesia', currency: { display: 'IDR', symbol: 'Rp', thousandSeparator: '.', decimalSeparator: ',', decimalPrecision: 0 } },
  { sorg: 'SG01', name: 'Velocita Singapore', currency: { display: 'SGD', symbol: 'S$', thousandSeparator: ',', decimalSeparator: '.', decimalPrecision: 2 } },
  { sorg: 'US01', name: 'Trailmark USA', currency: { display: 'USD', symbol: '$', thousandSeparator: ',', decimalSeparator: '.', decimalPrecision: 2 } },
];

/** The portal's eleven languages, each named in its own language. */
export const DEMO_LANGUAGES = LOCALES.map((id) => ({ id, description: LOCALE_NAMES[id] }));

const languageOptions = (codes: string[]) => DEMO_LANGUAGES.filter((language) => codes.includes(language.id)).map(({ id, description }) => ({ code: id, name: description }));

/** Two brands on two host names, so the white-labelling shows on one machine. */
export const DEMO_HOSTS: { host: string; brandName: string; webTitle: string; sorg: string; settings: HostConfigSettings }[] = [
  {
    host: 'localhost',
    brandName: 'Velocita',
    webTitle: 'Velocita Dealer Portal',
    sorg: 'ID01',
    settings: {
      primaryColor: '#1d4ed8',
      webLogo: 'velocita-logo.svg',
      webCopyright: '© Velocita Bikes',
      email: 'dealer-support@velocita.example',
      webDescription: 'Order Velocita bikes, parts and accessories.',
      webKeywords: 'bikes, parts, dealer',
      languages: languageOptions(['en-us', 'id-id', 'de']),
      creditCheck: true,
      creditStatusUsage: true,
      creditStatusBlockedReason: true,
      availableStockCheck: true,
      nextArrivalDisplay: true,
      nextArrivalMonth: 3,
      payment: true,
      paymentGateway: 'sandbox',
      claimAllowPAA: true,
      claimProblemRequired: true,
      custGroupOnCustSelect: true,
      allowNewCustomerInquiry: true,
      forgotPassword: true,
      invoicePaymentRule: 'oldest',
      allowPartialPayment: true,
      checkStock3rdParty: true,
      checkPrice3rdParty: true,
      features: ['NEW_CUSTOMER_SELECTION_LIST', 'CART_COUNT_TOTAL_QTY', 'NEWS', 'MERGE_MENU_CATALOG'],
    },
  },
  {
    host: '127.0.0.1',
    brandName: 'Trailmark',
    webTitle: 'Trailmark Dealer Hub',
    sorg: 'US01',
    settings: {
      primaryColor: '#0f5f59',
      webLogo: 'trailmark-logo.svg',
      webCopyright: '© Trailmark Cycles',
      email: 'dealers@trailmark.example',
      webDescription: 'The Trailmark dealer hub.',
      webKeywords: 'trail, bikes, dealer',
      languages: languageOptions(['en-us', 'fr', 'de']),
      countryId: 'US',
      telpCode: '+1',
      maskStock: true,
      creditCheck: true,
      allowPreviewPage: true,
      previewPageUrl: 'https://preview.trailmark.example',
      catalogDefaultView: 'item',
      invoicePaymentRule: 'overdue',
      payment: true,
      paymentGateway: 'sandbox',
      features: ['WEB_NOTIFICATION', 'WEB_MANIFEST', 'HIDE_BIKE_CATEGORY_MENU'],
    },
  },
];

export const DEMO_PORTAL_SETTINGS = {
  creditWordingHosts: ['127.0.0.1'],
  newInquiryHiddenHostFragments: ['preview.'],
};

const DEALER_SCOPES: KnownScope[] = [
  'page.catalog', 'page.home-page', 'page.order-status', 'page.invoice-status', 'invoice-status.read', 'credit-status.read',
  'cart.display-order-qty', 'profile.update', 'consumer-voice.submit', 'page.claim', 'page.pdi', 'page.payment-request',
  'page.bonus-dealer', 'page.customer-sales-report', 'page.dashboard', 'page.download-area', 'page.news',
  'page.marketing-material', 'page.click-collect', 'page.3rd-party',
];

export const DEMO_ROLES: { name: string; description: string; scopes: readonly KnownScope[] }[] = [
  { name: 'administrator', description: 'Every scope of the portal', scopes: ALL_SCOPES },
  { name: 'dealer', description: 'Dealer buying for its own customer', scopes: DEALER_SCOPES },
  { name: 'salesman', description: 'Sales representative acting for assigned customers', scopes: [...DEALER_SCOPES, 'menu.change-cust', 'page.sales-area', 'page.formvisit'] },
  { name: 'sales.group', description: 'Sales group lead acting for many customers', scopes: [...DEALER_SCOPES, 'menu.change-cust', 'page.sales-area', 'sales-area.update', 'page.formvisit', 'page.upload-area'] },
  { name: 'marketing', description: 'Maintains news, banners, announcements and marketing content', scopes: ['page.announcement', 'page.banner', 'marketing-material.cud', 'sales-document.cu', 'news.cu', 'page.news', 'page.marketing-material', 'profile.update'] },
  { name: 'warranty', description: 'Works the warranty claims dealers submit', scopes: ['page.claim', 'claim.review', 'profile.update'] },
  { name: 'auditor', description: 'Reads downloads and invoices for audits', scopes: ['page.download-area', 'page.invoice-status', 'invoice-status.read', 'profile.update'] },
  { name: 'Product', description: 'Browses the catalogue without ordering', scopes: ['page.catalog', 'page.home-page', 'profile.update'] },
  { name: 'guest', description: 'Looks around the catalogue', scopes: ['page.catalog'] },
];

export const DEMO_GROUP_ROLES = [
  { name: 'Dealers', description: 'Dealer accounts', roles: ['dealer'] },
  { name: 'Sales team', description: 'Sales staff', roles: ['salesman'] },
  { name: 'Head office', description: 'Portal administration', roles: ['administrator'] },
];

export interface DemoUser {
  username: string;
  name: string;
  email: string;
  roles: string[];
  groupRole: string | null;
  limitation: string | null;
  language: string;
  /** r3 code of the dealer's own customer. */
  customer: string | null;
  /** Which demo customers a sales user may act for. */
  assigned: 'none' | 'first-12' | 'all-id01' | 'all';
  areas: { sorg: string; limitation: string | null; formVisit: string | null }[];
  purpose: string;
}

export const DEMO_USERS: DemoUser[] = [
  { username: 'dealer', name: 'Budi Santoso', email: 'budi@sepedajaya.example', roles: ['dealer'], groupRole: 'Dealers', limitation: null, language: 'en-us', customer: '0000100001', assigned: 'none', areas: [{ sorg: 'ID01', limitation: null, formVisit: null }], purpose: 'dealer with one company' },
  { username: 'multico', name: 'Rina Wijaya', email: 'rina@gowesgroup.example', roles: ['dealer'], groupRole: 'Dealers', limitation: null, language: 'id-id', customer: '0000100002', assigned: 'none', areas: [{ sorg: 'ID01', limitation: null, formVisit: null }], purpose: 'dealer with several companies' },
  { username: 'usdealer', name: 'Jamie Fisher', email: 'jamie@summitcycles.example', roles: ['dealer'], groupRole: 'Dealers', limitation: null, language: 'en-us', customer: 'US20000001', assigned: 'none', areas: [{ sorg: 'US01', limitation: null, formVisit: null }], purpose: 'dealer of the second brand (127.0.0.1)' },
  { username: 'salesman', name: 'Andi Pratama', email: 'andi@velocita.example', roles: ['salesman'], groupRole: 'Sales team', limitation: null, language: 'en-us', customer: null, assigned: 'first-12', areas: [{ sorg: 'ID01', limitation: null, formVisit: 'polygon' }], purpose: 'salesman with 12 customers' },
  { username: 'salesgroup', name: 'Sari Dewi', email: 'sari@velocita.example', roles: ['sales.group'], groupRole: 'Sales team', limitation: null, language: 'en-us', customer: null, assigned: 'all-id01', areas: [{ sorg: 'ID01', limitation: null, formVisit: 'wim' }, { sorg: 'SG01', limitation: null, formVisit: 'polygon' }], purpose: 'sales.group user with many customers' },
  { username: 'admin', name: 'Portal Administrator', email: 'admin@velocita.example', roles: ['administrator'], groupRole: 'Head office', limitation: null, language: 'en-us', customer: null, assigned: 'all', areas: [{ sorg: 'ID01', limitation: null, formVisit: 'polygon' }, { sorg: 'US01', limitation: null, formVisit: null }], purpose: 'administrator holding every scope' },
  { username: 'marketing', name: 'Maya Putri', email: 'maya@velocita.example', roles: ['marketing'], groupRole: null, limitation: null, language: 'en-us', customer: null, assigned: 'none', areas: [{ sorg: 'ID01', limitation: null, formVisit: null }], purpose: 'marketing-content user' },
  { username: 'warranty', name: 'Wulan Hartono', email: 'warranty@velocita.example', roles: ['warranty'], groupRole: null, limitation: null, language: 'en-us', customer: null, assigned: 'none', areas: [{ sorg: 'ID01', limitation: null, formVisit: null }], purpose: 'warranty reviewer working the claims dealers submit' },
  { username: 'auditor', name: 'Audit Office', email: 'audit@velocita.example', roles: ['auditor'], groupRole: null, limitation: 'audit', language: 'en-us', customer: null, assigned: 'none', areas: [{ sorg: 'ID01', limitation: 'audit', formVisit: null }], purpose: 'audit-limited user' },
  { username: 'newdealer', name: 'Nadia Rahman', email: 'nadia@sepedajaya.example', roles: ['dealer'], groupRole: 'Dealers', limitation: null, language: 'en-us', customer: '0000100001', assigned: 'none', areas: [{ sorg: 'ID01', limitation: null, formVisit: null }], purpose: 'dealer not yet given content target markets (No Data page)' },
  { username: 'guest', name: 'Product Guest', email: 'guest@velocita.example', roles: ['Product', 'guest'], groupRole: null, limitation: null, language: 'en-us', customer: null, assigned: 'none', areas: [{ sorg: 'ID01', limitation: null, formVisit: null }], purpose: 'Product/guest user' },
];

const SHOP_WORDS = ['Sepeda', 'Gowes', 'Roda', 'Pedal', 'Rantai', 'Kayuh', 'Velo', 'Trek', 'Sadel', 'Jalur'];
const SHOP_SUFFIXES = ['Jaya', 'Makmur', 'Sentosa', 'Abadi', 'Cycles', 'Bike Centre', 'Sport', 'Mandiri'];
const CITIES = ['Jakarta', 'Surabaya', 'Bandung', 'Medan', 'Semarang', 'Makassar', 'Denpasar', 'Yogyakarta', 'Palembang', 'Balikpapan'];
const CUSTOMER_GROUPS = ['Premium dealer', 'Dealer', 'Shop-in-shop', 'Online dealer'];

export interface DemoCustomer {
  r3: string;
  isr: string | null;
  unified: string | null;
  name: string;
  phone: string;
  address: string;
  city: string;
  email: string;
  sorg: string;
  custGroup: string;
  companies: { code: string; name: string }[];
}

/** The n-th generated Indonesian dealer: names, cities and codes are derived from n, so every run matches. */
export function generatedCustomer(n: number, sorg = 'ID01'): DemoCustomer {
  const word = SHOP_WORDS[n % SHOP_WORDS.length]!;
  const suffix = SHOP_SUFFIXES[Math.floor(n / SHOP_WORDS.length) % SHOP_SUFFIXES.length]!;
  const city = CITIES[(n * 7) % CITIES.length]!;
  const serial = String(n).padStart(5, '0');
  const name = `${word} ${suffix} ${city}`;
  return {
    r3: `00001${serial}`,
    isr: n % 3 === 0 ? `I00${String(n).padStart(7, '0')}` : null,
    unified: `U${serial}`,
    name,
    phone: `+62 21 55${String(n * 37).padStart(5, '0')}`,
    address: `Jl. ${word} Raya No. ${(n % 120) + 1}`,
    city,
    email: `order@${word.toLowerCase()}${n}.example`,
    sorg,
    custGroup: CUSTOMER_GROUPS[n % CUSTOMER_GROUPS.length]!,
    companies: [{ code: `${sorg}-1000`, name: sorg === 'ID01' ? 'PT Velocita Indonesia' : 'Trailmark USA Inc.' }],
  };
}

export const DEMO_CUSTOMER_COUNT = 80;

export function demoCustomers(): DemoCustomer[] {
  const generated = Array.from({ length: DEMO_CUSTOMER_COUNT }, (_, index) => generatedCustomer(index + 1));
  generated[0] = { ...generated[0]!, name: 'Sepeda Jaya Jakarta', city: 'Jakarta', email: 'order@sepedajaya.example' };
  generated[1] = {
    ...generated[1]!,
    name: 'Gowes Group Surabaya',
    city: 'Surabaya',
    email: 'purchasing@gowesgroup.example',
    companies: [
      { code: 'ID01-1000', name: 'PT Velocita Indonesia' },
      { code: 'ID01-2000', name: 'PT Velocita Parts Distribution' },
      { code: 'SG01-1000', name: 'Velocita Singapore Pte. Ltd.' },
    ],
  };
  generated.push({
    r3: 'US20000001',
    isr: null,
    unified: 'U90001',
    name: 'Summit Cycles Denver',
    phone: '+1 303 555 0142',
    address: '1200 Larimer Street',
    city: 'Denver',
    email: 'orders@summitcycles.example',
    sorg: 'US01',
    custGroup: 'Dealer',
    companies: [{ code: 'US01-1000', name: 'Trailmark USA Inc.' }],
  });
  return generated;
}

export const DEMO_ANNOUNCEMENTS = [
  { sorg: 'ID01', type: 'home_page', title: 'Model year 2027 pre-orders are open', url: null, content: '<p>Pre-order the 2027 range before 15 December to secure spring delivery.</p>', isPublic: false },
  { sorg: 'ID01', type: 'login', title: 'Planned maintenance', url: null, content: '<p>The portal is unavailable on Sunday from 01:00 to 03:00 WIB.</p>', isPublic: true },
  { sorg: 'US01', type: 'home_page', title: 'Winter service campaign', url: 'https://trailmark.example/service', content: '<p>Book your winter service kits now.</p>', isPublic: true },
];

const DAY_MS = 24 * 60 * 60_000;

/** Home-page announcements beyond the first ones: another area's, an expired one and a future one. */
export const DEMO_AREA_ANNOUNCEMENTS = [
  { sorg: 'SG01', type: 'home_page', title: 'Singapore showroom opening', url: null, content: '<p>Visit the new Velocita showroom in Singapore from 1 March.</p>', isPublic: false, fromDays: -1, toDays: 120 },
  { sorg: 'ID01', type: 'home_page', title: 'Model year 2025 clearance ended', url: null, content: '<p>The clearance of the 2025 range has ended.</p>', isPublic: false, fromDays: -60, toDays: -1 },
  { sorg: 'ID01', type: 'home_page', title: 'Model year 2028 preview', url: null, content: '<p>The 2028 range will be shown to dealers in spring.</p>', isPublic: false, fromDays: 30, toDays: 90 },
];

/** Generated banner images the demo seed writes into the file store's banner folder. */
export const DEMO_BANNER_IMAGES = [
  { file: 'velocita-model-year-2027.svg', headline: 'Model year 2027', subline: 'Pre-order now for spring delivery', background: '#1d4ed8', accent: '#fbbf24' },
  { file: 'velocita-service-week.svg', headline: 'Service week', subline: 'Free workshop check for every dealer', background: '#0f766e', accent: '#f8fafc' },
  { file: 'trailmark-winter-service.svg', headline: 'Winter service kits', subline: 'Order by 15 January', background: '#0f5f59', accent: '#f97316' },
];

/** Banners per sales organisation, valid from/to a number of days around the seed time. */
export const DEMO_BANNERS = [
  { sorg: 'ID01', bannerFile: 'velocita-model-year-2027.svg', link: 'https://velocita.example/model-year-2027', sortOrder: 1, fromDays: -1, toDays: 365 },
  { sorg: 'ID01', bannerFile: 'velocita-service-week.svg', link: null, sortOrder: 2, fromDays: -1, toDays: 365 },
  { sorg: 'ID01', bannerFile: 'velocita-service-week.svg', link: null, sortOrder: 3, fromDays: -90, toDays: -30 },
  { sorg: 'SG01', bannerFile: 'velocita-model-year-2027.svg', link: null, sortOrder: 1, fromDays: -1, toDays: 365 },
  { sorg: 'US01', bannerFile: 'trailmark-winter-service.svg', link: 'https://trailmark.example/service', sortOrder: 1, fromDays: -1, toDays: 365 },
];

/** Validity of a seeded row given as days around the seed time. */
export function validityAround(now: Date, fromDays: number, toDays: number): { validFrom: Date; validTo: Date } {
  return { validFrom: new Date(now.getTime() + fromDays * DAY_MS), validTo: new Date(now.getTime() + toDays * DAY_MS) };
}

export const DEMO_BIKE_CATEGORIES = [
  { sorg: 'ID01', mcid: 'BK-ROAD', wording: 'Road' },
  { sorg: 'ID01', mcid: 'BK-MTB', wording: 'Mountain' },
  { sorg: 'ID01', mcid: 'BK-GRAVEL', wording: 'Gravel' },
  { sorg: 'ID01', mcid: 'BK-CITY', wording: 'City & Trekking' },
  { sorg: 'ID01', mcid: 'BK-EBIKE', wording: 'E-Bike' },
  { sorg: 'ID01', mcid: 'BK-KIDS', wording: 'Kids' },
  { sorg: 'SG01', mcid: 'BK-ROAD', wording: 'Road' },
  { sorg: 'SG01', mcid: 'BK-FOLDING', wording: 'Folding' },
  { sorg: 'SG01', mcid: 'BK-EBIKE', wording: 'E-Bike' },
  { sorg: 'US01', mcid: 'BK-TRAIL', wording: 'Trail' },
  { sorg: 'US01', mcid: 'BK-ENDURO', wording: 'Enduro' },
  { sorg: 'US01', mcid: 'BK-GRAVEL', wording: 'Gravel' },
  { sorg: 'US01', mcid: 'BK-EMTB', wording: 'E-Mountain' },
].map((category, index, all) => ({ ...category, type: 'bike', sortOrder: all.slice(0, index).filter((other) => other.sorg === category.sorg).length + 1 }));

/** Content target markets per content page type. */
export const DEMO_CONTENT_TARGET_MARKETS = [
  ...['Global', 'Indonesia', 'Singapore', 'United States'].map((marketName) => ({ marketName, type: 'marketing_material' })),
  ...['Indonesia', 'Singapore', 'United States'].map((marketName) => ({ marketName, type: 'sales_document' })),
  ...['Global', 'Indonesia', 'Singapore', 'United States'].map((marketName) => ({ marketName, type: 'news' })),
];

/**
 * The markets each demo user reads content for (of every page type that has the market). Users not listed,
 * such as guest, have none and meet the "No Data" page.
 */
export const DEMO_USER_CONTENT_MARKETS: Record<string, string[]> = {
  dealer: ['Global', 'Indonesia'],
  multico: ['Global', 'Indonesia', 'Singapore'],
  usdealer: ['Global', 'United States'],
  salesman: ['Global', 'Indonesia'],
  salesgroup: ['Global', 'Indonesia', 'Singapore'],
  marketing: ['Global', 'Indonesia'],
};
