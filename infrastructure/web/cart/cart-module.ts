import { ContainerModule } from 'inversify';
import type { CartGateway } from '../../../application/portal/cart/ports';
import { CART_TOKENS } from '../../../application/portal/cart/tokens';
import type { GraphqlClient } from '../graphql-client';
import type { RuntimeConfig } from '../runtime-config';
import { WEB_TOKENS } from '../web-tokens';
import { CartGatewayGraphql } from './cart-gateway';

export const cartModule = new ContainerModule(({ bind }) => {
  bind<CartGateway>(CART_TOKENS.cartGateway).toResolvedValue(
    (graphql: GraphqlClient, runtime: RuntimeConfig) => new CartGatewayGraphql(graphql, runtime.apiBaseUrl),
    [WEB_TOKENS.graphqlClient, WEB_TOKENS.runtimeConfig],
  );
});
