import { completeHostConfig, type CurrencyFormat, type HostConfig, type HostConfigSettings } from '../../../../domain/config/host-config';
import type { ProductCategory } from '../../../../domain/catalogue/search-suggestions';
import type { CartLineChange, CartLineRecord, CartRepository } from '../../cart/ports';
import type {
  ArticleAttributeChange,
  ArticleDisplayRecord,
  CatalogueMaintenanceRepository,
  CatalogueRepository,
  GroupsetRecord,
  ListingQuery,
  ModelRecord,
  PromotionRecord,
  PurchasedModelRecord,
  RestockSubscriptionRecord,
  RestockSubscriptionRepository,
  SuggestionRecord,
} from '../../catalogue/ports';
import type {
  CheckoutStore,
  CheckoutUnitOfWork,
  CompletedCheckout,
  FreightBenefitRecord,
  NewOrder,
  OrderLimitRecord,
  OrderLimitRepository,
  OrderLimitWrite,
  PlacedOrder,
  ShipmentRateRecord,
  ShippingRepository,
  ShipToRecord,
} from '../../checkout/ports';
import type { Clock } from '../../shared/ports';
import type {
  ArticleCodeKey,
  ArticleKey,
  ArticleRecord,
  BuyerFacts,
  BuyerRepository,
  CommerceSettings,
  DealRecord,
  IdGenerator,
  PriceRecord,
  StockRecord,
} from '../ports';

export interface StoredCustomer {
  id: string;
  r3: string;
  sorgs: string[];
  /** Users the customer is assigned to. */
  assignedTo: string[];
}

export interface StoredPrice {
  productId: string;
  sorg: string;
  currency: string;
  dealer: string;
  retail: string | null;
  deals: (DealRecord & { customerId: string | null })[];
}

interface State {
  customers: StoredCustomer[];
  userAreas: Record<string, string[]>;
  articles: ArticleRecord[];
  prices: StoredPrice[];
  stock: StockRecord[];
  carts: Record<string, CartLineRecord[]>;
  shipTos: (ShipToRecord & { customerId: string; active: boolean })[];
  rates: ShipmentRateRecord[];
  benefits: FreightBenefitRecord[];
  limits: (OrderLimitRecord & { customerId: string })[];
  orders: (PlacedOrder & { checkoutId: string; customerId: string; confirmations: NewOrder['confirmations'] })[];
  keys: { userId: string; key: string; request: string; checkoutId: string }[];
  purchases: { customerId: string; productId: string; sorg: string; times: number; qty: number; last: Date }[];
  restock: { userId: string; productId: string; sorg: string; customerId: string | null; at: Date }[];
}

const keyOf = (key: { productId: string; sorg: string }) => `${key.sorg}:${key.productId}`;
const cartKey = (userId: string, customerId: string) => `${userId}/${customerId}`;

/**
 * Every commerce port over plain arrays, for use-case tests. A checkout transaction works on the state and puts it
 * back as it was when the work's result must not commit, as a database transaction would.
 */
export class CommerceInMemory implements BuyerRepository, CommerceSettings, CatalogueRepository, CartRepository, ShippingRepository, OrderLimitRepository, CheckoutStore, RestockSubscriptionRepository, CatalogueMaintenanceRepository {
  state: State;
  hosts: HostConfig[] = [];
  currencyFormats: Record<string, CurrencyFormat> = {};
  private nextOrderNo = 4500000001;
  /** Article codes whose attribute update throws, to try per-batch failure tolerance. */
  failingCodes = new Set<string>();

  constructor(state: Partial<State> = {}) {
    this.state = {
      customers: [],
      userAreas: {},
      articles: [],
      prices: [],
      stock: [],
      carts: {},
      shipTos: [],
      rates: [],
      benefits: [],
      limits: [],
      orders: [],
      keys: [],
      purchases: [],
      restock: [],
      ...state,
    };
  }

  withHost(host: string, sorg: string, settings: HostConfigSettings = {}): this {
    this.hosts.push(completeHostConfig({ host, brandName: host, sorg, webTitle: host }, settings));
    return this;
  }

