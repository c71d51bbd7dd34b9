import type { ClickCollectGateway } from '../../application/portal/click-collect/ports';
import type { GraphqlClient } from './graphql-client';

/** The ClickCollectGateway over the service's GraphQL operations. */
export class ClickCollectGatewayGraphql implements ClickCollectGateway {
  constructor(readonly graphql: GraphqlClient) {}
}
