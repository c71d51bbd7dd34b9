import type { CartCount } from '../../../domain/shell/cart-badge';
import type { CartGateway } from './ports';

/** Loads how much the cart holds, for the header's badge; null when it could not be loaded. */
export type LoadCartCount = () => Promise<CartCount | null>;

export function createLoadCartCount(deps: { cart: CartGateway }): LoadCartCount {
  return async () => {
    try {
      return await deps.cart.count();
    } catch {
      return null;
    }
  };
}