  // ---- buyers and settings ----

  async buyerFacts(userId: string, r3: string): Promise<BuyerFacts | undefined> {
    const customer = this.state.customers.find((each) => each.r3 === r3);
    return customer && { customerId: customer.id, r3: customer.r3, sorgs: [...customer.sorgs].sort(), assignedToUser: customer.assignedTo.includes(userId) };
  }

  async userAreaSorgs(userId: string): Promise<string[]> {
    return this.state.userAreas[userId] ?? [];
  }

  async hostConfig(host: string): Promise<HostConfig> {
    return this.hosts.find((config) => config.host === host) ?? completeHostConfig({ host, brandName: '', sorg: '', webTitle: '' }, {});
  }

  async allHostConfigs(): Promise<HostConfig[]> {
    return this.hosts;
  }

  async currencies(): Promise<Record<string, CurrencyFormat>> {
    return this.currencyFormats;
  }

  // ---- catalogue ----

  private sold(sorgs: readonly string[]): ArticleRecord[] {
    return this.state.articles.filter((article) => sorgs.includes(article.sorg));
  }

  private matches(article: ArticleRecord, term: string): boolean {
    const lower = term.toLowerCase();
    return article.name.toLowerCase().includes(lower) || article.articleCode.toLowerCase().startsWith(lower);
  }

  async suggest(query: { term: string; category: ProductCategory; sorgs: string[]; limit: number }): Promise<SuggestionRecord[]> {
    const seen = new Set<string>();
    return this.sold(query.sorgs)
      .filter((article) => article.category === query.category && this.matches(article, query.term) && !seen.has(article.productId) && seen.add(article.productId))
      .slice(0, query.limit)
      .map((article) => ({ name: article.name, articleCode: article.articleCode, modelName: article.modelName, slug: article.slug, category: article.category }));
  }

  private listing(query: ListingQuery): ArticleRecord[] {
    return this.sold(query.sorgs).filter(
      (article) =>
        (!query.category || article.category === query.category) &&
        (!query.mcid || article.mcid === query.mcid) &&
        (!query.series || article.series === query.series) &&
        (query.modelYear === null || article.modelYear === query.modelYear) &&
        (!query.search || this.matches(article, query.search)),
    );
  }

  async listArticles(query: ListingQuery) {
    const all = this.listing(query);
    return { total: all.length, items: all.slice(query.offset, query.offset + query.limit) };
  }

  async listModels(query: ListingQuery) {
    const models = new Map<string, ModelRecord>();
    for (const article of this.listing(query)) {
      const key = `${article.modelCode}/${article.sorg}`;
      const price = this.state.prices.find((each) => keyOf(each) === keyOf(article));
      const known = models.get(key);
      if (known) known.variants += 1;
      else
        models.set(key, {
          modelCode: article.modelCode,
          modelName: article.modelName,
          category: article.category,
          mcid: article.mcid,
          series: article.series,
          modelYear: article.modelYear,
          brand: article.brand,
          sorg: article.sorg,
          slug: article.slug,
          imageUrl: article.imageUrl,
          variants: 1,
          startingAt: price?.dealer ?? null,
          currency: price?.currency ?? null,
        });
    }
    const all = [...models.values()];
    return { total: all.length, items: all.slice(query.offset, query.offset + query.limit) };
  }

  async articlesBySlug(slug: string, sorgs: string[]) {
    return this.sold(sorgs).filter((article) => article.slug === slug);
  }

  async articlesOfModel(modelCode: string, sorgs: string[]) {
    return this.sold(sorgs).filter((article) => article.modelCode === modelCode);
  }

  async articlesByCodes(keys: readonly ArticleCodeKey[]) {
    return this.state.articles.filter((article) => keys.some((key) => key.articleCode === article.articleCode && key.sorg === article.sorg));
  }

  async articlesByIds(keys: readonly ArticleKey[]) {
    const wanted = new Set(keys.map(keyOf));
    return this.state.articles.filter((article) => wanted.has(keyOf(article)));
  }

