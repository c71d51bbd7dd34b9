import { stockLabel, stockRows, nextArrivalLabel } from '../../../domain/cart/stock-display';
import { catalogueView, listingPage, pageCount, viewQuota, BEST_SELLERS_LIMIT, PURCHASES_PAGE_LIMIT, type CatalogueView } from '../../../domain/catalogue/catalogue-views';
import {
  normaliseSearchTerm,
  suggestionRequest,
  topSuggestions,
  SUGGESTION_LIMIT,
  type ProductCategory,
  type SearchSuggestion,
} from '../../../domain/catalogue/search-suggestions';
import { money, toDecimalString } from '../../../domain/money/money';
import { ok, type Result } from '../../../domain/shared/result';
import type { Principal } from '../auth/ports';
import { catalogueAudience } from './buyer';
import type { BuyerRepository } from './article-ports';
import type { Clock } from '../shared/ports';
import type { ListingSort, RestockSubscriptionRepository } from './ports';
import { dayOf, labelView, productViews, type CatalogueViewDeps, type LabelView, type ProductView } from './product-views';

export interface BrowseDeps extends CatalogueViewDeps {
  buyers: BuyerRepository;
  restock: RestockSubscriptionRepository;
  clock: Clock;
}

type Access<T> = Promise<Result<T, 'customer_no_longer_belongs'>>;

/** The most entries one listing page may ask for. */
export const MAX_PAGE_LIMIT = 100;

function clampLimit(requested: number | null | undefined, fallback: number, max = MAX_PAGE_LIMIT): number {
  if (requested === null || requested === undefined || !Number.isSafeInteger(requested) || requested < 1) return fallback;
  return Math.min(requested, max);
}

/**
 * Search suggestions: for a term of at least 3 characters, at most 4 articles of the category sold where the
 * audience buys, each with its name, article code and the model name as the suggested search.
 */
export async function productSearchSuggestion(
  deps: BrowseDeps,
  principal: Principal,
  request: { term: string; category?: ProductCategory | null; limit?: number | null },
): Access<(SearchSuggestion & { suggestion: string; slug: string; category: ProductCategory })[]> {
  const asked = suggestionRequest(request.term, request.category ?? undefined);
  if (!asked) return ok([]);
  const audience = await catalogueAudience(deps, principal);
  if (!audience.ok) return audience;
  if (audience.value.sorgs.length === 0) return ok([]);
  const limit = clampLimit(request.limit, SUGGESTION_LIMIT, SUGGESTION_LIMIT);
  const found = await deps.catalogue.suggest({ term: asked.term, category: asked.category, sorgs: audience.value.sorgs, limit });
  return ok(
    topSuggestions(found.map((record) => ({ name: record.name, article_code: record.articleCode, suggestion: record.modelName, slug: record.slug, category: record.category }))).slice(
      0,
      limit,
    ),
  );
}

export interface ListingRequest {
  page?: number | null;
  limit?: number | null;
  sort?: ListingSort | null;
  filter?: {
    category?: ProductCategory | null;
    mc?: string | null;
    search?: string | null;
    serie?: string | null;
    modelYear?: number | null;
    view?: CatalogueView | null;
  } | null;
}

export interface ModelView {
  model_code: string;
  parent_name: string;
  category: ProductCategory;
  mcid: string | null;
  serie: string | null;
  model_year: number | null;
  brand: string;
  sorg: string;
  slug: string;
  imageName: string | null;
  variants: number;
  starting_at: string | null;
  currency: string | null;
}

export interface ListingPage {
  info: { count: number; page: number; limit: number; pages: number };
  view: CatalogueView;
  data: ProductView[];
  models: ModelView[];
}

/**
 * A page of the catalogue in the recommended (or another) sort. The view is the requested one or the host's
 * default; a page holds the host's item or model view quota unless the request names a limit (at most 100).
 */
