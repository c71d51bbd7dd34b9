import { normaliseSearchTerm } from '../../../../domain/catalogue/search-suggestions';
import type {
  ArticlePrice,
  BikeCategory,
  CatalogueArticle,
  CatalogueGateway,
  CatalogueHome,
  CatalogueModel,
  Groupset,
  ProductCategory,
  ProductDetails,
  ProductPage,
  ProductQuery,
  ProductSuggestion,
  Promotion,
} from '../ports';
import { examplePicture } from './example-pictures';

/** The rupiah price block of the examples (ID01: Rp, dot thousands, no decimals). */
export function examplePrice(dealer: string, overrides: Partial<ArticlePrice> = {}): ArticlePrice {
  return {
    sorg: 'ID01',
    currency: 'IDR',
    symbol: 'Rp',
    thousandSeparator: '.',
    decimalSeparator: ',',
    decimalPrecision: 0,
    retail: null,
    dealer,
    net: dealer,
    discount: null,
    tiers: [],
    ...overrides,
  };
}

/** An example article; the slug and id follow the code unless given. */
export function exampleArticle(articleCode: string, overrides: Partial<CatalogueArticle> = {}): CatalogueArticle {
  const sorg = overrides.sorg ?? 'ID01';
  const name = overrides.name ?? `Velocita ${articleCode}`;
  return {
    id: `${sorg}:${articleCode}`,
    articleCode,
    articleCodeDisplay: articleCode,
    name,
    description: 'Carbon aero road bike with electronic shifting.',
    category: 'bike',
    mcid: 'BK-ROAD',
    modelCode: articleCode.split('-').slice(0, 3).join('-'),
    parentName: name,
    serie: null,
    modelYear: null,
    brand: 'Velocita',
    variant: null,
    slug: `${name.toLowerCase().replace(/[^a-z0-9]+/g, '-')}-${articleCode.toLowerCase()}`,
    tags: [],
    uom: 'EA',
    exactQty: null,
    orderQuota: null,
    sorg,
    orderable: true,
    newArrival: false,
    image: examplePicture(articleCode, overrides.category ?? 'bike'),
    price: examplePrice('1000000'),
    stock: { available: 12, label: { key: 'stock_count', values: { qty: '12' } }, nextArrival: null },
    ...overrides,
  };
}

function stockOf(available: number, nextArrivalMonth?: string): CatalogueArticle['stock'] {
  return {
    available,
    label: available > 0 ? { key: 'stock_count', values: { qty: String(available) } } : { key: 'stock_not_available', values: {} },
    nextArrival: nextArrivalMonth ? { key: 'next_arrival_month', values: { month: nextArrivalMonth } } : null,
  };
}

const AERO_DEAL = { salesDealNo: 'SD-1001-AERO', description: 'Aero launch partner', type: 'percentage', value: '7.5' } as const;
const TUBE_TIERS = [
  { salesDealNo: 'SD-VOL-10', description: 'Volume 10+', type: 'percentage', value: '5', term: '>=', qty: 10, uom: 'EA' },
  { salesDealNo: 'SD-VOL-25', description: 'Volume 25+', type: 'percentage', value: '10', term: '>=', qty: 25, uom: 'EA' },
] as const;

