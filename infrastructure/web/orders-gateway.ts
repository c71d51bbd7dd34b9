import type { OrdersGateway } from '../../application/portal/orders/ports';
import type { GraphqlClient } from './graphql-client';

/** The OrdersGateway over the service's GraphQL operations. */
export class OrdersGatewayGraphql implements OrdersGateway {
  constructor(readonly graphql: GraphqlClient) {}
}
