/** Demo sales documents and marketing material, published for several content target markets. */

export interface DemoSalesDocument {
  type: 'sales' | 'technical';
  title: string;
  subtitle: string;
  body: string;
  group: string | null;
  markets: string[];
  fromDays: number;
  toDays: number;
  deleted?: boolean;
  /** A PDF attached to the document, under this file name; the seed writes a one-page PDF titled like the document. */
  attachment?: string;
}

export const DEMO_SALES_DOCUMENT_GROUPS = [
  { name: 'Model year 2027', markets: ['Indonesia', 'Singapore'] },
  { name: 'Service manuals', markets: ['Indonesia', 'Singapore', 'United States'] },
  { name: 'Trailmark dealer kit', markets: ['United States'] },
];

export const DEMO_SALES_DOCUMENTS: DemoSalesDocument[] = [
  {
    type: 'sales',
    title: 'Price list 2027 Indonesia',
    attachment: 'price-list-2027-indonesia.pdf',
    subtitle: 'Dealer prices and suggested retail prices',
    body: '<p>The 2027 range at dealer and retail prices, valid from 1 January.</p><ul><li>Road and gravel</li><li>Mountain</li><li>E-bikes</li></ul>',
    group: 'Model year 2027',
    markets: ['Indonesia'],
    fromDays: -10,
    toDays: 365,
  },
  {
    type: 'sales',
    title: 'Singapore launch brief',
    subtitle: 'Showroom opening and launch offers',
    body: '<p>How the Singapore showroom opens and which launch offers dealers may give.</p>',
    group: 'Model year 2027',
    markets: ['Singapore'],
    fromDays: -5,
    toDays: 180,
  },
  {
    type: 'sales',
    title: 'Dealer margin guide',
    subtitle: 'Margins per product group',
    body: '<p>Margins per product group, with the volume bonus steps.</p>',
    group: null,
    markets: ['Indonesia', 'Singapore'],
    fromDays: -30,
    toDays: 300,
  },
  {
    type: 'sales',
    title: 'Trailmark spring programme',
    subtitle: 'Pre-season orders and floor plan',
    body: '<p>Order by 15 February for the spring floor plan.</p>',
    group: 'Trailmark dealer kit',
    markets: ['United States'],
    fromDays: -3,
    toDays: 120,
  },
  {
    type: 'technical',
    title: 'Torque specifications 2027',
    attachment: 'torque-specifications-2027.pdf',
    subtitle: 'Frames, stems and seat posts',
    body: '<p>Tighten carbon parts with a torque wrench to the values in the table.</p><ol><li>Stem: 5 Nm</li><li>Seat post clamp: 6 Nm</li></ol>',
    group: 'Service manuals',
    markets: ['Indonesia', 'Singapore', 'United States'],
    fromDays: -60,
    toDays: 365,
  },
  {
    type: 'technical',
    title: 'E-bike battery care',
    subtitle: 'Storage, charging and shipping',
    body: '<p>Store batteries at 30 to 60 percent charge, between 10 and 20 °C.</p>',
    group: null,
    markets: ['Indonesia'],
    fromDays: -20,
    toDays: 365,
  },
  {
    type: 'technical',
    title: 'Enduro suspension set-up',
    subtitle: 'Sag and rebound for the Trailmark Enduro',
    body: '<p>Set 30 percent sag at the rear and 20 percent at the fork.</p>',
    group: 'Service manuals',
    markets: ['United States'],
    fromDays: -15,
    toDays: 365,
  },
  {
    type: 'technical',
    title: 'Brake recall notice 2025',
    subtitle: 'Ended',
    body: '<p>The 2025 brake recall has ended.</p>',
    group: null,
    markets: ['Indonesia'],
    fromDays: -400,
    toDays: -30,
  },
  {
    type: 'sales',
    title: 'Price list 2025 Indonesia',
    subtitle: 'Replaced by the 2027 price list',
    body: '<p>Replaced.</p>',
    group: null,
    markets: ['Indonesia'],
    fromDays: -700,
    toDays: 60,
    deleted: true,
  },
];

export interface DemoMarketingImage {
  /** Stem of the stored files: the original is {file}.png, the thumbnail {file}-thumbnail.webp. */
  file: string;
  title: string;
  background: string;
  accent: string;
}

export interface DemoMarketingCategory {
  type: 'brand_assets' | 'product_lineup';
  title: string;
  route: string;
  parent: string | null;
  itemPerLine: number;
  layout: string;
  markets: string[];
  images: DemoMarketingImage[];
}

const image = (file: string, title: string, background: string, accent: string): DemoMarketingImage => ({ file: `demo-marketing-${file}`, title, background, accent });

export const DEMO_MARKETING_CATEGORIES: DemoMarketingCategory[] = [
  {
    type: 'brand_assets',
    title: 'Velocita logos',
    route: 'velocita-logos',
    parent: null,
    itemPerLine: 4,
    layout: 'grid',
    markets: ['Global', 'Indonesia'],
    images: [image('velocita-logo-blue', 'Velocita logo, blue', '#1d4ed8', '#ffffff'), image('velocita-logo-white', 'Velocita logo, white', '#f8fafc', '#1d4ed8')],
  },
  {
    type: 'brand_assets',
    title: 'Dark backgrounds',
    route: 'dark-backgrounds',
    parent: 'Velocita logos',
    itemPerLine: 3,
    layout: 'grid',
    markets: ['Global'],
    images: [image('velocita-logo-night', 'Velocita logo on black', '#111827', '#fbbf24')],
  },
  {
    type: 'brand_assets',
    title: 'Shop signage',
    route: 'shop-signage',
    parent: null,
    itemPerLine: 2,
    layout: 'list',
    markets: ['Indonesia'],
    images: [image('shop-sign-jakarta', 'Shop sign, wide', '#0f766e', '#f8fafc'), image('window-sticker', 'Window sticker', '#b91c1c', '#fef2f2')],
  },
  {
    type: 'brand_assets',
    title: 'Singapore showroom kit',
    route: 'singapore-showroom',
    parent: null,
    itemPerLine: 4,
    layout: 'grid',
    markets: ['Singapore'],
    images: [image('singapore-poster', 'Showroom poster', '#7c3aed', '#f5f3ff')],
  },
  {
    type: 'brand_assets',
    title: 'Trailmark logos',
    route: 'trailmark-logos',
    parent: null,
    itemPerLine: 4,
    layout: 'grid',
    markets: ['United States'],
    images: [image('trailmark-logo', 'Trailmark logo', '#0f5f59', '#f97316')],
  },
  {
    type: 'product_lineup',
    title: 'Road 2027',
    route: 'road-2027',
    parent: null,
    itemPerLine: 4,
    layout: 'showcase',
    markets: ['Indonesia', 'Singapore'],
    images: [image('road-aero', 'Aero road bike', '#1e3a8a', '#93c5fd'), image('road-endurance', 'Endurance road bike', '#334155', '#facc15')],
  },
  {
    type: 'product_lineup',
    title: 'E-bike range',
    route: 'e-bike-range',
    parent: null,
    itemPerLine: 3,
    layout: 'grid',
    markets: ['Global'],
    images: [image('ebike-city', 'City e-bike', '#065f46', '#a7f3d0')],
  },
  {
    type: 'product_lineup',
    title: 'Trail 2027',
    route: 'trail-2027',
    parent: null,
    itemPerLine: 4,
    layout: 'grid',
    markets: ['United States'],
    images: [image('trail-enduro', 'Enduro bike', '#78350f', '#fde68a')],
  },
];
