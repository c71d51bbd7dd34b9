import { completeHostConfig, type CurrencyFormat, type HostConfig } from '../../../../domain/config/host-config';
import type { ProductCategory } from '../../../../domain/catalogue/search-suggestions';
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
} from '../ports';
import type { ArticleCodeKey, ArticleKey, ArticleRecord, BuyerFacts, BuyerRepository, CommerceSettings, PriceRecord, StockRecord } from '../article-ports';
import { keyOf, type ShopStore } from './shop-store.in-memory';

/** The customers a user buys for, over the shared in-memory store. */
export class BuyerRepositoryInMemory implements BuyerRepository {
  constructor(private readonly store: ShopStore) {}

  async buyerFacts(userId: string, r3: string): Promise<BuyerFacts | undefined> {
    const customer = this.store.state.customers.find((each) => each.r3 === r3);
    return customer && { customerId: customer.id, r3: customer.r3, sorgs: [...customer.sorgs].sort(), assignedToUser: customer.assignedTo.includes(userId) };
  }

  async userAreaSorgs(userId: string): Promise<string[]> {
    return this.store.state.userAreas[userId] ?? [];
  }
}

/** The hosts' configurations and the currency formats, over the shared in-memory store. */
export class CommerceSettingsInMemory implements CommerceSettings {
  constructor(private readonly store: ShopStore) {}

  async hostConfig(host: string): Promise<HostConfig> {
    return this.store.hosts.find((config) => config.host === host) ?? completeHostConfig({ host, brandName: '', sorg: '', webTitle: '' }, {});
  }

  async allHostConfigs(): Promise<HostConfig[]> {
    return this.store.hosts;
  }

  async currencies(): Promise<Record<string, CurrencyFormat>> {
    return this.store.currencyFormats;
  }
}

/** The catalogue's articles, prices and stock, over the shared in-memory store. */
export class CatalogueRepositoryInMemory implements CatalogueRepository {
  constructor(private readonly store: ShopStore) {}

  private sold(sorgs: readonly string[]): ArticleRecord[] {
    return this.store.state.articles.filter((article) => sorgs.includes(article.sorg));
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
      const price = this.store.state.prices.find((each) => keyOf(each) === keyOf(article));
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
          imageName: article.imageName,
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
    return this.store.state.articles.filter((article) => keys.some((key) => key.articleCode === article.articleCode && key.sorg === article.sorg));
  }

  async articlesByIds(keys: readonly ArticleKey[]) {
    const wanted = new Set(keys.map(keyOf));
    return this.store.state.articles.filter((article) => wanted.has(keyOf(article)));
  }

  async prices(keys: readonly ArticleKey[], customerId: string): Promise<PriceRecord[]> {
    const wanted = new Set(keys.map(keyOf));
    return this.store.state.prices
      .filter((price) => wanted.has(keyOf(price)))
      .map(({ deals, ...price }) => ({
        ...price,
        deals: deals.filter((deal) => deal.customerId === null || deal.customerId === customerId).map(({ customerId: _customerId, ...deal }) => deal),
      }));
  }

  async stock(keys: readonly ArticleKey[]): Promise<StockRecord[]> {
    const wanted = new Set(keys.map(keyOf));
    return this.store.state.stock.filter((record) => wanted.has(keyOf(record))).map((record) => ({ ...record }));
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
}

/** Restock notices, over the shared in-memory store. */
export class RestockSubscriptionRepositoryInMemory implements RestockSubscriptionRepository {
  constructor(private readonly store: ShopStore) {}

  async subscribe(subscription: { userId: string; customerId: string | null; productId: string; sorg: string; at: Date }) {
    if (!this.store.state.restock.some((each) => each.userId === subscription.userId && keyOf(each) === keyOf(subscription))) this.store.state.restock.push({ ...subscription });
  }

  async unsubscribe(userId: string, productId: string, sorg: string) {
    const before = this.store.state.restock.length;
    this.store.state.restock = this.store.state.restock.filter((each) => !(each.userId === userId && each.productId === productId && each.sorg === sorg));
    return this.store.state.restock.length < before;
  }

  async subscribedProductIds(userId: string, productIds: readonly string[]) {
    return new Set(this.store.state.restock.filter((each) => each.userId === userId && productIds.includes(each.productId)).map((each) => each.productId));
  }

  async ofUser(userId: string): Promise<RestockSubscriptionRecord[]> {
    return this.store.state.restock
      .filter((each) => each.userId === userId)
      .map((each) => {
        const article = this.store.state.articles.find((candidate) => keyOf(candidate) === keyOf(each))!;
        return { articleCode: article.articleCode, sorg: each.sorg, name: article.name, slug: article.slug, createdAt: each.at };
      });
  }
}

/** Catalogue analysis and maintenance, over the shared in-memory store. */
export class CatalogueMaintenanceRepositoryInMemory implements CatalogueMaintenanceRepository {
  constructor(private readonly store: ShopStore) {}

  async analysisFacts(sorg: string, articleCodes: readonly string[]) {
    const codes = new Set(articleCodes);
    const products = new Map(this.store.state.articles.filter((article) => codes.has(article.articleCode)).map((article) => [article.articleCode, article]));
    return [...products.values()].map((any) => {
      const sold = this.store.state.articles.find((article) => article.articleCode === any.articleCode && article.sorg === sorg);
      return {
        articleCode: any.articleCode,
        name: any.name,
        productId: any.productId,
        hierarchyBlocked: any.hierarchyBlocked,
        brandBlocked: any.brandBlocked,
        categoryBlocked: any.categoryBlocked,
        sold: sold ? { allowOrder: sold.allowOrder, orderBlocked: sold.orderBlocked, sorgBlocked: sold.sorgBlocked } : null,
        hasPrice: this.store.state.prices.some((price) => price.productId === any.productId && price.sorg === sorg),
      };
    });
  }

  async updateAttributes(batch: readonly ArticleAttributeChange[]) {
    if (batch.some((change) => this.store.failingCodes.has(change.articleCode))) throw new Error('batch failed');
    const missing: ArticleCodeKey[] = [];
    for (const change of batch) {
      const article = this.store.state.articles.find((each) => each.articleCode === change.articleCode && each.sorg === change.sorg);
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
    const missing = batch.filter((key) => !this.store.state.articles.some((article) => article.articleCode === key.articleCode && article.sorg === key.sorg));
    this.store.state.articles = this.store.state.articles.filter((article) => !batch.some((key) => key.articleCode === article.articleCode && key.sorg === article.sorg));
    return { missing: [...missing] };
  }
}
