import { ContainerModule } from 'inversify';
import type { ClickCollectGateway } from '../../../application/portal/click-collect/ports';
import { CLICK_COLLECT_TOKENS } from '../../../application/portal/click-collect/tokens';
import type { GraphqlClient } from '../graphql-client';
import { WEB_TOKENS } from '../web-tokens';
import { ClickCollectGatewayGraphql } from './click-collect-gateway';

export const clickCollectModule = new ContainerModule(({ bind }) => {
  bind<ClickCollectGateway>(CLICK_COLLECT_TOKENS.ClickCollectGateway).toResolvedValue((graphql: GraphqlClient) => new ClickCollectGatewayGraphql(graphql), [WEB_TOKENS.graphqlClient]);
});