  async prices(keys: readonly ArticleKey[], customerId: string): Promise<PriceRecord[]> {
    const wanted = new Set(keys.map(keyOf));
    return this.state.prices
      .filter((price) => wanted.has(keyOf(price)))
      .map(({ deals, ...price }) => ({
        ...price,
        deals: deals.filter((deal) => deal.customerId === null || deal.customerId === customerId).map(({ customerId: _customerId, ...deal }) => deal),
      }));
  }

  async stock(keys: readonly ArticleKey[]): Promise<StockRecord[]> {
    const wanted = new Set(keys.map(keyOf));
    return this.state.stock.filter((record) => wanted.has(keyOf(record))).map((record) => ({ ...record }));
  }

  async groupsets(): Promise<GroupsetRecord[]> {
    return [];
  }

  async promotions(): Promise<PromotionRecord[]> {
    return [];
  }

  async bestSellers(sorgs: string[], category: ProductCategory, limit: number) {
    return this.sold(sorgs)
      .filter((article) => article.category === category)
      .slice(0, limit);
  }

  async articleDisplays(): Promise<ArticleDisplayRecord[]> {
    return [];
  }

  async purchases(): Promise<{ total: number; items: PurchasedModelRecord[] }> {
    return { total: 0, items: [] };
  }

  // ---- restock ----

  async subscribe(subscription: { userId: string; customerId: string | null; productId: string; sorg: string; at: Date }) {
    if (!this.state.restock.some((each) => each.userId === subscription.userId && keyOf(each) === keyOf(subscription))) this.state.restock.push({ ...subscription });
  }

  async unsubscribe(userId: string, productId: string, sorg: string) {
    const before = this.state.restock.length;
    this.state.restock = this.state.restock.filter((each) => !(each.userId === userId && each.productId === productId && each.sorg === sorg));
    return this.state.restock.length < before;
  }

  async subscribedProductIds(userId: string, productIds: readonly string[]) {
    return new Set(this.state.restock.filter((each) => each.userId === userId && productIds.includes(each.productId)).map((each) => each.productId));
  }

  async ofUser(userId: string): Promise<RestockSubscriptionRecord[]> {
    return this.state.restock
      .filter((each) => each.userId === userId)
      .map((each) => {
        const article = this.state.articles.find((candidate) => keyOf(candidate) === keyOf(each))!;
        return { articleCode: article.articleCode, sorg: each.sorg, name: article.name, slug: article.slug, createdAt: each.at };
      });
  }

  // ---- maintenance ----

  async analysisFacts(sorg: string, articleCodes: readonly string[]) {
    const codes = new Set(articleCodes);
    const products = new Map(this.state.articles.filter((article) => codes.has(article.articleCode)).map((article) => [article.articleCode, article]));
    return [...products.values()].map((any) => {
      const sold = this.state.articles.find((article) => article.articleCode === any.articleCode && article.sorg === sorg);
      return {
        articleCode: any.articleCode,
        name: any.name,
        productId: any.productId,
        hierarchyBlocked: any.hierarchyBlocked,
        brandBlocked: any.brandBlocked,
        categoryBlocked: any.categoryBlocked,
        sold: sold ? { allowOrder: sold.allowOrder, orderBlocked: sold.orderBlocked, sorgBlocked: sold.sorgBlocked } : null,
        hasPrice: this.state.prices.some((price) => price.productId === any.productId && price.sorg === sorg),
      };
    });
  }

  async updateAttributes(batch: readonly ArticleAttributeChange[]) {
    if (batch.some((change) => this.failingCodes.has(change.articleCode))) throw new Error('batch failed');
    const missing: ArticleCodeKey[] = [];
    for (const change of batch) {
      const article = this.state.articles.find((each) => each.articleCode === change.articleCode && each.sorg === change.sorg);
      if (!article) {
        missing.push({ articleCode: change.articleCode, sorg: change.sorg });
        continue;
      }
      if (change.allowOrder !== undefined) article.allowOrder = change.allowOrder;
      if (change.newArrival) article.newArrival = { ...change.newArrival };
    }
    return { missing };
  }

