import type {
  CartLineChange,
  CartLineRecord,
  CartRepository,
  CheckoutStore,
  CheckoutUnitOfWork,
  CompletedCheckout,
  OrderLimitRecord,
  OrderLimitRepository,
  OrderLimitWrite,
  PlacedOrder,
  ShippingRepository,
  ShipToRecord,
} from '../ports';
import { CatalogueRepositoryInMemory } from '../../catalogue/testing/catalogue-repositories.in-memory';
import { keyOf, type ShopStore } from '../../catalogue/testing/shop-store.in-memory';

const cartKey = (userId: string, customerId: string) => `${userId}/${customerId}`;

/** The carts of the users per customer, over the shared in-memory store. */
export class CartRepositoryInMemory implements CartRepository {
  constructor(private readonly store: ShopStore) {}

  async lines(userId: string, customerId: string): Promise<CartLineRecord[]> {
    return (this.store.state.carts[cartKey(userId, customerId)] ?? []).map((line) => ({ ...line }));
  }

  async apply(userId: string, customerId: string, changes: readonly CartLineChange[], at: Date): Promise<void> {
    let lines = this.store.state.carts[cartKey(userId, customerId)] ?? [];
    for (const change of changes) {
      const existing = lines.find((line) => keyOf(line) === keyOf(change));
      if (change.qty === 0) lines = lines.filter((line) => keyOf(line) !== keyOf(change));
      else if (existing) existing.qty = change.qty;
      else lines = [...lines, { productId: change.productId, sorg: change.sorg, qty: change.qty, addedAt: at }];
    }
    this.store.state.carts[cartKey(userId, customerId)] = lines;
  }
}

/** Ship-to addresses, shipment rates and freight benefits, over the shared in-memory store. */
export class ShippingRepositoryInMemory implements ShippingRepository {
  constructor(private readonly store: ShopStore) {}

  async shipTos(customerId: string): Promise<ShipToRecord[]> {
    return this.store.state.shipTos.filter((shipTo) => shipTo.customerId === customerId && shipTo.active).map(({ customerId: _customerId, active: _active, ...shipTo }) => shipTo);
  }

  async shipmentRates(sorgs: readonly string[]) {
    return this.store.state.rates.filter((rate) => sorgs.includes(rate.sorg));
  }

  async freightBenefits(sorgs: readonly string[]) {
    return this.store.state.benefits.filter((benefit) => sorgs.includes(benefit.sorg));
  }
}

/** The customers' order limits, over the shared in-memory store. */
export class OrderLimitRepositoryInMemory implements OrderLimitRepository {
  constructor(private readonly store: ShopStore) {}

  async ofCustomer(customerId: string): Promise<OrderLimitRecord[]> {
    return this.store.state.limits.filter((limit) => limit.customerId === customerId).map(({ customerId: _customerId, ...limit }) => ({ ...limit }));
  }

  async setLimit(limit: { custCode: string; articleCode: string; sorg: string; limit: number }): Promise<OrderLimitWrite> {
    const customer = this.store.state.customers.find((each) => each.r3 === limit.custCode);
    if (!customer) return 'customer_not_found';
    const article = this.store.state.articles.find((each) => each.articleCode === limit.articleCode && each.sorg === limit.sorg);
    if (!article) return 'article_not_found';
    const existing = this.store.state.limits.find((each) => each.customerId === customer.id && keyOf(each) === keyOf(article));
    if (existing) existing.limitQty = limit.limit;
    else this.store.state.limits.push({ customerId: customer.id, productId: article.productId, articleCode: article.articleCode, sorg: article.sorg, limitQty: limit.limit, orderedQty: 0 });
    return 'updated';
  }
}

/**
 * Checkouts over the shared in-memory store: a transaction works on the state and puts it back as it was when the
 * work's result must not commit, as a database transaction would.
 */
export class CheckoutStoreInMemory implements CheckoutStore {
  private nextOrderNo = 4500000001;
  private readonly catalogue: CatalogueRepositoryInMemory;
  private readonly shipping: ShippingRepositoryInMemory;
  private readonly limits: OrderLimitRepositoryInMemory;

  constructor(private readonly store: ShopStore) {
    this.catalogue = new CatalogueRepositoryInMemory(store);
    this.shipping = new ShippingRepositoryInMemory(store);
    this.limits = new OrderLimitRepositoryInMemory(store);
  }

