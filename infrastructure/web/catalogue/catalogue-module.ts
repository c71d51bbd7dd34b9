import { ContainerModule } from 'inversify';
import type { CatalogueGateway } from '../../../application/portal/catalogue/ports';
import { CATALOGUE_TOKENS } from '../../../application/portal/catalogue/tokens';
import type { GraphqlClient } from '../graphql-client';
import type { RuntimeConfig } from '../runtime-config';
import { WEB_TOKENS } from '../web-tokens';
import { CatalogueGatewayGraphql } from './catalogue-gateway';

export const catalogueModule = new ContainerModule(({ bind }) => {
  bind<CatalogueGateway>(CATALOGUE_TOKENS.catalogueGateway).toResolvedValue(
    (graphql: GraphqlClient, runtime: RuntimeConfig) => new CatalogueGatewayGraphql(graphql, runtime.apiBaseUrl),
    [WEB_TOKENS.graphqlClient, WEB_TOKENS.runtimeConfig],
  );
});