export async function listProducts(deps: BrowseDeps, principal: Principal, host: string, request: ListingRequest): Access<ListingPage> {
  const audience = await catalogueAudience(deps, principal);
  if (!audience.ok) return audience;
  const config = await deps.commerceSettings.hostConfig(host);
  const filter = request.filter ?? {};
  const view = catalogueView(filter.view, config);
  const { page, limit, offset } = listingPage(request.page, clampLimit(request.limit, viewQuota(view, config)));
  const search = filter.search ? normaliseSearchTerm(filter.search) : '';
  const query = {
    sorgs: audience.value.sorgs,
    category: filter.category ?? null,
    mcid: filter.mc?.trim() || null,
    search: search === '' ? null : search,
    series: filter.serie?.trim() || null,
    modelYear: filter.modelYear ?? null,
    sort: request.sort ?? 'recommended',
    offset,
    limit,
  };
  const empty = { total: 0, items: [] };
  const info = (total: number) => ({ count: total, page, limit, pages: pageCount(total, limit) });
  if (view === 'group') {
    const models = audience.value.sorgs.length === 0 ? empty : await deps.catalogue.listModels(query);
    const priced = audience.value.buyer !== null;
    return ok({
      info: info(models.total),
      view,
      data: [],
      models: models.items.map((model) => ({
        model_code: model.modelCode,
        parent_name: model.modelName,
        category: model.category,
        mcid: model.mcid,
        serie: model.series,
        model_year: model.modelYear,
        brand: model.brand,
        sorg: model.sorg,
        slug: model.slug,
        imageName: model.imageName,
        variants: model.variants,
        starting_at: priced && model.startingAt !== null && model.currency ? toDecimalString(money(model.startingAt, model.currency)) : null,
        currency: priced ? model.currency : null,
      })),
    });
  }
  const articles = audience.value.sorgs.length === 0 ? empty : await deps.catalogue.listArticles(query);
  const today = dayOf(deps.clock.now());
  return ok({ info: info(articles.total), view, data: await productViews(deps, audience.value, config, articles.items, today), models: [] });
}

export interface ProductDetailsView {
  product: ProductView;
  offers: ProductView[];
  variants: ProductView[];
  restockSubscribed: boolean;
}

/**
 * The product page: the article in the first sales organisation the audience buys it from, its offers in the
 * others, and the other variants of its model. Null for a slug the audience cannot buy.
 */
export async function productDetails(deps: BrowseDeps, principal: Principal, host: string, slug: string): Access<ProductDetailsView | null> {
  const audience = await catalogueAudience(deps, principal);
  if (!audience.ok) return audience;
  const articles = await deps.catalogue.articlesBySlug(slug, audience.value.sorgs);
  const first = articles[0];
  if (!first) return ok(null);
  const config = await deps.commerceSettings.hostConfig(host);
  const today = dayOf(deps.clock.now());
  const siblings = (await deps.catalogue.articlesOfModel(first.modelCode, [first.sorg])).filter((article) => article.productId !== first.productId);
  const [views, subscribed] = await Promise.all([
    productViews(deps, audience.value, config, [...articles, ...siblings], today),
    deps.restock.subscribedProductIds(principal.userId, [first.productId]),
  ]);
  return ok({
    product: views[0]!,
    offers: views.slice(1, articles.length),
    variants: views.slice(articles.length),
    restockSubscribed: subscribed.has(first.productId),
  });
}

export interface ProductStockView {
  slug: string;
  sorg: string;
  mode: string;
  rows: { location: string | null; locationName: string | null; available: number | null; label: LabelView; nextArrival: LabelView | null }[];
}

/** The stock of an article as the host shows it: cumulative or per location, masked where the host masks it. */
export async function productStock(deps: BrowseDeps, principal: Principal, host: string, slug: string): Access<ProductStockView | null> {
  const audience = await catalogueAudience(deps, principal);
  if (!audience.ok) return audience;
  const [article] = await deps.catalogue.articlesBySlug(slug, audience.value.sorgs);
  if (!article) return ok(null);
  const config = await deps.commerceSettings.hostConfig(host);
  const today = dayOf(deps.clock.now());
  const records = await deps.catalogue.stock([{ productId: article.productId, sorg: article.sorg }]);
  const names = new Map(records.map((record) => [record.location, record.locationName]));
  const rows = stockRows(
    records.map((record) => ({ location: record.location, available: record.available, nextArrival: record.nextArrival })),
    config.stockDisplay,
  );
  return ok({
    slug,
    sorg: article.sorg,
    mode: config.stockDisplay,
    rows: rows.map((row) => {
      const arrival = nextArrivalLabel(row.nextArrival, today, config);
      return {
        location: row.location,
        locationName: row.location === null ? null : (names.get(row.location) ?? null),
        available: config.maskStock ? null : row.available,
        label: labelView(stockLabel(row.available, config.maskStock)),
        nextArrival: arrival ? labelView(arrival) : null,
      };
    }),
  });
}

