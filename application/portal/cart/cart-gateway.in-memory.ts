import type { CartCount } from '../../../domain/shell/cart-badge';
import type { CartGateway } from './ports';

/** A CartGateway answering a fixed count, or failing. */
export class CartGatewayInMemory implements CartGateway {
  constructor(private readonly cart: CartCount | 'unavailable' = { itemCount: 0, totalQuantity: 0 }) {}

  async count(): Promise<CartCount> {
    if (this.cart === 'unavailable') throw new Error('cart unavailable');
    return this.cart;
  }
}
