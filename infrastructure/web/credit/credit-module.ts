import { ContainerModule } from 'inversify';
import type { CreditGateway } from '../../../application/portal/credit/ports';
import { CREDIT_TOKENS } from '../../../application/portal/credit/tokens';
import type { GraphqlClient } from '../graphql-client';
import { WEB_TOKENS } from '../web-tokens';
import { CreditGatewayGraphql } from './credit-gateway';

export const creditModule = new ContainerModule(({ bind }) => {
  bind<CreditGateway>(CREDIT_TOKENS.creditGateway).toResolvedValue((graphql: GraphqlClient) => new CreditGatewayGraphql(graphql), [WEB_TOKENS.graphqlClient]);
});
