import { ContainerModule } from 'inversify';
import type { CustomerGateway } from '../../../application/portal/customers/ports';
import { CUSTOMERS_TOKENS } from '../../../application/portal/customers/tokens';
import type { GraphqlClient } from '../graphql-client';
import { WEB_TOKENS } from '../web-tokens';
import { CustomerGatewayGraphql } from './customer-gateway';

export const customersModule = new ContainerModule(({ bind }) => {
  bind<CustomerGateway>(CUSTOMERS_TOKENS.customerGateway).toResolvedValue((graphql: GraphqlClient) => new CustomerGatewayGraphql(graphql), [WEB_TOKENS.graphqlClient]);
});
