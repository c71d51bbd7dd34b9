import { updateProductsInCart, loadCart } from '../../../application/service/cart/cart';
import {
  articleDisplays,
  bestSellers,
  groupsets,
  listProducts,
  productDetails,
  productSearchSuggestion,
  productStock,
  promotions,
  purchases,
} from '../../../application/service/catalogue/browse-catalogue';
import { analyseProducts, deleteProducts, sorgConfigs, updateProductAttributes } from '../../../application/service/catalogue/catalogue-analysis';
import { restockSubscriptions, subscribeRestock, unsubscribeRestock } from '../../../application/service/catalogue/restock-subscriptions';
import { checkout } from '../../../application/service/checkout/checkout';
import { openOrderPayments } from '../../../application/service/payments/order-payments';
import {
  cartFreightBenefits,
  customerShipmentRates,
  orderLimits,
  shipTos,
  stockOrderConfirmations,
  updateOrderLimits,
} from '../../../application/service/checkout/shipping';
import type { Result } from '../../../domain/shared/result';
import type { Resolvers } from '../../graphql/generated/resolvers';
import { forbidden, type FieldPolicies } from '../graphql/field-policies';
import { createGraphQLError } from 'graphql-yoga';
import { signedIn } from './platform';

const CATALOGUE = { scopes: ['page.catalog'] };
/** Cart and checkout: the catalogue plus the cart (Product and guest roles browse without ordering). */
const ORDERING = { scopes: ['page.catalog', 'cart.display-order-qty'] };
const ANALYSIS = { scopes: ['page.catalog-analyze'] };

export const commercePolicies: FieldPolicies = {
  'Query.products': CATALOGUE,
  'Query.groupsets': CATALOGUE,
  'Query.productSearchSuggestion': CATALOGUE,
  'Query.productDetailsV2': CATALOGUE,
  'Query.productStock': CATALOGUE,
  'Query.promotions': CATALOGUE,
  'Query.bestSellers': CATALOGUE,
  'Query.frequentPurchases': CATALOGUE,
  'Query.previousPurchases': CATALOGUE,
  'Query.articleDisplays': CATALOGUE,
  'Query.restockSubscriptions': CATALOGUE,
  'Query.cart': ORDERING,
  'Query.shiptoV2': ORDERING,
  'Query.customerShipmentRates': ORDERING,
  'Query.cartFreightBenefits': ORDERING,
  'Query.orderLimits': ORDERING,
  'Query.stockOrderConfirmations': ORDERING,
  'Query.productAnalyzesV3': ANALYSIS,
  'Query.configs': ANALYSIS,
  'Mutation.updateProductsInCart': ORDERING,
  'Mutation.checkout': ORDERING,
  'Mutation.subscribeRestockNotification': CATALOGUE,
  'Mutation.unsubscribeRestockNotification': CATALOGUE,
  'Mutation.updateProductAttributes': ANALYSIS,
  'Mutation.deleteProducts': ANALYSIS,
  'Mutation.updateOrderLimits': { scopes: ['page.orderlist'] },
};

/** The value of a read, or FORBIDDEN when the session's customer no longer belongs to the user. */
function allowed<T>(result: Result<T, string>): T {
  if (!result.ok) throw forbidden();
  return result.value;
}

function badInput(message: string) {
  return createGraphQLError(message, { extensions: { code: 'BAD_USER_INPUT' } });
}

const status = (ok: boolean, description: string | null) => ({ status: ok, description });

