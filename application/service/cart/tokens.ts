/** Identifiers under which the server's composition root binds the cart's repository ports. */
export const CART_TOKENS = {
  CartRepository: Symbol('CartRepository'),
  ShippingRepository: Symbol('ShippingRepository'),
  OrderLimitRepository: Symbol('OrderLimitRepository'),
  CheckoutStore: Symbol('CheckoutStore'),
} as const;
