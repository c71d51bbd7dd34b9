import type { Principal } from '../../auth/ports';
import { PaymentMethodRepositoryInMemory } from '../../payments/testing/in-memory-payments';
import { givenPrincipal } from '../../shared/testing/principals';
import { fixedClock, givenArticle, givenStock, sequentialIds } from '../../catalogue/testing/article-fixtures';
import {
  BuyerRepositoryInMemory,
  CatalogueMaintenanceRepositoryInMemory,
  CatalogueRepositoryInMemory,
  CommerceSettingsInMemory,
  RestockSubscriptionRepositoryInMemory,
} from '../../catalogue/testing/catalogue-repositories.in-memory';
import { ShopStore } from '../../catalogue/testing/shop-store.in-memory';
import { CartRepositoryInMemory, CheckoutStoreInMemory, OrderLimitRepositoryInMemory, ShippingRepositoryInMemory } from './cart-repositories.in-memory';

export const TODAY = '2026-11-20';

/** Product ids of the shop's articles. */
export const P = { tube: 'p-tube', bike: 'p-bike', scarce: 'p-scarce', pack: 'p-pack', quota: 'p-quota', limited: 'p-limited', blocked: 'p-blocked', unpriced: 'p-unpriced' } as const;

/**
 * A small shop for use-case tests: two sales organisations (ID01 in rupiah without decimals, SG01 in Singapore
 * dollars with two), a dealer buying for its own customer in ID01, a salesman acting for a customer that buys in
 * both, and articles with tiers, deals, scarce stock, a pack size, an order quota and an order limit.
 */
/** The order module's methods: a transfer in each sales organisation (TRANSFER in ID01), and card methods the checkout does not offer. */
const ORDER_PAYMENT_MERCHANTS = ['ID01', 'SG01'].flatMap((sorg) => [
  { id: `m-transfer-${sorg}`, merchant: 'bank', extPaymentGatewayId: `bank-${sorg}`, instruction: null, paymentDiscount: '0', methodId: sorg === 'ID01' ? 'TRANSFER' : `TRANSFER-${sorg}`, methodType: 'Virtual Account', methodDescription: 'Bank transfer', sorg, module: 'order' },
  { id: `m-card-${sorg}`, merchant: 'card', extPaymentGatewayId: `card-${sorg}`, instruction: null, paymentDiscount: '0', methodId: sorg === 'ID01' ? 'CARD' : `CARD-${sorg}`, methodType: 'Credit Card', methodDescription: 'Credit card', sorg, module: 'order' },
]);