export const commerceResolvers: Resolvers = {
  Query: {
    products: async (_parent, args, { services, principal, host }) => allowed(await listProducts(services, signedIn(principal), host, args)),
    groupsets: async (_parent, _args, { services, principal, host }) => allowed(await groupsets(services, signedIn(principal), host)),
    productSearchSuggestion: async (_parent, args, { services, principal }) => ({ data: allowed(await productSearchSuggestion(services, signedIn(principal), args)) }),
    productDetailsV2: async (_parent, { slug }, { services, principal, host }) => allowed(await productDetails(services, signedIn(principal), host, slug)),
    productStock: async (_parent, { slug }, { services, principal, host }) => allowed(await productStock(services, signedIn(principal), host, slug)),
    promotions: async (_parent, args, { services, principal }) => allowed(await promotions(services, signedIn(principal), args)),
    bestSellers: async (_parent, args, { services, principal, host }) => allowed(await bestSellers(services, signedIn(principal), host, args)),
    frequentPurchases: async (_parent, args, { services, principal }) => allowed(await purchases(services, signedIn(principal), 'frequent', args)),
    previousPurchases: async (_parent, args, { services, principal }) => allowed(await purchases(services, signedIn(principal), 'previous', args)),
    articleDisplays: async (_parent, _args, { services, principal, host }) => allowed(await articleDisplays(services, signedIn(principal), host)),
    restockSubscriptions: async (_parent, _args, { services, principal }) =>
      (await restockSubscriptions(services, signedIn(principal))).map((subscription) => ({ ...subscription, createdAt: subscription.createdAt.toISOString() })),
    cart: async (_parent, args, { services, principal, host }) => allowed(await loadCart(services, signedIn(principal), host, args)),
    shiptoV2: async (_parent, _args, { services, principal }) => allowed(await shipTos(services, signedIn(principal))),
    customerShipmentRates: async (_parent, { cartItems }, { services, principal }) => allowed(await customerShipmentRates(services, signedIn(principal), cartItems)),
    cartFreightBenefits: async (_parent, { qtyByWarehouseArea }, { services, principal }) => allowed(await cartFreightBenefits(services, signedIn(principal), qtyByWarehouseArea)),
    orderLimits: async (_parent, _args, { services, principal }) => allowed(await orderLimits(services, signedIn(principal))),
    stockOrderConfirmations: async (_parent, args, { services, principal }) => {
      const result = await stockOrderConfirmations(services, signedIn(principal), args);
      if (!result.ok && result.error === 'valid_date') throw badInput('valid_date');
      return allowed(result);
    },
    productAnalyzesV3: async (_parent, args, { services }) => {
      const result = await analyseProducts(services, args);
      if (!result.ok) throw badInput(result.error);
      return result.value;
    },
    configs: (_parent, { sorg }, { services }) => sorgConfigs(services, sorg),
  },
  Mutation: {
    updateProductsInCart: async (_parent, { products }, { services, principal, host }) => {
      const outcome = await updateProductsInCart(services, signedIn(principal), host, products);
      return outcome.ok
        ? { message: status(true, 'success_update_cart'), userErrors: [], cart: outcome.cart }
        : { message: status(false, outcome.error), userErrors: outcome.userErrors, cart: outcome.cart };
    },
    checkout: async (_parent, args, { services, principal, host }) => {
      const outcome = await checkout(services, signedIn(principal), host, args);
      // A payment that fails to open fails the answer; the checkout's retry under its key replays the orders and
      // opens what is missing, as each payment is keyed by the checkout's key and its order.
      if (outcome.ok) await openOrderPayments(services, signedIn(principal), outcome.orders, args.idempotencyKey ?? '');
      return outcome.ok
        ? { message: status(true, 'success_checkout'), userErrors: [], orders: outcome.orders, replayed: outcome.replayed }
        : { message: status(false, outcome.error), userErrors: outcome.userErrors, orders: [], replayed: false };
    },
    subscribeRestockNotification: async (_parent, args, { services, principal }) => {
      const result = await subscribeRestock(services, signedIn(principal), args);
      return result.ok
        ? { message: status(true, 'success_subscribe_restock'), userErrors: [], subscribed: true }
        : { message: status(false, result.error), userErrors: [{ field: ['articleCode'], message: result.error, values: [] }], subscribed: false };
    },
    unsubscribeRestockNotification: async (_parent, args, { services, principal }) => {
      const result = await unsubscribeRestock(services, signedIn(principal), args);
      return result.ok
        ? { message: status(true, 'success_unsubscribe_restock'), userErrors: [], subscribed: false }
        : { message: status(false, result.error), userErrors: [{ field: ['articleCode'], message: result.error, values: [] }], subscribed: false };
    },
    updateProductAttributes: (_parent, { products }, { services }) =>
      updateProductAttributes(
        services,
        products.map((product) => ({
          articleCode: product.articleCode,
          sorg: product.sorg,
          allowOrder: product.attribute.allowOrder ?? undefined,
          newArrival: product.attribute.newArrival
            ? { from: product.attribute.newArrival.from ?? null, to: product.attribute.newArrival.to ?? null, active: product.attribute.newArrival.active }
            : undefined,
        })),
      ),
    deleteProducts: (_parent, { products }, { services }) => deleteProducts(services, products),
    updateOrderLimits: (_parent, { limits }, { services }) => updateOrderLimits(services, limits),
  },
};
