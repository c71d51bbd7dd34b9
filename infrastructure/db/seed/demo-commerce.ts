import type { Database } from '../database';
import * as c from '../commerce/schema';
import * as t from '../schema';

type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];

const DAY_MS = 24 * 60 * 60_000;

/** Article codes the tests and the end-to-end scenarios rely on; each is described where it is made. */
export const DEMO_COMMERCE_FIXTURES = {
  /** A Velocita city bike in ID01 with only 2 units in stock (the over-stock scenario). */
  lowStockArticle: 'VB-KTCF-26-L',
  /** A Velocita city bike in ID01 with 1 unit in stock. */
  lastUnitArticle: 'VB-KTTR-25-S',
  /** A Velocita tube (ID01) with tiers for every dealer: >= 10 → 5 %, >= 25 → 10 %. */
  tieredArticle: 'VP-TUBE-700',
  /** A Velocita road bike (ID01) out of stock with a next arrival. */
  zeroStockArticle: 'VB-AESP-26-S',
  /** Velocita Aero SL 2027 size M: 7.5 % off for the dealer 0000100001 (ID01) and S$25.50 off for 0000100002 in SG01. */
  discountedBike: 'VB-AESL-27-M',
  /** Velocita Volt City E 2027 M: the dealer 0000100001 has an order limit of 5, 3 already ordered. */
  limitedArticle: 'VB-VTCE-27-M',
  /** An article in ID01 that may not be ordered (allow-order flag off). */
  notOrderableArticle: 'VP-LOCK-CBL',
  /** An article sold in ID01 without a price. */
  unpricedArticle: 'VP-BAG-SAD-L',
  /** A ship-to of 0000100001 that is no longer active. */
  inactiveShipTo: 'ST-100001-99',
} as const;

interface Line {
  brand: 'Velocita' | 'Trailmark';
  category: 'bike' | 'paa';
  mcid: string;
  code: string;
  name: string;
  series: string | null;
  year: number | null;
  variants: string[];
  /** Dealer price in whole rupiah (ID01) for Velocita, in cents of a dollar (US01) for Trailmark. */
  price: number;
  sorgs: string[];
  exactQty?: number;
  orderQuota?: number;
  tags?: string[];
  description: string;
}

const ADULT = ['S', 'M', 'L'];
const MTB = ['M', 'L', 'XL'];

/** Velocita bikes (ID01; road, e-bikes and folding also in SG01). */
const VELOCITA_BIKES: Line[] = [
  { code: 'AESL', name: 'Aero SL', series: 'Aero', year: 2027, mcid: 'BK-ROAD', price: 42_500_000, sorgs: ['ID01', 'SG01'], tags: ['carbon', 'race'], description: 'Carbon aero road bike with electronic shifting.' },
  { code: 'AESP', name: 'Aero Sport', series: 'Aero', year: 2026, mcid: 'BK-ROAD', price: 24_900_000, sorgs: ['ID01', 'SG01'], tags: ['aluminium'], description: 'Aluminium aero road bike for fast group rides.' },
  { code: 'STEN', name: 'Strada Endurance', series: 'Strada', year: 2026, mcid: 'BK-ROAD', price: 31_750_000, sorgs: ['ID01'], tags: ['carbon', 'endurance'], description: 'Endurance geometry for long days in the saddle.' },
  { code: 'RMTR', name: 'Rimba Trail 29', series: 'Rimba', year: 2027, mcid: 'BK-MTB', price: 36_000_000, sorgs: ['ID01'], tags: ['full-suspension'], description: 'Trail bike with 130 mm travel on 29-inch wheels.' },
  { code: 'RMXC', name: 'Rimba XC', series: 'Rimba', year: 2026, mcid: 'BK-MTB', price: 18_450_000, sorgs: ['ID01'], tags: ['hardtail'], description: 'Cross-country hardtail for races and jungle trails.' },
  { code: 'JLGR', name: 'Jelajah GR', series: 'Jelajah', year: 2027, mcid: 'BK-GRAVEL', price: 27_300_000, sorgs: ['ID01'], tags: ['carbon', 'gravel'], description: 'Carbon gravel bike with room for 45 mm tyres.' },
  { code: 'JLAL', name: 'Jelajah AL', series: 'Jelajah', year: 2025, mcid: 'BK-GRAVEL', price: 14_990_000, sorgs: ['ID01'], tags: ['aluminium', 'gravel'], description: 'Aluminium gravel bike, rack and fender mounts.' },
  { code: 'KTCF', name: 'Kota Comfort', series: 'Kota', year: 2026, mcid: 'BK-CITY', price: 8_750_000, sorgs: ['ID01'], tags: ['city'], description: 'Upright city bike with hub gears and chain guard.' },
  { code: 'KTTR', name: 'Kota Trekking', series: 'Kota', year: 2025, mcid: 'BK-CITY', price: 11_200_000, sorgs: ['ID01'], tags: ['trekking'], description: 'Trekking bike with rack, lights and fenders.' },
  { code: 'VTCE', name: 'Volt City E', series: 'Volt', year: 2027, mcid: 'BK-EBIKE', price: 38_900_000, sorgs: ['ID01', 'SG01'], tags: ['e-bike', 'city'], description: 'City e-bike with mid motor and 500 Wh battery.' },
  { code: 'VTTE', name: 'Volt Trail E', series: 'Volt', year: 2026, mcid: 'BK-EBIKE', price: 52_000_000, sorgs: ['ID01', 'SG01'], tags: ['e-bike', 'mtb'], description: 'Electric trail bike with 750 Wh battery.' },
  { code: 'BC20', name: 'Bocah 20', series: 'Bocah', year: 2026, mcid: 'BK-KIDS', price: 3_450_000, sorgs: ['ID01'], tags: ['kids'], description: '20-inch kids bike, light aluminium frame.' },
  { code: 'BC24', name: 'Bocah 24', series: 'Bocah', year: 2026, mcid: 'BK-KIDS', price: 4_150_000, sorgs: ['ID01'], tags: ['kids'], description: '24-inch kids bike with 8 gears.' },
  { code: 'LP16', name: 'Lipat 16', series: 'Lipat', year: 2026, mcid: 'BK-FOLDING', price: 16_500_000, sorgs: ['SG01'], tags: ['folding'], description: 'Folding bike with 16-inch wheels, folds in 10 seconds.' },
].map((line) => ({
  ...line,
  brand: 'Velocita' as const,
  category: 'bike' as const,
  variants: line.mcid === 'BK-KIDS' || line.mcid === 'BK-FOLDING' ? ['Red', 'Blue'] : line.mcid === 'BK-MTB' ? MTB : ADULT,
  orderQuota: line.code === 'VTTE' ? 10 : undefined,
}));

