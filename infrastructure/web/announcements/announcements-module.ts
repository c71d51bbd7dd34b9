import { ContainerModule } from 'inversify';
import type { AnnouncementGateway } from '../../../application/portal/announcements/ports';
import { ANNOUNCEMENTS_TOKENS } from '../../../application/portal/announcements/tokens';
import type { GraphqlClient } from '../graphql-client';
import { WEB_TOKENS } from '../web-tokens';
import { AnnouncementGatewayGraphql } from './announcement-gateway';

export const announcementsModule = new ContainerModule(({ bind }) => {
  bind<AnnouncementGateway>(ANNOUNCEMENTS_TOKENS.announcementGateway).toResolvedValue((graphql: GraphqlClient) => new AnnouncementGatewayGraphql(graphql), [WEB_TOKENS.graphqlClient]);
});
