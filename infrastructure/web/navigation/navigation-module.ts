import { ContainerModule } from 'inversify';
import type { MenuGateway } from '../../../application/portal/navigation/ports';
import { NAVIGATION_TOKENS } from '../../../application/portal/navigation/tokens';
import type { GraphqlClient } from '../graphql-client';
import { WEB_TOKENS } from '../web-tokens';
import { MenuGatewayGraphql } from './menu-gateway';

export const navigationModule = new ContainerModule(({ bind }) => {
  bind<MenuGateway>(NAVIGATION_TOKENS.menuGateway).toResolvedValue((graphql: GraphqlClient) => new MenuGatewayGraphql(graphql), [WEB_TOKENS.graphqlClient]);
});