/** Trailmark bikes (US01). */
const TRAILMARK_BIKES: Line[] = [
  { code: 'RL130', name: 'Ridgeline 130', series: 'Ridgeline', year: 2027, mcid: 'BK-TRAIL', price: 429_900, tags: ['carbon'], description: 'Carbon trail bike, 130 mm rear travel.' },
  { code: 'RL120', name: 'Ridgeline 120 AL', series: 'Ridgeline', year: 2026, mcid: 'BK-TRAIL', price: 249_900, tags: ['aluminium'], description: 'Aluminium trail bike, 120 mm travel.' },
  { code: 'GV160', name: 'Gravity 160', series: 'Gravity', year: 2027, mcid: 'BK-ENDURO', price: 549_900, tags: ['enduro'], description: 'Enduro race bike with 160 mm travel and mixed wheels.' },
  { code: 'GV150', name: 'Gravity 150', series: 'Gravity', year: 2026, mcid: 'BK-ENDURO', price: 389_900, tags: ['enduro'], description: 'Enduro bike for big mountain days.' },
  { code: 'WFGR', name: 'Wayfarer GR', series: 'Wayfarer', year: 2027, mcid: 'BK-GRAVEL', price: 319_900, tags: ['gravel', 'carbon'], description: 'Carbon gravel bike for bikepacking.' },
  { code: 'WFAL', name: 'Wayfarer AL', series: 'Wayfarer', year: 2025, mcid: 'BK-GRAVEL', price: 149_900, tags: ['gravel'], description: 'Aluminium gravel bike with mounts everywhere.' },
  { code: 'SE150', name: 'Surge E 150', series: 'Surge', year: 2027, mcid: 'BK-EMTB', price: 699_900, tags: ['e-mtb'], description: 'Electric enduro with 150 mm travel and 800 Wh battery.' },
  { code: 'SE140', name: 'Surge E 140', series: 'Surge', year: 2026, mcid: 'BK-EMTB', price: 529_900, tags: ['e-mtb'], description: 'Electric trail bike, 140 mm travel.' },
].map((line) => ({ ...line, brand: 'Trailmark' as const, category: 'bike' as const, variants: MTB, sorgs: ['US01'] }));

type PaaSpec = [mcid: string, code: string, name: string, variants: string[], price: number, extra?: Partial<Line>];

/** Velocita parts and accessories, priced in rupiah (ID01); some also sold in SG01. */
const VELOCITA_PAA: PaaSpec[] = [
  ['PA-HELMET', 'HLM-AERO', 'Aero Helmet', ['S', 'M', 'L'], 1_450_000, { sorgs: ['ID01', 'SG01'] }],
  ['PA-HELMET', 'HLM-CMT', 'Commuter Helmet', ['M', 'L'], 650_000],
  ['PA-TYRE', 'TYR-RD', 'Roadster Tyre', ['700x25c', '700x28c', '700x32c'], 520_000, { sorgs: ['ID01', 'SG01'] }],
  ['PA-TYRE', 'TYR-TR', 'Trail Tyre', ['29x2.3', '29x2.4', '29x2.6'], 690_000],
  ['PA-TYRE', 'TYR-GR', 'Gravel Tyre', ['700x40c', '700x45c'], 610_000],
  ['PA-TUBE', 'TUBE', 'Inner Tube', ['700', '29', '275', '20'], 65_000, { exactQty: 5 }],
  ['PA-SADDLE', 'SAD-CMF', 'Comfort Saddle', ['Standard'], 375_000],
  ['PA-SADDLE', 'SAD-RACE', 'Race Saddle', ['143', '155'], 1_150_000],
  ['PA-PEDAL', 'PED-FLAT', 'Flat Pedal', ['Black', 'Orange'], 425_000],
  ['PA-PEDAL', 'PED-ROAD', 'Clipless Road Pedal', ['Standard'], 1_350_000],
  ['PA-LIGHT', 'LGT-FRT', 'Front Light', ['800lm', '1200lm'], 540_000],
  ['PA-LIGHT', 'LGT-REAR', 'Rear Light', ['Standard'], 245_000],
  ['PA-LOCK', 'LOCK', 'Lock', ['U', 'CBL'], 310_000],
  ['PA-BOTTLE', 'BTL', 'Water Bottle', ['550', '750'], 55_000, { exactQty: 6 }],
  ['PA-CHAIN', 'CHN', 'Chain', ['11S', '12S'], 415_000],
  ['PA-CASSETTE', 'CAS', 'Cassette', ['11-30-11S', '11-34-12S', '10-51-12S'], 1_250_000],
  ['PA-BRAKE', 'PAD', 'Disc Brake Pads', ['RESIN', 'METAL'], 145_000],
  ['PA-GRIP', 'GRP', 'Lock-on Grips', ['Black', 'Grey'], 195_000],
  ['PA-PUMP', 'PMP', 'Pump', ['FLOOR', 'MINI'], 385_000],
  ['PA-BAG', 'BAG-SAD', 'Saddle Bag', ['S', 'M', 'L'], 225_000],
  ['PA-BAG', 'BAG-FRM', 'Frame Bag', ['S', 'M'], 455_000],
  ['PA-GLOVE', 'GLV-SUM', 'Summer Gloves', ['S', 'M', 'L', 'XL'], 185_000],
  ['PA-GLOVE', 'GLV-FUL', 'Full-finger Gloves', ['S', 'M', 'L', 'XL'], 245_000],
  ['PA-APPAREL', 'JRS', 'Team Jersey', ['S', 'M', 'L', 'XL'], 495_000],
  ['PA-APPAREL', 'BIB', 'Bib Shorts', ['S', 'M', 'L', 'XL'], 695_000],
  ['PA-TOOL', 'TOOL-MLT', 'Multi Tool', ['12', '18'], 265_000],
  ['PA-TOOL', 'TOOL-TRQ', 'Torque Wrench', ['Standard'], 890_000],
  ['PA-CARE', 'LUBE', 'Chain Lube', ['DRY', 'WET'], 95_000, { exactQty: 6 }],
  ['PA-DRIVE', 'D12-RD', 'Drive 12 Rear Derailleur', ['Standard'], 2_350_000],
  ['PA-DRIVE', 'D12-SH', 'Drive 12 Shifter Set', ['Standard'], 3_100_000],
  ['PA-DRIVE', 'D12-CK', 'Drive 12 Crankset', ['1725', '175'], 3_950_000],
  ['PA-DRIVE', 'D11-RD', 'Drive 11 Rear Derailleur', ['Standard'], 1_350_000],
  ['PA-DRIVE', 'D11-CK', 'Drive 11 Crankset', ['1725', '175'], 2_250_000],
  ['PA-GROUPSET', 'GS-D12R', 'Drive 12 Road Groupset', ['Standard'], 11_900_000],
  ['PA-GROUPSET', 'GS-D11G', 'Drive 11 Gravel Groupset', ['Standard'], 6_950_000],
];

