import { EMPTY_CART, cartUpdateFailureOf, loadCart, updateProductsInCart, type CartDeps, type CartView } from '../../../application/service/cart/cart';
import { checkout, checkoutFailureOf } from '../../../application/service/cart/checkout';
import { placedOrders } from '../../../application/service/cart/placed-orders';
import {
  cartFreightBenefits,
  customerShipmentRates,
  orderLimits,
  shipTos,
  stockOrderConfirmations,
  updateOrderLimits,
} from '../../../application/service/cart/shipping';
import type { Principal } from '../../../application/service/auth/ports';
import { openOrderPayments } from '../../../application/service/payments/order-payments';
import type { Resolvers } from '../../graphql/generated/resolvers';
import type { FieldPolicies } from '../graphql/field-policies';
import { mutationAnswer, resultAnswer } from '../graphql/mutation-answer';
import { allowed, badInput } from './catalogue';
import { signedIn } from './platform';

/** Cart and checkout: the catalogue plus the cart (Product and guest roles browse without ordering). */
const CART = { scopes: ['page.catalog', 'cart.display-order-qty'] };

export const cartPolicies: FieldPolicies = {
  'Query.cart': CART,
  'Query.shiptoV2': CART,
  'Query.placedOrders': CART,
  'Query.customerShipmentRates': CART,
  'Query.cartFreightBenefits': CART,
  'Query.orderLimits': CART,
  'Query.stockOrderConfirmations': CART,
  'Mutation.updateProductsInCart': CART,
  'Mutation.checkout': CART,
  'Mutation.updateOrderLimits': { scopes: ['page.orderlist'] },
};

/** The cart as it stands, which a refused update answers beside its refusals; empty when the session may not buy. */
async function cartAsItStands(deps: CartDeps, principal: Principal, host: string): Promise<CartView> {
  const cart = await loadCart(deps, principal, host);
  return cart.ok ? cart.value : EMPTY_CART;
}

export const cartResolvers: Resolvers = {
  Query: {
    cart: async (_parent, args, { services, principal, host }) => allowed(await loadCart(services, signedIn(principal), host, args)),
    shiptoV2: async (_parent, _args, { services, principal }) => allowed(await shipTos(services, signedIn(principal))),
    customerShipmentRates: async (_parent, { cartItems }, { services, principal }) => allowed(await customerShipmentRates(services, signedIn(principal), cartItems)),
    cartFreightBenefits: async (_parent, { qtyByWarehouseArea }, { services, principal }) => allowed(await cartFreightBenefits(services, signedIn(principal), qtyByWarehouseArea)),
    orderLimits: async (_parent, _args, { services, principal }) => allowed(await orderLimits(services, signedIn(principal))),
    placedOrders: async (_parent, { orderNo }, { services, principal }) => allowed(await placedOrders(services, signedIn(principal), orderNo)),
    stockOrderConfirmations: async (_parent, args, { services, principal }) => {
      const result = await stockOrderConfirmations(services, signedIn(principal), args);
      if (!result.ok && result.error === 'valid_date') throw badInput('valid_date');
      return allowed(result);
    },
  },
  Mutation: {
    updateProductsInCart: async (_parent, { products }, { services, principal, host }) => {
      const result = await updateProductsInCart(services, signedIn(principal), host, products);
      if (result.ok) return { ...resultAnswer(result, { success: 'success_update_cart', failure: 'failed_update_cart' }), cart: result.value };
      const answer = mutationAnswer(result.error, { success: 'success_update_cart', failure: cartUpdateFailureOf(result.error) });
      return { ...answer, cart: await cartAsItStands(services, signedIn(principal), host) };
    },
    checkout: async (_parent, args, { services, principal, host }) => {
      const result = await checkout(services, signedIn(principal), host, args);
      if (!result.ok) return { ...mutationAnswer(result.error, { success: 'success_checkout', failure: checkoutFailureOf(result.error) }), orders: [], replayed: false };
      // A payment that fails to open fails the answer; the checkout's retry under its key replays the orders and
      // opens what is missing, as each payment is keyed by the checkout's key and its order.
      await openOrderPayments(services, signedIn(principal), result.value.orders, args.idempotencyKey ?? '');
      return { ...resultAnswer(result, { success: 'success_checkout', failure: 'failed_checkout' }), ...result.value };
    },
    updateOrderLimits: (_parent, { limits }, { services }) => updateOrderLimits(services, limits),
  },
};
