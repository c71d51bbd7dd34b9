import type { CatalogueArticle, ProductCategory } from '../../../application/portal/catalogue/ports';
import type {
  CartGateway,
  CartLine,
  CartQuantity,
  CartUpdate,
  CheckoutDone,
  CheckoutOptions,
  IdGenerator,
  PlacedOrder,
  PurchaseKind,
  PurchasePage,
  ServerCart,
  ShipmentChoice,
  ShipmentRate,
} from '../../../application/portal/cart/ports';
import type { CheckoutPayload } from '../../../domain/checkout/checkout-validation';
import { ok, type Result } from '../../../domain/shared/result';
import { userError, type UserError } from '../../../domain/shared/user-error';
import type { CartCount } from '../../../domain/shell/cart-badge';
import {
  CartCountDocument,
  CartDocument,
  CatalogueProductsDocument,
  CheckoutDocument,
  CheckoutOptionsDocument,
  CustomerShipmentRatesDocument,
  FrequentPurchasesDocument,
  PlacedOrdersDocument,
  PreviousPurchasesDocument,
  UpdateProductsInCartDocument,
  type CartQuery,
  type PlacedOrderFieldsFragment,
  type PurchasePageFieldsFragment,
} from '../../graphql/generated/client/graphql';
import { articleReader } from '../catalogue/catalogue-gateway';
import { fromContractUserErrors } from '../contract-user-errors';
import type { GraphqlClient } from '../graphql-client';

/** How many offers the fast-order look-up reads for a code: the article in each sales organisation, and its neighbours. */
const LOOKUP_LIMIT = 20;

/** A cart line as the Cart and UpdateProductsInCart operations select it. */
type CartLineFields = CartQuery['cart']['items'][number];

function toCart(items: readonly CartLineFields[], toArticle: ReturnType<typeof articleReader>): ServerCart {
  return {
    lines: items.map((item): CartLine => ({
      id: item.id,
      sorg: item.product.sorg,
      articleCode: item.product.article_code,
      qty: item.qty,
      uom: item.uom,
      readyToShip: item.readyToShip,
      preOrder: item.preOrder,
      article: toArticle(item.product),
    })),
  };
}

/** A refused mutation's user errors; one naming the message's description when the service gave none. */
function refusalOf(answer: { message: { description?: string | null }; userErrors: Parameters<typeof fromContractUserErrors>[0] }, field: string, fallback: string): UserError[] {
  const errors = fromContractUserErrors(answer.userErrors);
  return errors.length > 0 ? errors : [userError(field, answer.message.description ?? fallback)];
}

function toPurchasePage(page: PurchasePageFieldsFragment): PurchasePage {
  return {
    count: page.info.count,
    page: page.info.page,
    pages: page.info.pages,
    purchases: page.data.map((purchase) => ({
      id: purchase.id,
      parentName: purchase.parent_name,
      modelYear: purchase.model_year,
      category: purchase.category,
      serie: purchase.serie,
      brand: purchase.brand.description,
      slug: purchase.products.slug,
      startingAt: purchase.starting_at,
      currency: purchase.currency,
      items: purchase.items.map((item) => ({
        articleCode: item.article_code,
        name: item.name,
        variant: item.variant,
        slug: item.slug,
        sorg: item.sorg,
        timesOrdered: item.times_ordered,
        totalQty: item.total_qty,
        lastOrderedAt: item.last_ordered_at,
      })),
    })),
  };
}

/** An order the checkout placed, as the contract's PlacedOrderFields spell it. */
function toPlacedOrder(order: PlacedOrderFieldsFragment): PlacedOrder {
  return {
    id: order.id,
    orderNo: order.order_no,
    status: order.order_status,
    sorg: order.sorg,
    currency: order.currency,
    total: order.total_order,
    totalQty: order.totalQty,
    custPoNo: order.custPoNo,
    notes: order.notes,
    requestDeliveryDate: order.requestDeliveryDate,
    shipTo: order.shipTo && { ...order.shipTo },
    shipment: order.shipment && { ...order.shipment },
    createdAt: order.createdAt,
    lines: order.details.map((line) => ({
      lineNo: line.lineNo,
      articleCode: line.article_code,
      name: line.name,
      uom: line.uom,
      qty: line.qty,
      unitNet: line.unitNet,
      net: line.net,
      salesDealNo: line.salesDealNo,
    })),
  };
}