/** Trailmark parts and accessories, priced in dollar cents (US01). */
const TRAILMARK_PAA: PaaSpec[] = [
  ['PA-HELMET', 'HLM-TRL', 'Trail Helmet', ['S', 'M', 'L'], 12_900],
  ['PA-HELMET', 'HLM-FF', 'Full-face Helmet', ['S', 'M', 'L', 'XL'], 24_900],
  ['PA-TYRE', 'TYR-ENDR', 'Enduro Tyre', ['29x2.4', '29x2.5', '275x2.5'], 7_499],
  ['PA-TYRE', 'TYR-GRV', 'Gravel Tyre', ['700x40c', '700x45c', '650x47b'], 5_999],
  ['PA-TUBE', 'TUBE', 'Inner Tube', ['29', '275', '700'], 899, { exactQty: 5 }],
  ['PA-SADDLE', 'SAD-TRL', 'Trail Saddle', ['142', '155'], 6_999],
  ['PA-PEDAL', 'PED-FLAT', 'Flat Pedal', ['Black', 'Raw'], 8_999],
  ['PA-PEDAL', 'PED-CLIP', 'Clip Pedal', ['Standard'], 12_999],
  ['PA-LIGHT', 'LGT-TRL', 'Trail Light', ['1500lm', '2500lm'], 9_999],
  ['PA-LOCK', 'LOCK', 'Folding Lock', ['Standard'], 6_499],
  ['PA-BOTTLE', 'BTL', 'Bottle', ['620', '710'], 1_099, { exactQty: 6 }],
  ['PA-CHAIN', 'CHN', 'Chain', ['11S', '12S'], 4_999],
  ['PA-CASSETTE', 'CAS', 'Cassette', ['10-51-12S', '10-52-12S'], 18_999],
  ['PA-BRAKE', 'PAD', 'Disc Brake Pads', ['ORGANIC', 'SINTERED'], 2_299],
  ['PA-GRIP', 'GRP', 'Grips', ['Black', 'Green', 'Orange'], 2_999],
  ['PA-PUMP', 'PMP', 'Shock Pump', ['Standard'], 3_999],
  ['PA-BAG', 'BAG-HIP', 'Hip Pack', ['3L', '5L'], 6_999],
  ['PA-GLOVE', 'GLV', 'Trail Gloves', ['S', 'M', 'L', 'XL'], 2_999],
  ['PA-APPAREL', 'JRS', 'Trail Jersey', ['S', 'M', 'L', 'XL'], 5_999],
  ['PA-APPAREL', 'SHT', 'Trail Shorts', ['S', 'M', 'L', 'XL'], 8_999],
  ['PA-PROTECT', 'KNEE', 'Knee Pads', ['S', 'M', 'L'], 7_999],
  ['PA-TOOL', 'TOOL-MLT', 'Multi Tool', ['Standard'], 3_499],
  ['PA-CARE', 'SEAL', 'Tubeless Sealant', ['120ml', '500ml'], 1_999, { exactQty: 6 }],
  ['PA-DRIVE', 'T12-RD', 'Trail 12 Rear Derailleur', ['Standard'], 22_999],
  ['PA-DRIVE', 'T12-SH', 'Trail 12 Shifter', ['Standard'], 7_999],
  ['PA-DRIVE', 'T12-CK', 'Trail 12 Crankset', ['170', '175'], 29_999],
  ['PA-GROUPSET', 'GS-T12', 'Trail 12 Groupset', ['Standard'], 84_999],
  ['PA-GROUPSET', 'GS-G12', 'Gravity 12 Groupset', ['Standard'], 109_999],
];

function paaLines(brand: 'Velocita' | 'Trailmark', specs: PaaSpec[]): Line[] {
  return specs.map(([mcid, code, name, variants, price, extra]) => ({
    brand,
    category: 'paa',
    mcid,
    code,
    name,
    series: null,
    year: null,
    variants,
    price,
    sorgs: brand === 'Velocita' ? ['ID01'] : ['US01'],
    description: `${brand} ${name.toLowerCase()}.`,
    ...extra,
  }));
}

const LINES: Line[] = [...VELOCITA_BIKES, ...TRAILMARK_BIKES, ...paaLines('Velocita', VELOCITA_PAA), ...paaLines('Trailmark', TRAILMARK_PAA)];

function slugify(text: string): string {
  return text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/(^-|-$)/g, '');
}

/** A variant's article code: brand and kind prefix, model code, model year (bikes), variant. */
function articleCodeOf(line: Line, variant: string): string {
  const prefix = `${line.brand === 'Velocita' ? 'V' : 'T'}${line.category === 'bike' ? 'B' : 'P'}`;
  const variantCode = variant.toUpperCase().replace(/[^A-Z0-9]+/g, '');
  const year = line.year === null ? [] : [String(line.year).slice(2)];
  const parts = [prefix, line.code, ...year];
  // A single-variant accessory is known by its model code alone.
  return line.variants.length === 1 && line.category === 'paa' ? parts.join('-') : [...parts, variantCode].join('-');
}

export interface DemoArticle {
  articleCode: string;
  line: Line;
  variant: string;
  rank: number;
}

/** Every demo article, in recommended order (the newest bikes first, then parts). */
export function demoArticles(): DemoArticle[] {
  const ranked = [...LINES].sort((a, b) => (a.category === b.category ? (b.year ?? 0) - (a.year ?? 0) : a.category === 'bike' ? -1 : 1));
  return ranked.flatMap((line) => line.variants.map((variant) => ({ articleCode: articleCodeOf(line, variant), line, variant }))).map((article, index) => ({ ...article, rank: (index + 1) * 10 }));
}

