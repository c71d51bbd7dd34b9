import type { PaymentsGateway } from '../../application/portal/payments/ports';
import type { GraphqlClient } from './graphql-client';

/** The PaymentsGateway over the service's GraphQL operations. */
export class PaymentsGatewayGraphql implements PaymentsGateway {
  constructor(readonly graphql: GraphqlClient) {}
}
