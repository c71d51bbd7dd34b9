import type { CartCount } from '../../../domain/shell/cart-badge';

/** What the header asks about the cart of the customer the session acts for. */
export interface CartGateway {
  count(): Promise<CartCount>;
}
