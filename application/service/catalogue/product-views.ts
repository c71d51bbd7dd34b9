import { isNewArrival } from '../../../domain/catalogue/new-arrival';
import { nextArrivalLabel, stockLabel, stockRows, type ArrivalLabel, type StockLabel } from '../../../domain/cart/stock-display';
import type { CurrencyFormat, HostConfig } from '../../../domain/config/host-config';
import { money, toDecimalString } from '../../../domain/money/money';
import { priceLine, type Discount, type PriceTerms, type QuantityTier } from '../../../domain/pricing/line-price';
import type { CatalogueAudience } from './buyer';
import type { ArticleKey, ArticleRecord, CommerceSettings, PriceRecord, StockRecord } from './article-ports';
import type { CatalogueRepository } from './ports';

/** A dictionary key with the values its text interpolates, as strings. */
export interface LabelView {
  key: string;
  values: { name: string; value: string }[];
}

export interface PriceView {
  sorg: string;
  currency: string;
  symbol: string;
  thousandSeparator: string;
  decimalSeparator: string;
  decimalPrecision: number;
  retailDisplay: string | null;
  dealer: string;
  net: string;
  discount: { salesDealNo: string; description: string | null; type: string; value: string } | null;
  discountDetails: { salesDealNo: string; description: string | null; discount: string; qty: number; uom: string; type: string; term: string }[];
}

export interface StockSummaryView {
  available: number | null;
  label: LabelView;
  nextArrival: LabelView | null;
}

/** An article of a sales organisation as the catalogue shows it, with field names of the portal's calls. */
export interface ProductView {
  id: string;
  productId: string;
  article_code: string;
  article_code_display: string;
  name: string;
  description: string;
  category: ArticleRecord['category'];
  mcid: string | null;
  model_code: string;
  parent_name: string;
  serie: string | null;
  model_year: number | null;
  brand: string;
  variant: string | null;
  slug: string;
  tags: string[];
  uom: string;
  exactQty: number | null;
  orderQuota: number | null;
  sorg: string;
  blocks: { allowOrder: boolean; orderBlocked: boolean; sorgBlocked: boolean; hierarchyBlocked: boolean; brandBlocked: boolean; categoryBlocked: boolean };
  newArrival: boolean;
  imageName: string | null;
  price: PriceView | null;
  stock: StockSummaryView;
}

/** The key of an article in a sales organisation, as ids and maps use it. */
export function articleKey(key: { sorg: string; productId: string }): string {
  return `${key.sorg}:${key.productId}`;
}

/** The public id of an article in a sales organisation: {sorg}:{article_code}. */
export function offerId(article: Pick<ArticleRecord, 'sorg' | 'articleCode'>): string {
  return `${article.sorg}:${article.articleCode}`;
}

export function labelView(label: StockLabel | ArrivalLabel | { key: string; values?: Record<string, number | string> }): LabelView {
  const values = 'values' in label && label.values ? Object.entries(label.values) : [];
  return { key: label.key, values: values.map(([name, value]) => ({ name, value: String(value) })) };
}

/** A decimal as the wire carries it: exact, without trailing zeros. */
export function exactDecimal(value: string): string {
  return toDecimalString(money(value, 'XXX'));
}

/**
 * The pricing terms of a price record. Deals do not stack (domain/pricing): an unconditional deal is the discount;
 * further unconditional deals compete with it as tiers that always hold (>= 0).
 */
export function toPriceTerms(record: PriceRecord): PriceTerms {
  const byDealNo = [...record.deals].sort((a, b) => (a.salesDealNo < b.salesDealNo ? -1 : a.salesDealNo > b.salesDealNo ? 1 : 0));
  const unconditional = byDealNo.filter((deal) => deal.term === null);
  const discount: Discount | null = unconditional[0]
    ? { salesDealNo: unconditional[0].salesDealNo, type: unconditional[0].type, value: unconditional[0].value, description: unconditional[0].description ?? undefined }
    : null;
  const tiers: QuantityTier[] = [
    ...unconditional.slice(1).map((deal): QuantityTier => ({ salesDealNo: deal.salesDealNo, type: deal.type, value: deal.value, description: deal.description ?? undefined, term: '>=', qty: 0 })),
    ...byDealNo
      .filter((deal) => deal.term !== null)
      .map((deal): QuantityTier => ({ salesDealNo: deal.salesDealNo, type: deal.type, value: deal.value, description: deal.description ?? undefined, term: deal.term!, qty: deal.tierQty ?? 0 })),
  ];
  return { dealer: money(record.dealer, record.currency), discount, tiers };
}

