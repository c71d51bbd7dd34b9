import { isOrderBlocked } from '../../../domain/catalogue/orderability';
import { PRODUCT_IMAGE_WIDTHS, productImagePath } from '../../../domain/catalogue/product-image';
import type {
  ArticlePrice,
  BikeCategory,
  CatalogueArticle,
  CatalogueGateway,
  CatalogueHome,
  Groupset,
  LabelledMessage,
  ProductCategory,
  ProductDetails,
  ProductImage,
  ProductPage,
  ProductQuery,
  ProductSuggestion,
} from '../../../application/portal/catalogue/ports';
import {
  BikeCategoriesDocument,
  CatalogueHomeDocument,
  CatalogueProductsDocument,
  GroupsetsDocument,
  ProductDetailsDocument,
  ProductSearchSuggestionDocument,
  SubscribeRestockNotificationDocument,
  UnsubscribeRestockNotificationDocument,
  type CatalogueProductFieldsFragment,
} from '../../graphql/generated/client/graphql';
import type { GraphqlClient } from '../graphql-client';

/** A stock message as the catalogue operations select it. */
type WireMessage = CatalogueProductFieldsFragment['stock']['label'];

export function toLabelledMessage(message: WireMessage): LabelledMessage {
  return { key: message.key, values: Object.fromEntries(message.values.map((value) => [value.name, value.value])) };
}

function dealType(type: string): 'percentage' | 'amount' {
  return type === 'amount' ? 'amount' : 'percentage';
}

function toPrice(price: NonNullable<CatalogueProductFieldsFragment['price']>): ArticlePrice {
  return {
    sorg: price.sorg,
    currency: price.currency,
    symbol: price.symbol,
    thousandSeparator: price.thousandSeparator,
    decimalSeparator: price.decimalSeparator,
    decimalPrecision: price.decimalPrecision,
    retail: price.retailDisplay,
    dealer: price.dealer,
    net: price.net,
    discount: price.discount && { salesDealNo: price.discount.salesDealNo, description: price.discount.description, type: dealType(price.discount.type), value: price.discount.value },
    tiers: price.discountDetails.map((tier) => ({
      salesDealNo: tier.salesDealNo,
      description: tier.description,
      type: dealType(tier.type),
      value: tier.discount,
      term: tier.term === '<=' ? '<=' : '>=',
      qty: tier.qty,
      uom: tier.uom,
    })),
  };
}

/** A product picture's rendered sizes, at the service's base address; none without an image name. */
function toProductImage(apiBaseUrl: string, imageName: string | null): ProductImage | null {
  if (!imageName) return null;
  const base = apiBaseUrl.replace(/\/+$/, '');
  return { sources: PRODUCT_IMAGE_WIDTHS.map((width) => ({ width, url: `${base}${productImagePath(imageName, width)}` })) };
}

/** Reads articles as the CatalogueProductFields fragment selects them, their pictures at the service's base address. */
export function articleReader(apiBaseUrl: string): (product: CatalogueProductFieldsFragment) => CatalogueArticle {
  return (product) => toArticle(product, apiBaseUrl);
}

function toArticle(product: CatalogueProductFieldsFragment, apiBaseUrl: string): CatalogueArticle {
  const { blocks } = product;
  return {
    id: product.id,
    articleCode: product.article_code,
    articleCodeDisplay: product.article_code_display,
    name: product.name,
    description: product.description,
    category: product.category,
    mcid: product.mcid,
    modelCode: product.model_code,
    parentName: product.parent_name,
    serie: product.serie,
    modelYear: product.model_year,
    brand: product.brand,
    variant: product.variant,
    slug: product.slug,
    tags: product.tags,
    uom: product.uom,
    exactQty: product.exactQty,
    orderQuota: product.orderQuota,
    sorg: product.sorg,
    orderable: !isOrderBlocked(blocks),
    newArrival: product.newArrival,
    image: toProductImage(apiBaseUrl, product.imageName),
    price: product.price && toPrice(product.price),
    stock: {
      available: product.stock.available,
      label: toLabelledMessage(product.stock.label),
      nextArrival: product.stock.nextArrival && toLabelledMessage(product.stock.nextArrival),
    },
  };
}

