import { ContainerModule } from 'inversify';
import type { CatalogueGateway } from '../../../application/portal/catalogue/ports';
import { CATALOGUE_TOKENS } from '../../../application/portal/catalogue/tokens';
import type { GraphqlClient } from '../graphql-client';
import { WEB_TOKENS } from '../web-tokens';
import { CatalogueGatewayGraphql } from './catalogue-gateway';

export const catalogueModule = new ContainerModule(({ bind }) => {
  bind<CatalogueGateway>(CATALOGUE_TOKENS.catalogueGateway).toResolvedValue((graphql: GraphqlClient) => new CatalogueGatewayGraphql(graphql), [WEB_TOKENS.graphqlClient]);
});