/** Rupiah per Singapore dollar cent, for the SG01 prices of Velocita articles (11,500 rupiah to the dollar). */
const RUPIAH_PER_SGD_CENT = 115;

function cents(value: number): string {
  return `${Math.trunc(value / 100)}.${String(value % 100).padStart(2, '0')}`;
}

/** The dealer and retail price of an article in a sales organisation, as decimal strings. */
function priceIn(line: Line, sorg: string): { dealer: string; retail: string; currency: string } {
  if (sorg === 'US01') return { dealer: cents(line.price), retail: cents(Math.round((line.price * 140) / 100 / 100) * 100 - 1), currency: 'USD' };
  if (sorg === 'SG01') {
    const dealer = Math.round(line.price / RUPIAH_PER_SGD_CENT);
    return { dealer: cents(dealer), retail: cents(Math.round((dealer * 135) / 100 / 100) * 100), currency: 'SGD' };
  }
  return { dealer: `${line.price}.00`, retail: `${Math.round((line.price * 135) / 100 / 1000) * 1000}.00`, currency: 'IDR' };
}

const LOCATIONS = [
  { code: 'ID01-JKT', sorg: 'ID01', name: 'Jakarta distribution centre', warehouseArea: 'JAVA-WEST', sortOrder: 1 },
  { code: 'ID01-SBY', sorg: 'ID01', name: 'Surabaya warehouse', warehouseArea: 'JAVA-EAST', sortOrder: 2 },
  { code: 'ID01-MDN', sorg: 'ID01', name: 'Medan warehouse', warehouseArea: 'SUMATRA', sortOrder: 3 },
  { code: 'SG01-SIN', sorg: 'SG01', name: 'Singapore warehouse', warehouseArea: 'SINGAPORE', sortOrder: 1 },
  { code: 'US01-DEN', sorg: 'US01', name: 'Denver distribution centre', warehouseArea: 'WEST', sortOrder: 1 },
  { code: 'US01-CHI', sorg: 'US01', name: 'Chicago warehouse', warehouseArea: 'MIDWEST', sortOrder: 2 },
];

type StockPlan = { location: string; available: number; arrivalDays: number | null; arrivalQty: number | null };

/** Hand-set stock of the articles the scenarios use, by sales organisation and article code. */
const STOCK_OVERRIDES: Record<string, StockPlan[]> = {
  [`ID01:${DEMO_COMMERCE_FIXTURES.lowStockArticle}`]: [{ location: 'ID01-JKT', available: 2, arrivalDays: 45, arrivalQty: 10 }],
  [`ID01:${DEMO_COMMERCE_FIXTURES.lastUnitArticle}`]: [{ location: 'ID01-SBY', available: 1, arrivalDays: null, arrivalQty: null }],
  [`ID01:${DEMO_COMMERCE_FIXTURES.zeroStockArticle}`]: [
    { location: 'ID01-JKT', available: 0, arrivalDays: 20, arrivalQty: 12 },
    { location: 'ID01-SBY', available: 0, arrivalDays: 120, arrivalQty: 6 },
  ],
  [`ID01:${DEMO_COMMERCE_FIXTURES.tieredArticle}`]: [
    { location: 'ID01-JKT', available: 400, arrivalDays: null, arrivalQty: null },
    { location: 'ID01-SBY', available: 150, arrivalDays: null, arrivalQty: null },
  ],
  [`ID01:${DEMO_COMMERCE_FIXTURES.discountedBike}`]: [
    { location: 'ID01-JKT', available: 12, arrivalDays: null, arrivalQty: null },
    { location: 'ID01-SBY', available: 6, arrivalDays: 30, arrivalQty: 10 },
  ],
  [`SG01:${DEMO_COMMERCE_FIXTURES.discountedBike}`]: [{ location: 'SG01-SIN', available: 8, arrivalDays: null, arrivalQty: null }],
  [`SG01:${DEMO_COMMERCE_FIXTURES.limitedArticle}`]: [{ location: 'SG01-SIN', available: 10, arrivalDays: null, arrivalQty: null }],
  [`ID01:${DEMO_COMMERCE_FIXTURES.limitedArticle}`]: [{ location: 'ID01-JKT', available: 9, arrivalDays: null, arrivalQty: null }],
};

/** Stock of an article per location of a sales organisation: derived from its position, with some at zero and some scarce. */
function stockPlan(article: DemoArticle, index: number, sorg: string): StockPlan[] {
  const override = STOCK_OVERRIDES[`${sorg}:${article.articleCode}`];
  if (override) return override;
  const locations = LOCATIONS.filter((location) => location.sorg === sorg);
  const bike = article.line.category === 'bike';
  return locations.map((location, position) => {
    const seed = (index * 37 + position * 11) % 97;
    if (index % 11 === 0) return { location: location.code, available: 0, arrivalDays: 15 + (seed % 90), arrivalQty: bike ? 8 : 40 };
    if (index % 13 === 1) return { location: location.code, available: position === 0 ? 1 + (index % 2) : 0, arrivalDays: position === 0 ? 30 : null, arrivalQty: position === 0 ? 5 : null };
    const available = bike ? 3 + (seed % 25) : 20 + seed * 3;
    return { location: location.code, available, arrivalDays: seed % 4 === 0 ? 10 + seed : null, arrivalQty: seed % 4 === 0 ? (bike ? 6 : 50) : null };
  });
}

const SEED_STEP = 500;

async function insertAll<T>(rows: T[], insert: (batch: T[]) => Promise<unknown>): Promise<void> {
  for (let start = 0; start < rows.length; start += SEED_STEP) await insert(rows.slice(start, start + SEED_STEP));
}

function day(now: Date, offsetDays: number): string {
  return new Date(now.getTime() + offsetDays * DAY_MS).toISOString().slice(0, 10);
}

function at(now: Date, offsetDays: number): Date {
  return new Date(now.getTime() + offsetDays * DAY_MS);
}

/**
 * The demo catalogue of both brands with prices, deals, stock, ship-to addresses, shipment rates, freight benefits,
 * promotions, best sellers, displays, order limits and purchase history, inside the demo seed's transaction.
 */