/** The CatalogueGateway over the queries of the catalogue schema. */
export class CatalogueGatewayGraphql implements CatalogueGateway {
  private readonly toArticle: (product: CatalogueProductFieldsFragment) => CatalogueArticle;

  constructor(
    private readonly graphql: GraphqlClient,
    private readonly apiBaseUrl: string,
  ) {
    this.toArticle = articleReader(apiBaseUrl);
  }

  async products(query: ProductQuery): Promise<ProductPage> {
    const { products } = await this.graphql.request(CatalogueProductsDocument, {
      page: query.page,
      limit: query.limit,
      filter: { category: query.category, mc: query.mc, search: query.search, view: query.view },
    });
    return {
      view: products.view,
      count: products.info.count,
      page: products.info.page,
      limit: products.info.limit,
      pages: products.info.pages,
      articles: products.data.map(this.toArticle),
      models: products.models.map((model) => ({
        modelCode: model.model_code,
        parentName: model.parent_name,
        category: model.category,
        serie: model.serie,
        modelYear: model.model_year,
        brand: model.brand,
        sorg: model.sorg,
        slug: model.slug,
        image: toProductImage(this.apiBaseUrl, model.imageName),
        variants: model.variants,
        startingAt: model.starting_at,
        currency: model.currency,
      })),
    };
  }

  async suggestions(term: string, category: ProductCategory, limit: number, signal?: AbortSignal): Promise<ProductSuggestion[]> {
    const { productSearchSuggestion } = await this.graphql.request(ProductSearchSuggestionDocument, { term, category, limit }, signal);
    return productSearchSuggestion.data.map((suggestion) => ({ ...suggestion }));
  }

  async productDetails(slug: string): Promise<ProductDetails | null> {
    const { productDetailsV2, productStock } = await this.graphql.request(ProductDetailsDocument, { slug });
    if (!productDetailsV2) return null;
    return {
      article: this.toArticle(productDetailsV2.product),
      offers: productDetailsV2.offers.map(this.toArticle),
      variants: productDetailsV2.variants.map(this.toArticle),
      restockSubscribed: productDetailsV2.restockSubscribed,
      stock: productStock && {
        mode: productStock.mode,
        rows: productStock.rows.map((row) => ({
          location: row.location,
          locationName: row.locationName,
          available: row.available,
          label: toLabelledMessage(row.label),
          nextArrival: row.nextArrival && toLabelledMessage(row.nextArrival),
        })),
      },
    };
  }

  async bikeCategories(): Promise<BikeCategory[]> {
    const { bikeCategories } = await this.graphql.request(BikeCategoriesDocument);
    return bikeCategories.map((category) => ({ id: category.id, mcid: category.mcid, wording: category.wording, sorg: category.sorg }));
  }

  async groupsets(): Promise<Groupset[]> {
    const { groupsets } = await this.graphql.request(GroupsetsDocument);
    return groupsets.map((groupset) => ({
      id: groupset.id,
      code: groupset.code,
      name: groupset.name,
      brand: groupset.brand,
      serie: groupset.serie,
      speeds: groupset.speeds,
      description: groupset.description,
      article: this.toArticle(groupset.product),
      components: groupset.components.map((component) => ({ qty: component.qty, articleCode: component.article_code, name: component.name, slug: component.slug })),
    }));
  }

  async catalogueHome(category: ProductCategory, bestSellersLimit: number): Promise<CatalogueHome> {
    const home = await this.graphql.request(CatalogueHomeDocument, { category, limit: bestSellersLimit });
    return {
      displays: home.articleDisplays.map((display) => ({ id: display.id, section: display.section, label: display.label, article: this.toArticle(display.product) })),
      promotions: home.promotions.map((promotion) => ({ ...promotion, details: promotion.details.map((detail) => ({ ...detail })) })),
      bestSellers: home.bestSellers.map(this.toArticle),
    };
  }

  async restockNotification(article: { articleCode: string; sorg: string }, subscribe: boolean): Promise<boolean> {
    if (subscribe) {
      const { subscribeRestockNotification } = await this.graphql.request(SubscribeRestockNotificationDocument, article);
      return subscribeRestockNotification.subscribed;
    }
    const { unsubscribeRestockNotification } = await this.graphql.request(UnsubscribeRestockNotificationDocument, article);
    return unsubscribeRestockNotification.subscribed;
  }
}
