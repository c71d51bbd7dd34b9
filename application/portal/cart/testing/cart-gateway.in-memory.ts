import type { CheckoutPayload } from '../../../../domain/checkout/checkout-validation';
import { ok, refused, type Result } from '../../../../domain/shared/result';
import { userError } from '../../../../domain/shared/user-error';
import type { CartCount } from '../../../../domain/shell/cart-badge';
import { exampleCatalogue } from '../../catalogue/testing/catalogue-gateway.in-memory';
import type { CatalogueArticle, ProductCategory } from '../../catalogue/ports';
import { cartView } from '../cart-view';
import type {
  CartLine,
  CartQuantity,
  CartGateway,
  CartUpdate,
  CheckoutDone,
  CheckoutOptions,
  IdGenerator,
  PlacedOrder,
  Purchase,
  PurchaseKind,
  PurchasePage,
  ServerCart,
  ShipmentChoice,
  ShipmentRate,
} from '../ports';

export const EXAMPLE_CHECKOUT_OPTIONS: CheckoutOptions = {
  shipTos: [
    { id: 'st-1', code: 'ST-100001-01', name: 'Sepeda Jaya Jakarta — showroom', address: 'Jl. Sepeda Raya No. 2', city: 'Jakarta', postalCode: '10110', country: 'ID', phone: '+62 21 5500037', isDefault: true },
    { id: 'st-2', code: 'ST-100001-02', name: 'Sepeda Jaya warehouse Bekasi', address: 'Jl. Industri 14', city: 'Bekasi', postalCode: '17530', country: 'ID', phone: null, isDefault: false },
  ],
  payments: [
    { id: 'pm-va', sorg: 'ID01', type: 'Virtual Account', description: 'Bank transfer to a virtual account' },
    { id: 'pm-cc', sorg: 'ID01', type: 'Credit Card', description: 'Credit card' },
  ],
};

/** Identifiers counted up from 1: key-1, key-2… */
export class IdGeneratorCounting implements IdGenerator {
  private count = 0;
  constructor(private readonly prefix = 'key') {}
  next(): string {
    this.count += 1;
    return `${this.prefix}-${this.count}`;
  }
}

function lineOf(article: CatalogueArticle, qty: number, preOrders: boolean): CartLine {
  const inStock = Math.max(0, article.stock.available ?? qty);
  const readyToShip = preOrders ? Math.min(qty, inStock) : qty;
  return { id: article.id, sorg: article.sorg, articleCode: article.articleCode, qty, uom: article.uom, readyToShip, preOrder: qty - readyToShip, article };
}

/** Example purchases of the example catalogue: the tube and the Aero SL bought before. */
export function examplePurchases(articles: readonly CatalogueArticle[] = exampleCatalogue()): Purchase[] {
  const byModel = new Map<string, CatalogueArticle[]>();
  for (const article of articles.filter((candidate) => ['VP-TUBE-700', 'VB-AESL-27-M', 'VB-AESL-27-L'].includes(candidate.articleCode))) {
    byModel.set(article.modelCode, [...(byModel.get(article.modelCode) ?? []), article]);
  }
  return [...byModel.entries()].map(([modelCode, variants], index) => ({
    id: modelCode,
    parentName: variants[0]!.parentName,
    modelYear: variants[0]!.modelYear,
    category: variants[0]!.category,
    serie: variants[0]!.serie,
    brand: variants[0]!.brand,
    slug: variants[0]!.slug,
    startingAt: variants[0]!.price?.dealer ?? null,
    currency: variants[0]!.price?.currency ?? null,
    items: variants.map((variant, position) => ({
      articleCode: variant.articleCode,
      name: variant.name,
      variant: variant.variant,
      slug: variant.slug,
      sorg: variant.sorg,
      timesOrdered: 9 - index - position,
      totalQty: 40 - index * 10,
      lastOrderedAt: `2026-11-${String(14 - index).padStart(2, '0')}T08:30:00.000Z`,
    })),
  }));
}

/**
 * A CartGateway in memory, over the example catalogue: a cart that refuses quantities beyond stock (as a host
 * with availableStockCheck does, unless pre-orders are on), a checkout that honours idempotency keys, and purchases.
 * The badge's count is the cart's own unless a fixed count is given.
 */
export class CartGatewayInMemory implements CartGateway {
  /** Every checkout call: its payload and key, oldest first. */
  readonly checkouts: { payload: CheckoutPayload<CartQuantity, ShipmentChoice>; key: string }[] = [];
  readonly placed = new Map<string, PlacedOrder[]>();
  private lines: CartLine[];
  private orderNo = 4_500_000_000;

  constructor(
    private readonly articles: readonly CatalogueArticle[] = exampleCatalogue(),
    private readonly options: {
      cart?: CartQuantity[];
      preOrders?: boolean;
      fail?: boolean;
      refuseCheckout?: string;
      purchases?: Purchase[];
      checkoutOptions?: CheckoutOptions;
      count?: CartCount;
    } = {},
  ) {
    this.lines = (options.cart ?? []).flatMap((quantity) => {
      const article = this.find(quantity);
      return article ? [lineOf(article, quantity.qty, options.preOrders ?? false)] : [];
    });
  }

  private find(quantity: Pick<CartQuantity, 'articleCode' | 'sorg'>): CatalogueArticle | undefined {
    return this.articles.find((article) => article.articleCode === quantity.articleCode && article.sorg === quantity.sorg);
  }

  private check(): void {
    if (this.options.fail) throw new Error('cart unavailable');
  }