export function priceView(record: PriceRecord, format: CurrencyFormat | undefined, uom: string): PriceView {
  const terms = toPriceTerms(record);
  const single = priceLine(terms, 1);
  return {
    sorg: record.sorg,
    currency: record.currency,
    symbol: format?.symbol ?? record.currency,
    thousandSeparator: format?.thousandSeparator ?? ',',
    decimalSeparator: format?.decimalSeparator ?? '.',
    decimalPrecision: format?.decimalPrecision ?? 0,
    retailDisplay: record.retail === null ? null : exactDecimal(record.retail),
    dealer: toDecimalString(terms.dealer),
    net: toDecimalString(single.unitNet),
    discount: terms.discount
      ? { salesDealNo: terms.discount.salesDealNo, description: terms.discount.description ?? null, type: terms.discount.type, value: exactDecimal(terms.discount.value) }
      : null,
    discountDetails: record.deals
      .filter((deal) => deal.term !== null)
      .map((deal) => ({
        salesDealNo: deal.salesDealNo,
        description: deal.description,
        discount: exactDecimal(deal.value),
        qty: deal.tierQty ?? 0,
        uom,
        type: deal.type,
        term: deal.term!,
      })),
  };
}

/** The cumulative stock of an article as the host shows it: masked figures, the next arrival by month. */
export function stockSummary(records: readonly StockRecord[], config: HostConfig, today: string): StockSummaryView {
  const [row] = stockRows(
    records.map((record) => ({ location: record.location, available: record.available, nextArrival: record.nextArrival })),
    'cumulative',
  );
  const available = row?.available ?? 0;
  const arrival = nextArrivalLabel(row?.nextArrival ?? null, today, config);
  return { available: config.maskStock ? null : available, label: labelView(stockLabel(available, config.maskStock)), nextArrival: arrival ? labelView(arrival) : null };
}

export function productView(article: ArticleRecord, price: PriceView | null, stock: StockSummaryView, today: string): ProductView {
  return {
    id: offerId(article),
    productId: article.productId,
    article_code: article.articleCode,
    article_code_display: article.articleCodeDisplay,
    name: article.name,
    description: article.description,
    category: article.category,
    mcid: article.mcid,
    model_code: article.modelCode,
    parent_name: article.modelName,
    serie: article.series,
    model_year: article.modelYear,
    brand: article.brand,
    variant: article.variant,
    slug: article.slug,
    tags: article.tags,
    uom: article.uom,
    exactQty: article.exactQty,
    orderQuota: article.orderQuota,
    sorg: article.sorg,
    blocks: {
      allowOrder: article.allowOrder,
      orderBlocked: article.orderBlocked,
      sorgBlocked: article.sorgBlocked,
      hierarchyBlocked: article.hierarchyBlocked,
      brandBlocked: article.brandBlocked,
      categoryBlocked: article.categoryBlocked,
    },
    newArrival: isNewArrival(article.newArrival, today),
    imageName: article.imageName,
    price,
    stock,
  };
}

export interface CatalogueViewDeps {
  catalogue: CatalogueRepository;
  commerceSettings: CommerceSettings;
}

/** Prices (for the audience's customer) and stock of articles, looked up in two queries. */
export async function priceAndStock(
  deps: CatalogueViewDeps,
  audience: CatalogueAudience,
  articles: readonly ArticleKey[],
  today: string,
): Promise<{ prices: Map<string, PriceRecord>; stock: Map<string, StockRecord[]> }> {
  const keys = articles.map(({ productId, sorg }) => ({ productId, sorg }));
  const [prices, stock] = await Promise.all([
    audience.buyer && keys.length > 0 ? deps.catalogue.prices(keys, audience.buyer.customerId, today) : Promise.resolve([]),
    keys.length > 0 ? deps.catalogue.stock(keys) : Promise.resolve([]),
  ]);
  const stockByArticle = new Map<string, StockRecord[]>();
  for (const record of stock) stockByArticle.set(articleKey(record), [...(stockByArticle.get(articleKey(record)) ?? []), record]);
  return { prices: new Map(prices.map((price) => [articleKey(price), price])), stock: stockByArticle };
}

/** Catalogue views of articles: priced for the audience's customer (none without one), with their stock. */
export async function productViews(
  deps: CatalogueViewDeps,
  audience: CatalogueAudience,
  config: HostConfig,
  articles: readonly ArticleRecord[],
  today: string,
): Promise<ProductView[]> {
  const [{ prices, stock }, currencies] = await Promise.all([priceAndStock(deps, audience, articles, today), deps.commerceSettings.currencies()]);
  return articles.map((article) => {
    const price = prices.get(articleKey(article));
    return productView(
      article,
      price ? priceView(price, currencies[article.sorg], article.uom) : null,
      stockSummary(stock.get(articleKey(article)) ?? [], config, today),
      today,
    );
  });
}

/** The day of an instant (UTC), as YYYY-MM-DD. */
export function dayOf(instant: Date): string {
  return instant.toISOString().slice(0, 10);
}