  async removeFromSorg(batch: readonly ArticleCodeKey[]) {
    const missing = batch.filter((key) => !this.state.articles.some((article) => article.articleCode === key.articleCode && article.sorg === key.sorg));
    this.state.articles = this.state.articles.filter((article) => !batch.some((key) => key.articleCode === article.articleCode && key.sorg === article.sorg));
    return { missing: [...missing] };
  }

  // ---- cart ----

  async lines(userId: string, customerId: string): Promise<CartLineRecord[]> {
    return (this.state.carts[cartKey(userId, customerId)] ?? []).map((line) => ({ ...line }));
  }

  async apply(userId: string, customerId: string, changes: readonly CartLineChange[], at: Date): Promise<void> {
    let lines = this.state.carts[cartKey(userId, customerId)] ?? [];
    for (const change of changes) {
      const existing = lines.find((line) => keyOf(line) === keyOf(change));
      if (change.qty === 0) lines = lines.filter((line) => keyOf(line) !== keyOf(change));
      else if (existing) existing.qty = change.qty;
      else lines = [...lines, { productId: change.productId, sorg: change.sorg, qty: change.qty, addedAt: at }];
    }
    this.state.carts[cartKey(userId, customerId)] = lines;
  }

  // ---- shipping and limits ----

  async shipTos(customerId: string): Promise<ShipToRecord[]> {
    return this.state.shipTos.filter((shipTo) => shipTo.customerId === customerId && shipTo.active).map(({ customerId: _customerId, active: _active, ...shipTo }) => shipTo);
  }

  async shipmentRates(sorgs: readonly string[]) {
    return this.state.rates.filter((rate) => sorgs.includes(rate.sorg));
  }

  async freightBenefits(sorgs: readonly string[]) {
    return this.state.benefits.filter((benefit) => sorgs.includes(benefit.sorg));
  }

  async ofCustomer(customerId: string): Promise<OrderLimitRecord[]> {
    return this.state.limits.filter((limit) => limit.customerId === customerId).map(({ customerId: _customerId, ...limit }) => ({ ...limit }));
  }

  async setLimit(limit: { custCode: string; articleCode: string; sorg: string; limit: number }): Promise<OrderLimitWrite> {
    const customer = this.state.customers.find((each) => each.r3 === limit.custCode);
    if (!customer) return 'customer_not_found';
    const article = this.state.articles.find((each) => each.articleCode === limit.articleCode && each.sorg === limit.sorg);
    if (!article) return 'article_not_found';
    const existing = this.state.limits.find((each) => each.customerId === customer.id && keyOf(each) === keyOf(article));
    if (existing) existing.limitQty = limit.limit;
    else this.state.limits.push({ customerId: customer.id, productId: article.productId, articleCode: article.articleCode, sorg: article.sorg, limitQty: limit.limit, orderedQty: 0 });
    return 'updated';
  }

  // ---- checkout ----

  async transaction<T>(work: (uow: CheckoutUnitOfWork) => Promise<T>, commit: (result: T) => boolean): Promise<T> {
    const before = structuredClone(this.state);
    try {
      const result = await work(this.unitOfWork());
      if (!commit(result)) this.state = before;
      return result;
    } catch (error) {
      this.state = before;
      throw error;
    }
  }

  async completedCheckout(userId: string, key: string, request: string): Promise<CompletedCheckout | undefined> {
    const found = this.state.keys.find((each) => each.userId === userId && each.key === key);
    return found && { checkoutId: found.checkoutId, sameRequest: found.request === request };
  }

  async ordersOfCheckout(checkoutId: string): Promise<PlacedOrder[]> {
    return this.state.orders.filter((order) => order.checkoutId === checkoutId).map(({ checkoutId: _c, customerId: _customer, confirmations: _confirmations, ...order }) => structuredClone(order));
  }