export function givenShop() {
  const store = new ShopStore({
    customers: [
      { id: 'c1', r3: '0000100001', sorgs: ['ID01'], assignedTo: [] },
      { id: 'c2', r3: '0000100002', sorgs: ['ID01', 'SG01'], assignedTo: ['u-sales'] },
    ],
    userAreas: { 'u-guest': ['ID01'] },
    articles: [
      givenArticle({ productId: P.tube, articleCode: 'TUBE-700', sorg: 'ID01', name: 'Inner Tube 700', modelCode: 'M-TUBE' }),
      givenArticle({ productId: P.bike, articleCode: 'AERO-M', sorg: 'ID01', name: 'Aero SL M', category: 'bike', modelCode: 'M-AERO', slug: 'aero-sl-m' }),
      givenArticle({ productId: P.bike, articleCode: 'AERO-M', sorg: 'SG01', name: 'Aero SL M', category: 'bike', modelCode: 'M-AERO', slug: 'aero-sl-m' }),
      givenArticle({ productId: P.scarce, articleCode: 'KOTA-L', sorg: 'ID01', name: 'Kota Comfort L', category: 'bike' }),
      givenArticle({ productId: P.pack, articleCode: 'BOTTLE', sorg: 'ID01', exactQty: 6 }),
      givenArticle({ productId: P.quota, articleCode: 'VOLT-T', sorg: 'ID01', orderQuota: 3 }),
      givenArticle({ productId: P.limited, articleCode: 'VOLT-C', sorg: 'ID01' }),
      givenArticle({ productId: P.blocked, articleCode: 'LOCK', sorg: 'ID01', allowOrder: false }),
      givenArticle({ productId: P.unpriced, articleCode: 'BAG', sorg: 'ID01' }),
    ],
    prices: [
      {
        productId: P.tube,
        sorg: 'ID01',
        currency: 'IDR',
        dealer: '65000.00',
        retail: '88000.00',
        deals: [
          { customerId: null, salesDealNo: 'SD-VOL-10', description: 'Volume 10+', type: 'percentage', value: '5', term: '>=', tierQty: 10 },
          { customerId: null, salesDealNo: 'SD-VOL-25', description: 'Volume 25+', type: 'percentage', value: '10', term: '>=', tierQty: 25 },
        ],
      },
      { productId: P.bike, sorg: 'ID01', currency: 'IDR', dealer: '42500000.00', retail: null, deals: [{ customerId: 'c1', salesDealNo: 'SD-AERO', description: null, type: 'percentage', value: '7.5', term: null, tierQty: null }] },
      { productId: P.bike, sorg: 'SG01', currency: 'SGD', dealer: '3695.65', retail: null, deals: [{ customerId: 'c2', salesDealNo: 'SD-SG', description: null, type: 'amount', value: '25.50', term: null, tierQty: null }] },
      { productId: P.scarce, sorg: 'ID01', currency: 'IDR', dealer: '8750000.00', retail: null, deals: [] },
      { productId: P.pack, sorg: 'ID01', currency: 'IDR', dealer: '55000.00', retail: null, deals: [] },
      { productId: P.quota, sorg: 'ID01', currency: 'IDR', dealer: '52000000.00', retail: null, deals: [] },
      { productId: P.limited, sorg: 'ID01', currency: 'IDR', dealer: '38900000.00', retail: null, deals: [] },
      { productId: P.blocked, sorg: 'ID01', currency: 'IDR', dealer: '310000.00', retail: null, deals: [] },
    ],
    stock: [
      givenStock({ productId: P.tube, sorg: 'ID01', location: 'JKT', available: 100, sortOrder: 1 }),
      givenStock({ productId: P.tube, sorg: 'ID01', location: 'SBY', available: 50, sortOrder: 2 }),
      givenStock({ productId: P.bike, sorg: 'ID01', location: 'JKT', available: 4, sortOrder: 1 }),
      givenStock({ productId: P.bike, sorg: 'ID01', location: 'SBY', available: 3, sortOrder: 2, nextArrival: '2026-12-15', nextArrivalQty: 10 }),
      givenStock({ productId: P.bike, sorg: 'SG01', location: 'SIN', available: 6, sortOrder: 1 }),
      givenStock({ productId: P.scarce, sorg: 'ID01', location: 'JKT', available: 2, sortOrder: 1, nextArrival: '2027-01-10', nextArrivalQty: 10 }),
      givenStock({ productId: P.pack, sorg: 'ID01', location: 'JKT', available: 120, sortOrder: 1 }),
      givenStock({ productId: P.quota, sorg: 'ID01', location: 'JKT', available: 20, sortOrder: 1 }),
      givenStock({ productId: P.limited, sorg: 'ID01', location: 'JKT', available: 20, sortOrder: 1 }),
      givenStock({ productId: P.blocked, sorg: 'ID01', location: 'JKT', available: 20, sortOrder: 1 }),
      givenStock({ productId: P.unpriced, sorg: 'ID01', location: 'JKT', available: 20, sortOrder: 1 }),
    ],
    shipTos: [
      { id: 'st-1', customerId: 'c1', code: 'ST-1', name: 'Showroom', address: 'Jl. Sepeda 2', city: 'Jakarta', postalCode: null, country: 'ID', phone: null, warehouseArea: 'JAVA-WEST', isDefault: true, active: true },
      { id: 'st-9', customerId: 'c1', code: 'ST-9', name: 'Closed shop', address: 'Jl. Lama 9', city: 'Bogor', postalCode: null, country: 'ID', phone: null, warehouseArea: 'JAVA-WEST', isDefault: false, active: false },
      { id: 'st-2', customerId: 'c2', code: 'ST-2', name: 'Gowes', address: 'Jl. Gowes 3', city: 'Surabaya', postalCode: null, country: 'ID', phone: null, warehouseArea: 'JAVA-EAST', isDefault: true, active: true },
    ],
    rates: [
      { sorg: 'ID01', code: 'STD', name: 'Regular', currency: 'IDR', baseAmount: '150000', perUnitAmount: '25000', freeFromQty: 20, leadDays: 5 },
      { sorg: 'SG01', code: 'STD', name: 'Standard', currency: 'SGD', baseAmount: '25.00', perUnitAmount: '2.50', freeFromQty: 10, leadDays: 3 },
    ],
    benefits: [
      { sorg: 'ID01', warehouseArea: 'JAVA-WEST', minQty: 10, description: 'Freight 25 % off', freightDiscountPercent: '25.00' },
      { sorg: 'ID01', warehouseArea: 'JAVA-WEST', minQty: 25, description: 'Freight 50 % off', freightDiscountPercent: '50.00' },
    ],
    limits: [{ customerId: 'c1', productId: P.limited, articleCode: 'VOLT-C', sorg: 'ID01', limitQty: 5, orderedQty: 3 }],
  });
  store.currencyFormats = {
    ID01: { display: 'IDR', symbol: 'Rp', thousandSeparator: '.', decimalSeparator: ',', decimalPrecision: 0 },
    SG01: { display: 'SGD', symbol: 'S$', thousandSeparator: ',', decimalSeparator: '.', decimalPrecision: 2 },
  };
  store
    .withHost('localhost', 'ID01', { availableStockCheck: true })
    .withHost('preorder.example', 'ID01', { preOrderDisplay: true })
    .withHost('exact.example', 'ID01', { exactQtyCheckout: true, availableStockCheck: true })
    .withHost('masked.example', 'ID01', { maskStock: true, nextArrivalDisplay: true, nextArrivalMonth: 1, maskNextArrival: true })
    .withHost('closed.example', 'ID01', { canCheckout: false });
  const deps = {
    buyers: new BuyerRepositoryInMemory(store),
    commerceSettings: new CommerceSettingsInMemory(store),
    catalogue: new CatalogueRepositoryInMemory(store),
    carts: new CartRepositoryInMemory(store),
    shipping: new ShippingRepositoryInMemory(store),
    orderLimits: new OrderLimitRepositoryInMemory(store),
    checkouts: new CheckoutStoreInMemory(store),
    paymentMethods: new PaymentMethodRepositoryInMemory(ORDER_PAYMENT_MERCHANTS),
    restock: new RestockSubscriptionRepositoryInMemory(store),
    maintenance: new CatalogueMaintenanceRepositoryInMemory(store),
    clock: fixedClock(`${TODAY}T09:00:00Z`),
    ids: sequentialIds(),
  };
  return { store, deps };
}

export const dealer: Principal = givenPrincipal({ userId: 'u-dealer', ownCustomerId: 'c1', activeCustomerCode: '0000100001', scopes: ['page.catalog', 'cart.display-order-qty'] });
export const salesman: Principal = givenPrincipal({
  userId: 'u-sales',
  username: 'salesman',
  ownCustomerId: null,
  activeCustomerCode: '0000100002',
  roles: ['salesman'],
  scopes: ['page.catalog', 'cart.display-order-qty', 'menu.change-cust'],
});
export const guest: Principal = givenPrincipal({ userId: 'u-guest', username: 'guest', ownCustomerId: null, activeCustomerCode: null, roles: ['guest'], scopes: ['page.catalog'] });
