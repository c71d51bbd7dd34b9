import { ContainerModule } from 'inversify';
import type { OrdersGateway } from '../../../application/portal/orders/ports';
import { ORDERS_TOKENS } from '../../../application/portal/orders/tokens';
import type { ApiClient } from '../api-client';
import type { GraphqlClient } from '../graphql-client';
import { WEB_TOKENS } from '../web-tokens';
import { OrdersGatewayGraphql } from './orders-gateway';

export const ordersModule = new ContainerModule(({ bind }) => {
  bind<OrdersGateway>(ORDERS_TOKENS.OrdersGateway).toResolvedValue(
    (graphql: GraphqlClient, api: ApiClient) => new OrdersGatewayGraphql(graphql, api),
    [WEB_TOKENS.graphqlClient, WEB_TOKENS.apiClient],
  );
});