  private unitOfWork(): CheckoutUnitOfWork {
    return {
      catalogue: this,
      claimIdempotencyKey: async (claim) => {
        const existing = await this.completedCheckout(claim.userId, claim.key, claim.request);
        if (existing) return { claimed: false, ...existing };
        this.state.keys.push({ userId: claim.userId, key: claim.key, request: claim.request, checkoutId: claim.checkoutId });
        return { claimed: true };
      },
      shipTo: async (customerId, idOrCode) => (await this.shipTos(customerId)).find((shipTo) => shipTo.id === idOrCode || shipTo.code === idOrCode),
      lockStock: (keys) => this.stock(keys),
      lockOrderLimits: async (customerId, keys) => (await this.ofCustomer(customerId)).filter((limit) => keys.some((key) => keyOf(key) === keyOf(limit))),
      takeStock: async (takes) => {
        for (const take of takes) {
          const record = this.state.stock.find((each) => each.productId === take.productId && each.location === take.location);
          if (!record || record.available < take.qty) return false;
          record.available -= take.qty;
          record.customerOrdered += take.qty;
        }
        return true;
      },
      useOrderLimits: async (customerId, uses) => {
        for (const use of uses) {
          const limit = this.state.limits.find((each) => each.customerId === customerId && keyOf(each) === keyOf(use));
          if (limit) limit.orderedQty += use.qty;
        }
      },
      insertOrder: async (order) => {
        const { confirmations, customerId, checkoutId, userId: _userId, ...rest } = order;
        const placed = { ...rest, orderNo: String(this.nextOrderNo++), status: 'open', sapOrderNo: null };
        this.state.orders.push({ ...placed, checkoutId, customerId, confirmations });
        const { id: _id, ...view } = placed;
        return { id: order.id, ...view };
      },
      recordPurchases: async (customerId, lines, at) => {
        for (const line of lines) {
          const known = this.state.purchases.find((each) => each.customerId === customerId && keyOf(each) === keyOf(line));
          if (known) Object.assign(known, { times: known.times + 1, qty: known.qty + line.qty, last: at });
          else this.state.purchases.push({ customerId, productId: line.productId, sorg: line.sorg, times: 1, qty: line.qty, last: at });
        }
      },
      removeFromCart: async (userId, customerId, lines) => {
        const key = cartKey(userId, customerId);
        this.state.carts[key] = (this.state.carts[key] ?? [])
          .map((item) => {
            const ordered = lines.find((line) => keyOf(line) === keyOf(item));
            return ordered ? { ...item, qty: item.qty - ordered.qty } : item;
          })
          .filter((item) => item.qty > 0);
      },
      shipmentRates: (sorgs) => this.shipmentRates(sorgs),
      ordersOfCheckout: (checkoutId) => this.ordersOfCheckout(checkoutId),
    };
  }
}

/** Sequential ids: id-1, id-2, … */
export function sequentialIds(): IdGenerator {
  let next = 0;
  return { newId: () => `00000000-0000-4000-8000-${String(++next).padStart(12, '0')}` };
}

export function fixedClock(iso: string): Clock {
  return { now: () => new Date(iso) };
}

/** An article record with defaults for everything a test does not care about. */
export function givenArticle(fields: Partial<ArticleRecord> & Pick<ArticleRecord, 'productId' | 'articleCode' | 'sorg'>): ArticleRecord {
  return {
    articleCodeDisplay: fields.articleCode,
    name: `Article ${fields.articleCode}`,
    description: '',
    category: 'paa',
    mcid: null,
    modelCode: `M-${fields.articleCode}`,
    modelName: `Model ${fields.articleCode}`,
    series: null,
    modelYear: null,
    brand: 'Velocita',
    variant: null,
    slug: fields.articleCode.toLowerCase(),
    tags: [],
    uom: 'EA',
    exactQty: null,
    orderQuota: null,
    imageUrl: null,
    hierarchyBlocked: false,
    brandBlocked: false,
    categoryBlocked: false,
    allowOrder: true,
    orderBlocked: false,
    sorgBlocked: false,
    newArrival: { from: null, to: null, active: false },
    ...fields,
  };
}

/** A stock record at one location with defaults. */
export function givenStock(fields: Partial<StockRecord> & Pick<StockRecord, 'productId' | 'sorg' | 'location' | 'available'>): StockRecord {
  return { locationName: fields.location, sortOrder: 1, customerOrdered: 0, nextArrival: null, nextArrivalQty: null, ...fields };
}
