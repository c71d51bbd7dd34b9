/** The articles the after-sale demo documents (invoices, orders, deliveries, click and collect) refer to by index. */
export interface ItemSpec {
  code: string;
  name: string;
  brand: string;
  uom: string;
  price: number;
}

export const ARTICLES: ItemSpec[] = [
  { code: 'VB-AESL-27-M', name: 'Velocita Aero SL 2027 M', brand: 'Velocita', uom: 'EA', price: 4_250_000 },
  { code: 'VB-KTCF-26-L', name: 'Velocita Kota Comfort 2026 L', brand: 'Velocita', uom: 'EA', price: 2_150_000 },
  { code: 'VP-TUBE-700', name: 'Velocita Inner Tube 700x25', brand: 'Velocita', uom: 'EA', price: 45_000 },
  { code: 'VP-HLM-URB-M', name: 'Velocita Urban Helmet M', brand: 'Velocita', uom: 'EA', price: 385_000 },
  { code: 'VP-CHN-11S', name: 'Velocita 11-speed Chain', brand: 'Velocita', uom: 'EA', price: 275_000 },
  { code: 'VB-VTCE-27-M', name: 'Velocita Volt City E 2027 M', brand: 'Velocita', uom: 'EA', price: 9_800_000 },
  { code: 'VP-PDL-FLT', name: 'Velocita Flat Pedals', brand: 'Velocita', uom: 'PR', price: 165_000 },
];

export const US_ARTICLES: ItemSpec[] = [
  { code: 'TM-RIDGE-27-M', name: 'Trailmark Ridge 2027 M', brand: 'Trailmark', uom: 'EA', price: 2_899.0 },
  { code: 'TM-GRIP-LOCK', name: 'Trailmark Lock-on Grips', brand: 'Trailmark', uom: 'PR', price: 29.5 },
  { code: 'TM-TIRE-29-24', name: 'Trailmark Trail Tire 29x2.4', brand: 'Trailmark', uom: 'EA', price: 64.75 },
];

/** An amount in whole units or cents as a two-decimal string. */
export const amount = (value: number) => value.toFixed(2);
