import { ContainerModule } from 'inversify';
import type { InvoicesGateway } from '../../../application/portal/invoices/ports';
import { INVOICES_TOKENS } from '../../../application/portal/invoices/tokens';
import type { GraphqlClient } from '../graphql-client';
import { WEB_TOKENS } from '../web-tokens';
import { InvoicesGatewayGraphql } from './invoices-gateway';

export const invoicesModule = new ContainerModule(({ bind }) => {
  bind<InvoicesGateway>(INVOICES_TOKENS.InvoicesGateway).toResolvedValue((graphql: GraphqlClient) => new InvoicesGatewayGraphql(graphql), [WEB_TOKENS.graphqlClient]);
});