  async transaction<T>(work: (uow: CheckoutUnitOfWork) => Promise<T>, commit: (result: T) => boolean): Promise<T> {
    const before = structuredClone(this.store.state);
    try {
      const result = await work(this.unitOfWork());
      if (!commit(result)) this.store.state = before;
      return result;
    } catch (error) {
      this.store.state = before;
      throw error;
    }
  }

  async completedCheckout(userId: string, key: string, request: string): Promise<CompletedCheckout | undefined> {
    const found = this.store.state.keys.find((each) => each.userId === userId && each.key === key);
    return found && { checkoutId: found.checkoutId, sameRequest: found.request === request };
  }

  async ordersOfCheckout(checkoutId: string): Promise<PlacedOrder[]> {
    return this.store.state.orders.filter((order) => order.checkoutId === checkoutId).map(({ checkoutId: _c, customerId: _customer, confirmations: _confirmations, ...order }) => structuredClone(order));
  }

  async ordersPlacedWith(customerId: string, orderNo: string): Promise<PlacedOrder[]> {
    const placed = this.store.state.orders.find((order) => order.customerId === customerId && order.orderNo === orderNo);
    return placed ? this.ordersOfCheckout(placed.checkoutId) : [];
  }

  private unitOfWork(): CheckoutUnitOfWork {
    return {
      catalogue: this.catalogue,
      claimIdempotencyKey: async (claim) => {
        const existing = await this.completedCheckout(claim.userId, claim.key, claim.request);
        if (existing) return { claimed: false, ...existing };
        this.store.state.keys.push({ userId: claim.userId, key: claim.key, request: claim.request, checkoutId: claim.checkoutId });
        return { claimed: true };
      },
      shipTo: async (customerId, idOrCode) => (await this.shipping.shipTos(customerId)).find((shipTo) => shipTo.id === idOrCode || shipTo.code === idOrCode),
      lockStock: (keys) => this.catalogue.stock(keys),
      lockOrderLimits: async (customerId, keys) => (await this.limits.ofCustomer(customerId)).filter((limit) => keys.some((key) => keyOf(key) === keyOf(limit))),
      takeStock: async (takes) => {
        for (const take of takes) {
          const record = this.store.state.stock.find((each) => each.productId === take.productId && each.location === take.location);
          if (!record || record.available < take.qty) return false;
          record.available -= take.qty;
          record.customerOrdered += take.qty;
        }
        return true;
      },
      useOrderLimits: async (customerId, uses) => {
        for (const use of uses) {
          const limit = this.store.state.limits.find((each) => each.customerId === customerId && keyOf(each) === keyOf(use));
          if (limit) limit.orderedQty += use.qty;
        }
      },
      insertOrder: async (order) => {
        const { confirmations, customerId, checkoutId, userId: _userId, ...rest } = order;
        const placed = { ...rest, orderNo: String(this.nextOrderNo++), status: 'open', sapOrderNo: null };
        this.store.state.orders.push({ ...placed, checkoutId, customerId, confirmations });
        const { id: _id, ...view } = placed;
        return { id: order.id, ...view };
      },
      recordPurchases: async (customerId, lines, at) => {
        for (const line of lines) {
          const known = this.store.state.purchases.find((each) => each.customerId === customerId && keyOf(each) === keyOf(line));
          if (known) Object.assign(known, { times: known.times + 1, qty: known.qty + line.qty, last: at });
          else this.store.state.purchases.push({ customerId, productId: line.productId, sorg: line.sorg, times: 1, qty: line.qty, last: at });
        }
      },
      removeFromCart: async (userId, customerId, lines) => {
        const key = cartKey(userId, customerId);
        this.store.state.carts[key] = (this.store.state.carts[key] ?? [])
          .map((item) => {
            const ordered = lines.find((line) => keyOf(line) === keyOf(item));
            return ordered ? { ...item, qty: item.qty - ordered.qty } : item;
          })
          .filter((item) => item.qty > 0);
      },
      shipmentRates: (sorgs) => this.shipping.shipmentRates(sorgs),
      ordersOfCheckout: (checkoutId) => this.ordersOfCheckout(checkoutId),
    };
  }
}