/** A small catalogue of the first brand: road and city bikes, a tube with quantity tiers, a helmet and a groupset. */
export function exampleCatalogue(): CatalogueArticle[] {
  const aero = (size: string, available: number) =>
    exampleArticle(`VB-AESL-27-${size}`, {
      name: `Velocita Aero SL 2027 ${size}`,
      parentName: 'Velocita Aero SL 2027',
      modelCode: 'V-AESL-2027',
      serie: 'Aero',
      modelYear: 2027,
      variant: size,
      tags: ['carbon', 'race'],
      price: examplePrice('42500000', { retail: '57375000', net: '39312500', discount: { ...AERO_DEAL } }),
      stock: stockOf(available, '2026-12'),
    });
  const kota = (size: string, available: number) =>
    exampleArticle(`VB-KTCF-26-${size}`, {
      name: `Velocita Kota Comfort 2026 ${size}`,
      parentName: 'Velocita Kota Comfort 2026',
      modelCode: 'V-KTCF-2026',
      mcid: 'BK-CITY',
      serie: 'Kota',
      modelYear: 2026,
      variant: size,
      description: 'Upright city bike with hub gears and chain guard.',
      price: examplePrice('8750000', { retail: '11813000' }),
      stock: stockOf(available),
    });
  const paa = (articleCode: string, name: string, dealer: string, overrides: Partial<CatalogueArticle> = {}) =>
    exampleArticle(articleCode, {
      name,
      parentName: name,
      category: 'paa',
      mcid: 'PA-' + articleCode.split('-')[1],
      description: `${name}.`,
      price: examplePrice(dealer),
      stock: stockOf(120),
      ...overrides,
    });
  return [
    aero('S', 6),
    aero('M', 18),
    aero('L', 0),
    kota('M', 9),
    kota('L', 2),
    paa('VP-TUBE-700', 'Velocita Inner Tube 700', '65000', {
      exactQty: 5,
      price: examplePrice('65000', { retail: '88000', tiers: TUBE_TIERS.map((tier) => ({ ...tier })) }),
      stock: stockOf(550),
    }),
    paa('VP-HLM-AERO-M', 'Velocita Aero Helmet M', '1450000', { newArrival: true, variant: 'M' }),
    paa('VP-PAD-RESIN', 'Velocita Disc Brake Pads RESIN', '145000', { orderQuota: 50 }),
    paa('VP-GS-D12R', 'Velocita Drive 12 Road Groupset', '11900000', { stock: stockOf(4, '2027-01') }),
  ];
}

export const EXAMPLE_BIKE_CATEGORIES: BikeCategory[] = [
  { id: 'bc-road', mcid: 'BK-ROAD', wording: 'Road', sorg: 'ID01' },
  { id: 'bc-mtb', mcid: 'BK-MTB', wording: 'Mountain', sorg: 'ID01' },
  { id: 'bc-city', mcid: 'BK-CITY', wording: 'City & Trekking', sorg: 'ID01' },
];

export const EXAMPLE_PROMOTIONS: Promotion[] = [
  {
    code: 'MY27-EARLY',
    name: 'Model year 2027 early order',
    description: 'Order the 2027 range early and get extra margin.',
    terms: 'Orders placed before the end of the promotion.',
    badge: 'Early order',
    tagline: '2027 is here',
    sorg: 'ID01',
    details: [{ articleCode: 'VB-AESL-27-M', offer: 'Extra 2 % on 5 units or more' }],
  },
];

function modelsOf(articles: readonly CatalogueArticle[]): CatalogueModel[] {
  const models = new Map<string, CatalogueArticle[]>();
  for (const article of articles) models.set(`${article.sorg}:${article.modelCode}`, [...(models.get(`${article.sorg}:${article.modelCode}`) ?? []), article]);
  return [...models.values()].map((variants) => {
    const first = variants[0]!;
    const prices = variants.flatMap((variant) => (variant.price ? [variant.price.dealer] : []));
    return {
      modelCode: first.modelCode,
      parentName: first.parentName,
      category: first.category,
      serie: first.serie,
      modelYear: first.modelYear,
      brand: first.brand,
      sorg: first.sorg,
      slug: first.slug,
      image: first.image,
      variants: variants.length,
      startingAt: prices.length > 0 ? prices.reduce((low, price) => (Number(price) < Number(low) ? price : low)) : null,
      currency: first.price?.currency ?? null,
    };
  });
}

function matches(article: CatalogueArticle, search: string): boolean {
  const term = normaliseSearchTerm(search).toLowerCase();
  return article.name.toLowerCase().includes(term) || article.articleCode.toLowerCase().startsWith(term);
}

/** A CatalogueGateway over a fixed catalogue, filtering and paging as the service does. */
export class CatalogueGatewayInMemory implements CatalogueGateway {
  /** Every listing asked, oldest first. */
  readonly queries: ProductQuery[] = [];
  readonly restock = new Set<string>();