export async function applyDemoCommerce(tx: Tx, options: { now: Date }): Promise<void> {
  const { now } = options;
  const customers = await tx.select({ id: t.customers.id, r3: t.customers.r3, name: t.customers.name, address: t.customers.address, city: t.customers.city, phone: t.customers.phone }).from(t.customers);
  const customerId = (r3: string) => customers.find((customer) => customer.r3 === r3)!.id;

  // The dealer with several companies also buys from the Singapore organisation, where one of its companies is.
  await tx.insert(t.customerAreas).values({ customerId: customerId('0000100002'), sorg: 'SG01', custGroup: 'Dealer' });

  const articles = demoArticles();
  const productRows = await (async () => {
    const inserted: { id: string; articleCode: string }[] = [];
    await insertAll(articles, async (batch) => {
      inserted.push(
        ...(await tx
          .insert(c.products)
          .values(
            batch.map(({ articleCode, line, variant, rank }) => {
              const modelName = `${line.brand} ${line.name}`;
              const name = line.category === 'bike' ? `${modelName} ${line.year} ${variant}` : line.variants.length === 1 ? modelName : `${modelName} ${variant}`;
              return {
                articleCode,
                articleCodeDisplay: articleCode.replace(/-/g, ' '),
                name,
                description: line.description,
                category: line.category,
                mcid: line.mcid,
                modelCode: `${line.brand === 'Velocita' ? 'V' : 'T'}-${line.code}${line.year ? `-${line.year}` : ''}`,
                modelName: line.category === 'bike' ? `${modelName} ${line.year}` : modelName,
                series: line.series,
                modelYear: line.year,
                brand: line.brand,
                variant: line.variants.length === 1 ? null : variant,
                slug: slugify(`${name} ${articleCode}`),
                tags: line.tags ?? [],
                uom: 'EA',
                exactQty: line.exactQty ?? null,
                orderQuota: line.orderQuota ?? null,
                hierarchyBlocked: articleCode === 'VP-TOOL-TRQ',
                recommendedRank: rank,
                imageUrl: null,
              };
            }),
          )
          .returning({ id: c.products.id, articleCode: c.products.articleCode })),
      );
    });
    return inserted;
  })();
  const productId = new Map(productRows.map((row) => [row.articleCode, row.id]));
  const idOf = (articleCode: string) => {
    const id = productId.get(articleCode);
    if (!id) throw new Error(`demo commerce: no article ${articleCode}`);
    return id;
  };

  const newArrival = { newArrivalFrom: day(now, -10), newArrivalTo: day(now, 50), newArrivalActive: true };
  await insertAll(
    articles.flatMap((article) =>
      article.line.sorgs.map((sorg) => ({
        productId: idOf(article.articleCode),
        sorg,
        allowOrder: article.articleCode !== DEMO_COMMERCE_FIXTURES.notOrderableArticle,
        orderBlocked: article.articleCode === 'VP-PMP-MINI',
        ...(article.line.year === 2027 ? newArrival : {}),
      })),
    ),
    (batch) => tx.insert(c.productSorgs).values(batch),
  );
  await insertAll(
    articles.flatMap((article) =>
      article.line.sorgs
        .filter((sorg) => !(article.articleCode === DEMO_COMMERCE_FIXTURES.unpricedArticle && sorg === 'ID01'))
        .map((sorg) => ({ productId: idOf(article.articleCode), sorg, ...priceIn(article.line, sorg) })),
    ),
    (batch) => tx.insert(c.prices).values(batch),
  );

  await insertDeals(tx, articles, idOf, customerId);

  await tx.insert(c.stockLocations).values(LOCATIONS);
  await insertAll(
    articles.flatMap((article, index) =>
      article.line.sorgs.flatMap((sorg) =>
        stockPlan(article, index, sorg).map((plan) => ({
          productId: idOf(article.articleCode),
          locationCode: plan.location,
          available: plan.available,
          nextArrival: plan.arrivalDays === null ? null : day(now, plan.arrivalDays),
          nextArrivalQty: plan.arrivalQty,
        })),
      ),
    ),
    (batch) => tx.insert(c.stockLevels).values(batch),
  );

  await insertGroupsets(tx, idOf);
  await insertPromotionsAndDisplays(tx, articles, idOf, now);
  await insertShipping(tx, customers, customerId);
  await tx.insert(c.orderLimits).values([
    { customerId: customerId('0000100001'), productId: idOf(DEMO_COMMERCE_FIXTURES.limitedArticle), sorg: 'ID01', limitQty: 5, orderedQty: 3, updatedAt: now },
    { customerId: customerId('US20000001'), productId: idOf('TB-SE150-27-L'), sorg: 'US01', limitQty: 4, orderedQty: 0, updatedAt: now },
  ]);
  await insertPurchases(tx, idOf, customerId, now);
}

