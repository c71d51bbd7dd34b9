import { meetsScopeRequirement, type Scope } from '../access/scopes';
import { NO_CART_QUANTITY_ROLES } from '../session/session-user';

/** The scope that shows the cart button and its quantities. */
export const CART_QUANTITY_SCOPE = 'cart.display-order-qty';

/** What the cart holds, as the header counts it. */
export interface CartCount {
  /** Number of distinct cart lines. */
  itemCount: number;
  /** Sum of the quantities of all lines. */
  totalQuantity: number;
}

export interface CartButtonFacts {
  scopes: readonly Scope[];
  roles: readonly string[];
  features: readonly string[];
}

/** Whether the header shows the cart button: only with cart.display-order-qty, and never to Product or guest users. */
export function cartButtonShown(facts: Pick<CartButtonFacts, 'scopes' | 'roles'>): boolean {
  if (facts.roles.some((role) => (NO_CART_QUANTITY_ROLES as readonly string[]).includes(role))) return false;
  return meetsScopeRequirement(facts.scopes, [CART_QUANTITY_SCOPE]);
}

/**
 * The number on the cart badge (spec 000 §2.11): the number of cart lines, or the total quantity when the host
 * turns on CART_COUNT_TOTAL_QTY.
 */
export function cartBadgeCount(cart: CartCount, features: readonly string[]): number {
  return features.includes('CART_COUNT_TOTAL_QTY') ? cart.totalQuantity : cart.itemCount;
}