  constructor(
    private readonly articles: readonly CatalogueArticle[] = exampleCatalogue(),
    private readonly options: { fail?: boolean; categories?: BikeCategory[] } = {},
  ) {}

  private check(): void {
    if (this.options.fail) throw new Error('catalogue unavailable');
  }

  async products(query: ProductQuery): Promise<ProductPage> {
    this.queries.push(query);
    this.check();
    const found = this.articles.filter(
      (article) =>
        (query.category === null || article.category === query.category) &&
        (query.mc === null || article.mcid === query.mc) &&
        (query.search === null || matches(article, query.search)),
    );
    const entries = query.view === 'group' ? modelsOf(found) : found;
    const start = (query.page - 1) * query.limit;
    const count = entries.length;
    return {
      view: query.view,
      count,
      page: query.page,
      limit: query.limit,
      pages: Math.max(1, Math.ceil(count / query.limit)),
      articles: query.view === 'item' ? found.slice(start, start + query.limit) : [],
      models: query.view === 'group' ? modelsOf(found).slice(start, start + query.limit) : [],
    };
  }

  async suggestions(term: string, category: ProductCategory, limit: number): Promise<ProductSuggestion[]> {
    this.check();
    return this.articles
      .filter((article) => article.category === category && matches(article, term))
      .slice(0, limit)
      .map((article) => ({ name: article.name, article_code: article.articleCode, suggestion: article.parentName, slug: article.slug, category: article.category }));
  }

  async productDetails(slug: string): Promise<ProductDetails | null> {
    this.check();
    const article = this.articles.find((candidate) => candidate.slug === slug);
    if (!article) return null;
    return {
      article,
      offers: [],
      variants: this.articles.filter((candidate) => candidate.modelCode === article.modelCode && candidate.slug !== slug),
      restockSubscribed: this.restock.has(article.id),
      stock: {
        mode: 'cumulative',
        rows: [{ location: null, locationName: null, available: article.stock.available, label: article.stock.label, nextArrival: article.stock.nextArrival }],
      },
    };
  }

  async bikeCategories(): Promise<BikeCategory[]> {
    this.check();
    return this.options.categories ?? EXAMPLE_BIKE_CATEGORIES;
  }

  async groupsets(): Promise<Groupset[]> {
    this.check();
    const article = this.articles.find((candidate) => candidate.articleCode === 'VP-GS-D12R');
    if (!article) return [];
    return [
      {
        id: 'gs-d12r',
        code: 'GS-D12R',
        name: 'Drive 12 Road',
        brand: 'Velocita',
        serie: 'Drive 12',
        speeds: 12,
        description: 'Electronic 12-speed road groupset.',
        article,
        components: [
          { qty: 1, articleCode: 'VP-D12-RD', name: 'Velocita Drive 12 Rear Derailleur', slug: 'velocita-drive-12-rear-derailleur-vp-d12-rd' },
          { qty: 1, articleCode: 'VP-D12-SH', name: 'Velocita Drive 12 Shifter Set', slug: 'velocita-drive-12-shifter-set-vp-d12-sh' },
        ],
      },
    ];
  }

  async catalogueHome(category: ProductCategory, bestSellersLimit: number): Promise<CatalogueHome> {
    this.check();
    const ofCategory = this.articles.filter((article) => article.category === category);
    return {
      displays: this.articles
        .filter((article) => article.newArrival)
        .map((article) => ({ id: `new-${article.id}`, section: 'new_arrival', label: 'New', article })),
      promotions: EXAMPLE_PROMOTIONS,
      bestSellers: ofCategory.slice(0, bestSellersLimit),
    };
  }

  async restockNotification(article: { articleCode: string; sorg: string }, subscribe: boolean): Promise<boolean> {
    this.check();
    const id = `${article.sorg}:${article.articleCode}`;
    if (subscribe) this.restock.add(id);
    else this.restock.delete(id);
    return subscribe;
  }
}
