import { ContainerModule } from 'inversify';
import type { CartGateway } from '../../../application/portal/cart/ports';
import { CART_TOKENS } from '../../../application/portal/cart/tokens';
import type { GraphqlClient } from '../graphql-client';
import { WEB_TOKENS } from '../web-tokens';
import { CartGatewayGraphql } from './cart-gateway';

export const cartModule = new ContainerModule(({ bind }) => {
  bind<CartGateway>(CART_TOKENS.cartGateway).toResolvedValue((graphql: GraphqlClient) => new CartGatewayGraphql(graphql), [WEB_TOKENS.graphqlClient]);
});