/** The groupsets sold where the audience buys, each with its kit article priced and its components. */
export async function groupsets(deps: BrowseDeps, principal: Principal, host: string) {
  const audience = await catalogueAudience(deps, principal);
  if (!audience.ok) return audience;
  const records = await deps.catalogue.groupsets(audience.value.sorgs);
  const config = await deps.commerceSettings.hostConfig(host);
  const kits = await productViews(deps, audience.value, config, records.map((record) => record.kit), dayOf(deps.clock.now()));
  return ok(
    records.map(({ kit: _kit, series, components, ...record }, index) => ({
      ...record,
      serie: series,
      product: kits[index]!,
      components: components.map(({ articleCode, ...component }) => ({ ...component, article_code: articleCode })),
    })),
  );
}

/** The promotions valid now where the audience buys, of a catalogue (or both); details only when asked. */
export async function promotions(deps: BrowseDeps, principal: Principal, request: { productCategory?: ProductCategory | null; withDetailOffer?: boolean | null }) {
  const audience = await catalogueAudience(deps, principal);
  if (!audience.ok) return audience;
  const records = await deps.catalogue.promotions(audience.value.sorgs, request.productCategory ?? null, deps.clock.now());
  return ok(records.map((record) => ({ ...record, details: request.withDetailOffer ? record.details : [] })));
}

/** The best sellers of a catalogue where the audience buys (8 unless asked for fewer or up to 50). */
export async function bestSellers(deps: BrowseDeps, principal: Principal, host: string, request: { category?: ProductCategory | null; limit?: number | null }) {
  const audience = await catalogueAudience(deps, principal);
  if (!audience.ok) return audience;
  const limit = clampLimit(request.limit, BEST_SELLERS_LIMIT, 50);
  const articles = await deps.catalogue.bestSellers(audience.value.sorgs, request.category ?? 'bike', limit);
  const config = await deps.commerceSettings.hostConfig(host);
  return ok(await productViews(deps, audience.value, config, articles, dayOf(deps.clock.now())));
}

/** The articles the catalogue home shows in its sections, valid now. */
export async function articleDisplays(deps: BrowseDeps, principal: Principal, host: string) {
  const audience = await catalogueAudience(deps, principal);
  if (!audience.ok) return audience;
  const records = await deps.catalogue.articleDisplays(audience.value.sorgs, deps.clock.now());
  const config = await deps.commerceSettings.hostConfig(host);
  const views = await productViews(deps, audience.value, config, records.map((record) => record.article), dayOf(deps.clock.now()));
  return ok(records.map(({ article: _article, ...record }, index) => ({ ...record, product: views[index]! })));
}

/**
 * Repeat order: the models the customer bought, most often ('frequent') or most recently ('previous') first, with
 * the variants bought. A session acting for no customer has bought nothing.
 */
export async function purchases(
  deps: BrowseDeps,
  principal: Principal,
  order: 'frequent' | 'previous',
  request: { productCategory?: ProductCategory | null; page?: number | null; limit?: number | null },
) {
  const audience = await catalogueAudience(deps, principal);
  if (!audience.ok) return audience;
  const { page, limit, offset } = listingPage(request.page, clampLimit(request.limit, PURCHASES_PAGE_LIMIT));
  const buyer = audience.value.buyer;
  const found = buyer
    ? await deps.catalogue.purchases({ customerId: buyer.customerId, sorgs: buyer.sorgs, category: request.productCategory ?? null, order, offset, limit })
    : { total: 0, items: [] };
  const exact = (value: string | null, currency: string | null) => (value === null || currency === null ? null : toDecimalString(money(value, currency)));
  return ok({
    info: { count: found.total, page, limit, pages: pageCount(found.total, limit) },
    data: found.items.map((model) => ({
      id: model.modelCode,
      model_year: model.modelYear,
      parent_name: model.modelName,
      category: model.category,
      serie: model.series,
      starting_at: exact(model.startingAt, model.currency),
      max_retail: exact(model.maxRetail, model.currency),
      currency: model.currency,
      brand: { description: model.brand },
      products: { slug: model.slug },
      items: model.items.map((item) => ({
        article_code: item.articleCode,
        name: item.name,
        variant: item.variant,
        slug: item.slug,
        sorg: item.sorg,
        times_ordered: item.timesOrdered,
        total_qty: item.totalQty,
        last_ordered_at: item.lastOrderedAt.toISOString(),
      })),
    })),
  });
}
