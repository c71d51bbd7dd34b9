import type { Announcement, AnnouncementGateway } from '../ports';

/** Answers the announcements it is given, or fails as a broken connection would when told to. */
export class AnnouncementGatewayInMemory implements AnnouncementGateway {
  calls = 0;

  constructor(
    private readonly announcements: Announcement[] = [],
    private readonly failure?: Error,
  ) {}

  async activeUserAreaAnnouncements(): Promise<Announcement[]> {
    this.calls += 1;
    if (this.failure) throw this.failure;
    return this.announcements;
  }
}