async function insertDeals(tx: Tx, articles: DemoArticle[], idOf: (code: string) => string, customerId: (r3: string) => string): Promise<void> {
  const deal = (articleCode: string, sorg: string, fields: Omit<typeof c.priceDeals.$inferInsert, 'productId' | 'sorg'>) => ({ productId: idOf(articleCode), sorg, ...fields });
  const ofModel = (brandPrefix: string, code: string) => articles.filter((article) => article.articleCode.startsWith(`${brandPrefix}-${code}-`)).map((article) => article.articleCode);
  const dealer = customerId('0000100001');
  const multico = customerId('0000100002');
  const summit = customerId('US20000001');
  const rows = [
    // Volume tiers for every dealer of ID01 on tubes and tyres.
    ...articles
      .filter((article) => article.line.sorgs.includes('ID01') && ['PA-TUBE', 'PA-TYRE'].includes(article.line.mcid))
      .flatMap((article) => [
        deal(article.articleCode, 'ID01', { salesDealNo: 'SD-VOL-10', description: 'Volume 10+', type: 'percentage', value: '5', term: '>=', tierQty: 10 }),
        deal(article.articleCode, 'ID01', { salesDealNo: 'SD-VOL-25', description: 'Volume 25+', type: 'percentage', value: '10', term: '>=', tierQty: 25 }),
      ]),
    // A launch offer on helmets for small orders: Rp50.000 off each of up to 2 units.
    ...articles
      .filter((article) => article.line.mcid === 'PA-HELMET' && article.line.sorgs.includes('ID01'))
      .map((article) => deal(article.articleCode, 'ID01', { salesDealNo: 'SD-HLM-LAUNCH', description: 'Launch offer, up to 2 units', type: 'amount', value: '50000', term: '<=', tierQty: 2 })),
    // Fleet tier on every ID01 bike.
    ...articles
      .filter((article) => article.line.category === 'bike' && article.line.sorgs.includes('ID01'))
      .map((article) => deal(article.articleCode, 'ID01', { salesDealNo: 'SD-FLEET-5', description: 'Fleet order 5+', type: 'percentage', value: '3', term: '>=', tierQty: 5 })),
    // The one-company dealer's own deals.
    ...ofModel('VB', 'AESL').map((code) => deal(code, 'ID01', { customerId: dealer, salesDealNo: 'SD-1001-AERO', description: 'Aero launch partner', type: 'percentage', value: '7.5' })),
    ...ofModel('VB', 'RMTR').map((code) => deal(code, 'ID01', { customerId: dealer, salesDealNo: 'SD-1001-RIMBA', description: 'Demo fleet support', type: 'amount', value: '250000' })),
    ...ofModel('VB', 'JLGR').map((code) => deal(code, 'ID01', { customerId: dealer, salesDealNo: 'SD-1001-GRAVEL', description: 'Gravel 3+', type: 'percentage', value: '12.5', term: '>=', tierQty: 3 })),
    // The dealer with several companies: road bikes in ID01, Aero SL and Volt City E in SG01.
    ...articles
      .filter((article) => article.line.mcid === 'BK-ROAD' && article.line.sorgs.includes('ID01'))
      .map((article) => deal(article.articleCode, 'ID01', { customerId: multico, salesDealNo: 'SD-1002-ROAD', description: 'Road partner', type: 'percentage', value: '5' })),
    ...ofModel('VB', 'AESL').map((code) => deal(code, 'SG01', { customerId: multico, salesDealNo: 'SD-1002-SG-AERO', description: 'Singapore showroom', type: 'amount', value: '25.50' })),
    ...ofModel('VB', 'VTCE').map((code) => deal(code, 'SG01', { customerId: multico, salesDealNo: 'SD-1002-SG-VOLT', description: 'E-bike 4+', type: 'percentage', value: '8', term: '>=', tierQty: 4 })),
    // The Trailmark dealer: tubes by the dozen and its flagship trail bike.
    ...ofModel('TP', 'TUBE').map((code) => deal(code, 'US01', { customerId: summit, salesDealNo: 'SD-9001-TUBE', description: 'Dozen pricing', type: 'amount', value: '2.50', term: '>=', tierQty: 12 })),
    ...ofModel('TB', 'RL130').map((code) => deal(code, 'US01', { customerId: summit, salesDealNo: 'SD-9001-RL', description: 'Ridgeline dealer program', type: 'percentage', value: '10' })),
  ];
  await insertAll(rows, (batch) => tx.insert(c.priceDeals).values(batch));
}

async function insertGroupsets(tx: Tx, idOf: (code: string) => string): Promise<void> {
  const groupsets = [
    { code: 'GS-D12R', name: 'Drive 12 Road', kit: 'VP-GS-D12R', brand: 'Velocita', series: 'Drive 12', speeds: 12, description: 'Electronic 12-speed road groupset.', parts: ['VP-D12-RD', 'VP-D12-SH', 'VP-D12-CK-1725', 'VP-CHN-12S', 'VP-CAS-113412S'] },
    { code: 'GS-D11G', name: 'Drive 11 Gravel', kit: 'VP-GS-D11G', brand: 'Velocita', series: 'Drive 11', speeds: 11, description: 'Mechanical 11-speed gravel groupset.', parts: ['VP-D11-RD', 'VP-D11-CK-1725', 'VP-CHN-11S', 'VP-CAS-113011S'] },
    { code: 'GS-T12', name: 'Trail 12', kit: 'TP-GS-T12', brand: 'Trailmark', series: 'Trail 12', speeds: 12, description: '12-speed trail drivetrain.', parts: ['TP-T12-RD', 'TP-T12-SH', 'TP-T12-CK-170', 'TP-CHN-12S', 'TP-CAS-105112S'] },
    { code: 'GS-G12', name: 'Gravity 12', kit: 'TP-GS-G12', brand: 'Trailmark', series: 'Gravity 12', speeds: 12, description: 'Enduro-proof 12-speed drivetrain.', parts: ['TP-T12-RD', 'TP-T12-SH', 'TP-T12-CK-175', 'TP-CHN-12S', 'TP-CAS-105212S'] },
  ];
  for (const groupset of groupsets) {
    const [row] = await tx
      .insert(c.groupsets)
      .values({ code: groupset.code, name: groupset.name, productId: idOf(groupset.kit), brand: groupset.brand, series: groupset.series, speeds: groupset.speeds, description: groupset.description })
      .returning({ id: c.groupsets.id });
    await tx.insert(c.groupsetComponents).values(groupset.parts.map((part) => ({ groupsetId: row!.id, productId: idOf(part), qty: 1 })));
  }
}

