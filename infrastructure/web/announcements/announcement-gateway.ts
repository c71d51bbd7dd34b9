import type { Announcement, AnnouncementGateway } from '../../../application/portal/announcements/ports';
import { ActiveUserAreaAnnouncementsDocument } from '../../graphql/generated/client/graphql';
import type { GraphqlClient } from '../graphql-client';

/** The AnnouncementGateway over the activeUserAreaAnnouncements query. */
export class AnnouncementGatewayGraphql implements AnnouncementGateway {
  constructor(private readonly graphql: GraphqlClient) {}

  async activeUserAreaAnnouncements(): Promise<Announcement[]> {
    const { activeUserAreaAnnouncements } = await this.graphql.request(ActiveUserAreaAnnouncementsDocument);
    return activeUserAreaAnnouncements.map(({ id, type, title, content, url }) => ({ id, type, title, content, url: url ?? null }));
  }
}
