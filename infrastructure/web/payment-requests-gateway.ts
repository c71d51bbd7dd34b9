import type { PaymentRequestsGateway } from '../../application/portal/payment-requests/ports';
import type { GraphqlClient } from './graphql-client';

/** The PaymentRequestsGateway over the service's GraphQL operations. */
export class PaymentRequestsGatewayGraphql implements PaymentRequestsGateway {
  constructor(readonly graphql: GraphqlClient) {}
}