async function insertPromotionsAndDisplays(tx: Tx, articles: DemoArticle[], idOf: (code: string) => string, now: Date): Promise<void> {
  const valid = { validFrom: at(now, -5), validTo: at(now, 60) };
  await tx.insert(c.promotions).values([
    {
      sorg: 'ID01',
      code: 'MY27-EARLY',
      name: 'Model year 2027 early order',
      description: 'Order the 2027 range early and get extra margin.',
      terms: 'Orders placed before the end of the promotion; delivery from next month.',
      badge: 'Early order',
      tagline: '2027 is here',
      productCategory: 'bike',
      locations: ['ID01-JKT', 'ID01-SBY'],
      details: [
        { articleCode: 'VB-AESL-27-M', offer: 'Extra 2 % on 5 units or more' },
        { articleCode: 'VB-VTCE-27-M', offer: 'Free display stand with 3 units' },
      ],
      ...valid,
    },
    {
      sorg: 'ID01',
      code: 'PAA-WORKSHOP',
      name: 'Workshop week',
      description: 'Stock up on wear parts for the service season.',
      terms: 'Tyres, tubes and brake pads only.',
      badge: 'Workshop',
      tagline: 'Keep them rolling',
      productCategory: 'paa',
      locations: ['ID01-JKT'],
      details: [{ articleCode: DEMO_COMMERCE_FIXTURES.tieredArticle, offer: '10 % from 25 units' }],
      ...valid,
    },
    {
      sorg: 'ID01',
      code: 'MY25-CLEAR',
      name: 'Model year 2025 clearance',
      description: 'Ended.',
      terms: '',
      badge: 'Clearance',
      tagline: null,
      productCategory: 'bike',
      locations: [],
      details: [],
      validFrom: at(now, -90),
      validTo: at(now, -30),
    },
    { sorg: 'SG01', code: 'SG-EBIKE', name: 'E-bike month', description: 'E-bikes with a free service.', terms: 'Volt models only.', badge: 'E-bike', tagline: 'Ride further', productCategory: 'bike', locations: ['SG01-SIN'], details: [], ...valid },
    { sorg: 'US01', code: 'US-TRAIL', name: 'Trail season', description: 'Trail and enduro bikes with dealer support.', terms: 'Ridgeline and Gravity models.', badge: 'Trail', tagline: 'Send it', productCategory: 'bike', locations: ['US01-DEN'], details: [{ articleCode: 'TB-RL130-27-L', offer: 'Demo bike program' }], ...valid },
    { sorg: 'US01', code: 'US-WINTER', name: 'Winter service kits', description: 'Service parts for the winter.', terms: 'PAA only.', badge: 'Service', tagline: null, productCategory: 'paa', locations: [], details: [], ...valid },
  ]);

  const bySorg = (sorg: string, category: 'bike' | 'paa') => articles.filter((article) => article.line.sorgs.includes(sorg) && article.line.category === category);
  const every = <T>(items: T[], step: number) => items.filter((_, index) => index % step === 0);
  const bestSellers = [
    ...every(bySorg('ID01', 'bike'), 3).slice(0, 10).map((article, index) => ({ sorg: 'ID01', productId: idOf(article.articleCode), rank: index + 1 })),
    ...every(bySorg('ID01', 'paa'), 4).slice(0, 10).map((article, index) => ({ sorg: 'ID01', productId: idOf(article.articleCode), rank: index + 11 })),
    ...bySorg('SG01', 'bike').slice(0, 5).map((article, index) => ({ sorg: 'SG01', productId: idOf(article.articleCode), rank: index + 1 })),
    ...every(bySorg('US01', 'bike'), 2).slice(0, 10).map((article, index) => ({ sorg: 'US01', productId: idOf(article.articleCode), rank: index + 1 })),
    ...every(bySorg('US01', 'paa'), 3).slice(0, 10).map((article, index) => ({ sorg: 'US01', productId: idOf(article.articleCode), rank: index + 11 })),
  ];
  await tx.insert(c.bestSellers).values(bestSellers);

  const displays = [
    ...bySorg('ID01', 'bike')
      .filter((article) => article.line.year === 2027)
      .slice(0, 4)
      .map((article, index) => ({ sorg: 'ID01', productId: idOf(article.articleCode), section: 'new_arrival', label: 'New', sortOrder: index + 1, ...valid })),
    ...every(bySorg('ID01', 'paa'), 9)
      .slice(0, 4)
      .map((article, index) => ({ sorg: 'ID01', productId: idOf(article.articleCode), section: 'featured', label: null, sortOrder: index + 1, ...valid })),
    ...bySorg('US01', 'bike')
      .filter((article) => article.line.year === 2027)
      .slice(0, 4)
      .map((article, index) => ({ sorg: 'US01', productId: idOf(article.articleCode), section: 'new_arrival', label: 'New', sortOrder: index + 1, ...valid })),
  ];
  await tx.insert(c.articleDisplays).values(displays);
}