/** The CartGateway over the cart, checkout, shipment and purchase operations of the cart schema. */
export class CartGatewayGraphql implements CartGateway {
  private readonly toArticle: ReturnType<typeof articleReader>;

  constructor(
    private readonly graphql: GraphqlClient,
    apiBaseUrl: string,
  ) {
    this.toArticle = articleReader(apiBaseUrl);
  }

  async cart(): Promise<ServerCart> {
    const { cart } = await this.graphql.request(CartDocument);
    return toCart(cart.items, this.toArticle);
  }

  async count(): Promise<CartCount> {
    const { cart } = await this.graphql.request(CartCountDocument);
    return { itemCount: cart.itemCount, totalQuantity: cart.totalQuantity };
  }

  async updateCart(quantities: readonly CartQuantity[]): Promise<CartUpdate> {
    const { updateProductsInCart } = await this.graphql.request(UpdateProductsInCartDocument, { products: quantities.map((quantity) => ({ ...quantity })) });
    const cart = toCart(updateProductsInCart.cart.items, this.toArticle);
    if (updateProductsInCart.message.status && updateProductsInCart.userErrors.length === 0) return ok(cart);
    return { ok: false, error: { errors: refusalOf(updateProductsInCart, '', 'failed_update_cart'), cart } };
  }

  async checkoutOptions(): Promise<CheckoutOptions> {
    const { shiptoV2, payments } = await this.graphql.request(CheckoutOptionsDocument);
    return {
      shipTos: shiptoV2.map((shipTo) => ({ ...shipTo })),
      payments: payments.map((payment) => ({ id: payment.id, sorg: payment.sorg, type: payment.type, description: payment.desc })),
    };
  }

  async shipmentRates(quantities: readonly CartQuantity[]): Promise<ShipmentRate[]> {
    const { customerShipmentRates } = await this.graphql.request(CustomerShipmentRatesDocument, { cartItems: quantities.map((quantity) => ({ ...quantity })) });
    return customerShipmentRates.map((rate) => ({ ...rate }));
  }

  async checkout(payload: CheckoutPayload<CartQuantity, ShipmentChoice>, idempotencyKey: string): Promise<Result<CheckoutDone>> {
    const { checkout } = await this.graphql.request(CheckoutDocument, {
      ...payload,
      products: payload.products.map((product) => ({ ...product })),
      shipments: payload.shipments?.map((shipment) => ({ ...shipment })),
      idempotencyKey,
    });
    if (!checkout.message.status || checkout.userErrors.length > 0) return { ok: false, error: refusalOf(checkout, 'checkout', 'failed_checkout') };
    return ok({
      replayed: checkout.replayed,
      orders: checkout.orders.map(toPlacedOrder),
    });
  }

  async placedOrders(orderNo: string): Promise<PlacedOrder[]> {
    return (await this.graphql.request(PlacedOrdersDocument, { orderNo })).placedOrders.map(toPlacedOrder);
  }

  async findArticle(articleCode: string): Promise<CatalogueArticle[]> {
    const { products } = await this.graphql.request(CatalogueProductsDocument, { page: 1, limit: LOOKUP_LIMIT, filter: { search: articleCode, view: 'item' } });
    const wanted = articleCode.toUpperCase();
    return products.data.filter((product) => product.article_code.toUpperCase() === wanted).map(this.toArticle);
  }

  async purchases(kind: PurchaseKind, category: ProductCategory | null, page: number, limit: number): Promise<PurchasePage> {
    const variables = { productCategory: category, page, limit };
    if (kind === 'frequent') return toPurchasePage((await this.graphql.request(FrequentPurchasesDocument, variables)).frequentPurchases);
    return toPurchasePage((await this.graphql.request(PreviousPurchasesDocument, variables)).previousPurchases);
  }
}

/**
 * Idempotency keys: random version-4 UUIDs from the browser's cryptographic random source (getRandomValues, which
 * unlike randomUUID also works on pages not served over HTTPS).
 */
export class IdGeneratorCrypto implements IdGenerator {
  constructor(private readonly crypto: Pick<Crypto, 'getRandomValues'> = globalThis.crypto) {}

  next(): string {
    const bytes = this.crypto.getRandomValues(new Uint8Array(16));
    bytes[6] = (bytes[6]! & 0x0f) | 0x40;
    bytes[8] = (bytes[8]! & 0x3f) | 0x80;
    const hex = [...bytes].map((byte) => byte.toString(16).padStart(2, '0')).join('');
    return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
  }
}
