import type { CartGateway } from '../../application/portal/cart/ports';
import type { CartCount } from '../../domain/shell/cart-badge';
import { CartCountDocument } from '../graphql/generated/client/graphql';
import type { GraphqlClient } from './graphql-client';

/** The CartGateway over the cart query: how many lines the cart holds and their total quantity. */
export class CartGatewayGraphql implements CartGateway {
  constructor(private readonly graphql: GraphqlClient) {}

  async count(): Promise<CartCount> {
    const { cart } = await this.graphql.request(CartCountDocument);
    return { itemCount: cart.itemCount, totalQuantity: cart.totalQuantity };
  }
}