async function insertShipping(
  tx: Tx,
  customers: { id: string; r3: string; name: string; address: string | null; city: string | null; phone: string | null }[],
  customerId: (r3: string) => string,
): Promise<void> {
  const named = [
    { customerId: customerId('0000100001'), code: 'ST-100001-01', name: 'Sepeda Jaya Jakarta — showroom', address: 'Jl. Sepeda Raya No. 2', city: 'Jakarta', postalCode: '10110', country: 'ID', phone: '+62 21 5500037', warehouseArea: 'JAVA-WEST', isDefault: true, active: true },
    { customerId: customerId('0000100001'), code: 'ST-100001-02', name: 'Sepeda Jaya warehouse Bekasi', address: 'Jl. Industri 14', city: 'Bekasi', postalCode: '17530', country: 'ID', phone: null, warehouseArea: 'JAVA-WEST', isDefault: false, active: true },
    { customerId: customerId('0000100001'), code: DEMO_COMMERCE_FIXTURES.inactiveShipTo, name: 'Sepeda Jaya Bogor (closed)', address: 'Jl. Pajajaran 8', city: 'Bogor', postalCode: '16143', country: 'ID', phone: null, warehouseArea: 'JAVA-WEST', isDefault: false, active: false },
    { customerId: customerId('0000100002'), code: 'ST-100002-01', name: 'Gowes Group Surabaya', address: 'Jl. Gowes Raya No. 3', city: 'Surabaya', postalCode: '60111', country: 'ID', phone: '+62 31 5500074', warehouseArea: 'JAVA-EAST', isDefault: true, active: true },
    { customerId: customerId('0000100002'), code: 'ST-100002-02', name: 'Gowes Group Malang', address: 'Jl. Ijen 21', city: 'Malang', postalCode: '65119', country: 'ID', phone: null, warehouseArea: 'JAVA-EAST', isDefault: false, active: true },
    { customerId: customerId('0000100002'), code: 'ST-100002-SG', name: 'Gowes Singapore', address: '8 Kaki Bukit Road', city: 'Singapore', postalCode: '417860', country: 'SG', phone: '+65 6555 0102', warehouseArea: 'SINGAPORE', isDefault: false, active: true },
    { customerId: customerId('US20000001'), code: 'ST-900001-01', name: 'Summit Cycles Denver', address: '1200 Larimer Street', city: 'Denver', postalCode: '80204', country: 'US', phone: '+1 303 555 0142', warehouseArea: 'WEST', isDefault: true, active: true },
    { customerId: customerId('US20000001'), code: 'ST-900001-02', name: 'Summit Cycles Boulder', address: '2500 Pearl Street', city: 'Boulder', postalCode: '80302', country: 'US', phone: null, warehouseArea: 'WEST', isDefault: false, active: true },
  ];
  const withNamed = new Set(named.map((shipTo) => shipTo.customerId));
  const generated = customers
    .filter((customer) => !withNamed.has(customer.id))
    .map((customer) => ({
      customerId: customer.id,
      code: `ST-${customer.r3.slice(-6)}-01`,
      name: customer.name,
      address: customer.address ?? '',
      city: customer.city ?? '',
      postalCode: null,
      country: 'ID',
      phone: customer.phone,
      warehouseArea: 'JAVA-WEST',
      isDefault: true,
      active: true,
    }));
  await insertAll([...named, ...generated], (batch) => tx.insert(c.shipToAddresses).values(batch));

  await tx.insert(c.shipmentRates).values([
    { sorg: 'ID01', code: 'STD', name: 'Regular delivery', currency: 'IDR', baseAmount: '150000', perUnitAmount: '25000', freeFromQty: 20, leadDays: 5, sortOrder: 1 },
    { sorg: 'ID01', code: 'EXP', name: 'Express delivery', currency: 'IDR', baseAmount: '350000', perUnitAmount: '40000', freeFromQty: null, leadDays: 2, sortOrder: 2 },
    { sorg: 'ID01', code: 'PICK', name: 'Pick up at the distribution centre', currency: 'IDR', baseAmount: '0', perUnitAmount: '0', freeFromQty: null, leadDays: 1, sortOrder: 3 },
    { sorg: 'SG01', code: 'STD', name: 'Standard delivery', currency: 'SGD', baseAmount: '25.00', perUnitAmount: '2.50', freeFromQty: 10, leadDays: 3, sortOrder: 1 },
    { sorg: 'SG01', code: 'EXP', name: 'Next-day delivery', currency: 'SGD', baseAmount: '60.00', perUnitAmount: '4.00', freeFromQty: null, leadDays: 1, sortOrder: 2 },
    { sorg: 'US01', code: 'GROUND', name: 'Ground freight', currency: 'USD', baseAmount: '45.00', perUnitAmount: '4.75', freeFromQty: 15, leadDays: 5, sortOrder: 1 },
    { sorg: 'US01', code: 'FREIGHT2', name: 'Two-day freight', currency: 'USD', baseAmount: '120.00', perUnitAmount: '6.50', freeFromQty: null, leadDays: 2, sortOrder: 2 },
  ]);
  await tx.insert(c.freightBenefits).values([
    { sorg: 'ID01', warehouseArea: 'JAVA-WEST', minQty: 10, description: 'Freight 25 % off', freightDiscountPercent: '25' },
    { sorg: 'ID01', warehouseArea: 'JAVA-WEST', minQty: 25, description: 'Freight 50 % off', freightDiscountPercent: '50' },
    { sorg: 'ID01', warehouseArea: 'JAVA-WEST', minQty: 50, description: 'Free freight', freightDiscountPercent: '100' },
    { sorg: 'ID01', warehouseArea: 'JAVA-EAST', minQty: 15, description: 'Freight 25 % off', freightDiscountPercent: '25' },
    { sorg: 'ID01', warehouseArea: 'JAVA-EAST', minQty: 40, description: 'Free freight', freightDiscountPercent: '100' },
    { sorg: 'ID01', warehouseArea: 'SUMATRA', minQty: 20, description: 'Freight 30 % off', freightDiscountPercent: '30' },
    { sorg: 'SG01', warehouseArea: 'SINGAPORE', minQty: 10, description: 'Free delivery', freightDiscountPercent: '100' },
    { sorg: 'US01', warehouseArea: 'WEST', minQty: 12, description: 'Freight 20 % off', freightDiscountPercent: '20' },
    { sorg: 'US01', warehouseArea: 'WEST', minQty: 30, description: 'Free freight', freightDiscountPercent: '100' },
    { sorg: 'US01', warehouseArea: 'MIDWEST', minQty: 12, description: 'Freight 20 % off', freightDiscountPercent: '20' },
  ]);
}

async function insertPurchases(tx: Tx, idOf: (code: string) => string, customerId: (r3: string) => string, now: Date): Promise<void> {
  const history: [r3: string, articleCode: string, sorg: string, times: number, qty: number, lastDaysAgo: number][] = [
    ['0000100001', 'VB-AESL-27-M', 'ID01', 2, 4, 12],
    ['0000100001', 'VB-AESL-27-L', 'ID01', 1, 2, 12],
    ['0000100001', 'VB-KTCF-26-M', 'ID01', 6, 18, 30],
    ['0000100001', 'VB-KTCF-26-S', 'ID01', 4, 9, 30],
    ['0000100001', 'VB-RMXC-26-L', 'ID01', 3, 6, 65],
    ['0000100001', 'VP-TUBE-700', 'ID01', 9, 120, 8],
    ['0000100001', 'VP-TUBE-29', 'ID01', 7, 80, 8],
    ['0000100001', 'VP-TYR-RD-700X28C', 'ID01', 5, 40, 21],
    ['0000100001', 'VP-PAD-RESIN', 'ID01', 8, 64, 3],
    ['0000100001', 'VP-HLM-CMT-M', 'ID01', 2, 6, 90],
    ['0000100002', 'VB-STEN-26-M', 'ID01', 3, 6, 14],
    ['0000100002', 'VB-VTCE-27-M', 'SG01', 2, 4, 20],
    ['0000100002', 'VB-AESL-27-S', 'SG01', 1, 1, 40],
    ['0000100002', 'VP-CHN-12S', 'ID01', 6, 30, 10],
    ['0000100002', 'VP-HLM-AERO-M', 'ID01', 2, 8, 45],
    ['US20000001', 'TB-RL130-27-L', 'US01', 3, 5, 9],
    ['US20000001', 'TB-GV150-26-M', 'US01', 1, 2, 60],
    ['US20000001', 'TB-WFGR-27-XL', 'US01', 2, 3, 33],
    ['US20000001', 'TP-TUBE-29', 'US01', 10, 144, 5],
    ['US20000001', 'TP-PAD-SINTERED', 'US01', 7, 56, 15],
    ['US20000001', 'TP-GRP-GREEN', 'US01', 3, 18, 70],
  ];
  await tx.insert(c.purchaseHistory).values(
    history.map(([r3, articleCode, sorg, times, qty, lastDaysAgo]) => ({
      customerId: customerId(r3),
      productId: idOf(articleCode),
      sorg,
      timesOrdered: times,
      totalQty: qty,
      firstOrderedAt: at(now, -lastDaysAgo - times * 20),
      lastOrderedAt: at(now, -lastDaysAgo),
    })),
  );
}
