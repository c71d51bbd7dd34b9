/** The demo catalogue's product lines of both brands: bikes by model, parts and accessories by kind. */

export interface Line {
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

export function slugify(text: string): string {
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
