/** Identifiers under which the browser's composition root binds the cart's ports. */
export const CART_TOKENS = {
  cartGateway: Symbol.for('portal.CartGateway'),
} as const;