  private snapshot(): ServerCart {
    return { lines: this.lines.map((line) => ({ ...line })) };
  }

  async cart(): Promise<ServerCart> {
    this.check();
    return this.snapshot();
  }

  async count(): Promise<CartCount> {
    this.check();
    return this.options.count ?? { itemCount: this.lines.length, totalQuantity: this.lines.reduce((total, line) => total + line.qty, 0) };
  }

  async updateCart(quantities: readonly CartQuantity[]): Promise<CartUpdate> {
    this.check();
    const errors = quantities.flatMap((quantity, index) => {
      const article = this.find(quantity);
      if (!article) return [userError(`products.${index}.articleCode`, 'article_not_found')];
      const available = article.stock.available;
      if (!this.options.preOrders && available !== null && quantity.qty > available) {
        return [userError(`products.${index}.qty`, 'order_exceeds_available_stock', { available })];
      }
      return [];
    });
    if (errors.length > 0) return { ok: false, error: { errors, cart: this.snapshot() } };
    for (const quantity of quantities) {
      const article = this.find(quantity)!;
      const at = this.lines.findIndex((line) => line.id === article.id);
      if (quantity.qty === 0) this.lines = this.lines.filter((line) => line.id !== article.id);
      else if (at < 0) this.lines.push(lineOf(article, quantity.qty, this.options.preOrders ?? false));
      else this.lines[at] = lineOf(article, quantity.qty, this.options.preOrders ?? false);
    }
    return ok(this.snapshot());
  }

  async checkoutOptions(): Promise<CheckoutOptions> {
    this.check();
    return this.options.checkoutOptions ?? EXAMPLE_CHECKOUT_OPTIONS;
  }

  async shipmentRates(quantities: readonly CartQuantity[]): Promise<ShipmentRate[]> {
    this.check();
    const sorgs = [...new Set(quantities.map((quantity) => quantity.sorg))];
    return sorgs.flatMap((sorg) => [
      { sorg, code: 'STD', name: 'Regular delivery', currency: 'IDR', amount: '0', free: true, leadDays: 5, estimatedDelivery: '2026-11-27' },
      { sorg, code: 'EXP', name: 'Express delivery', currency: 'IDR', amount: '1350000', free: false, leadDays: 2, estimatedDelivery: '2026-11-24' },
    ]);
  }

  async placedOrders(orderNo: string): Promise<PlacedOrder[]> {
    return [...this.placed.values()].find((orders) => orders.some((order) => order.orderNo === orderNo)) ?? [];
  }

  async checkout(payload: CheckoutPayload<CartQuantity, ShipmentChoice>, key: string): Promise<Result<CheckoutDone>> {
    this.checkouts.push({ payload, key });
    this.check();
    const replay = this.placed.get(key);
    if (replay) return ok({ orders: replay, replayed: true });
    if (this.options.refuseCheckout) return refused(userError('products.0.qty', this.options.refuseCheckout, { available: 1 }));
    const ordered = cartView({ lines: payload.products.flatMap((quantity) => { const article = this.find(quantity); return article ? [lineOf(article, quantity.qty, false)] : []; }) });
    const shipTo = (this.options.checkoutOptions ?? EXAMPLE_CHECKOUT_OPTIONS).shipTos.find((candidate) => candidate.code === payload.shipto || candidate.id === payload.shipto) ?? null;
    const orders: PlacedOrder[] = ordered.totalsBySorg.map((total) => {
      this.orderNo += 1;
      return {
        id: `order-${this.orderNo}`,
        orderNo: String(this.orderNo),
        status: 'open',
        sorg: total.sorg,
        currency: total.currency,
        total: total.total,
        totalQty: total.quantity,
        custPoNo: payload.custPoNo ?? null,
        notes: payload.notes ?? null,
        requestDeliveryDate: payload.request_delivery_date ?? null,
        shipTo: shipTo && { name: shipTo.name, address: shipTo.address, city: shipTo.city },
        shipment: null,
        createdAt: '2026-11-22T08:30:00.000Z',
        lines: ordered.lines
          .filter((line) => line.sorg === total.sorg)
          .map((line, index) => ({
            lineNo: index + 1,
            articleCode: line.articleCode,
            name: line.article.name,
            uom: line.uom,
            qty: line.qty,
            unitNet: line.pricing?.unitNet ?? '0',
            net: line.pricing?.net ?? '0',
            salesDealNo: line.pricing?.salesDealNo ?? null,
          })),
      };
    });
    this.placed.set(key, orders);
    const ids = new Set(payload.products.map((product) => `${product.sorg}:${product.articleCode}`));
    this.lines = this.lines.filter((line) => !ids.has(line.id));
    return ok({ orders, replayed: false });
  }

  async findArticle(articleCode: string): Promise<CatalogueArticle[]> {
    this.check();
    return this.articles.filter((article) => article.articleCode.toUpperCase() === articleCode.toUpperCase());
  }

  async purchases(kind: PurchaseKind, category: ProductCategory | null, page: number, limit: number): Promise<PurchasePage> {
    this.check();
    const all = (this.options.purchases ?? examplePurchases(this.articles)).filter((purchase) => category === null || purchase.category === category);
    const ordered = kind === 'frequent' ? [...all].sort((a, b) => (b.items[0]?.timesOrdered ?? 0) - (a.items[0]?.timesOrdered ?? 0)) : all;
    const start = (page - 1) * limit;
    return { count: ordered.length, page, pages: Math.max(1, Math.ceil(ordered.length / limit)), purchases: ordered.slice(start, start + limit) };
  }
}
