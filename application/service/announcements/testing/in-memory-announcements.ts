import type { AnnouncementRepository, AnnouncementView } from '../ports';

/** Announcements with their sales organisation, and the areas (sales organisations) of each user. */
export class AnnouncementRepositoryInMemory implements AnnouncementRepository {
  constructor(
    private readonly announcements: (AnnouncementView & { sorg: string; isPublic: boolean })[],
    private readonly userAreas: Record<string, string[]>,
    private readonly hostSorgs: Record<string, string> = {},
  ) {}
  private static valid(announcement: AnnouncementView, at: Date) {
    return new Date(announcement.from) <= at && at < new Date(announcement.to);
  }
  private static view({ sorg: _sorg, isPublic: _isPublic, ...view }: AnnouncementView & { sorg: string; isPublic: boolean }): AnnouncementView {
    return view;
  }
  async activePublic(host: string, at: Date) {
    return this.announcements
      .filter((announcement) => announcement.isPublic && announcement.sorg === this.hostSorgs[host] && AnnouncementRepositoryInMemory.valid(announcement, at))
      .map(AnnouncementRepositoryInMemory.view);
  }
  async activeForUserAreas(userId: string, type: string, at: Date) {
    const sorgs = this.userAreas[userId] ?? [];
    return this.announcements
      .filter((announcement) => sorgs.includes(announcement.sorg) && announcement.type === type && AnnouncementRepositoryInMemory.valid(announcement, at))
      .sort((a, b) => a.from.localeCompare(b.from))
      .map(AnnouncementRepositoryInMemory.view);
  }
}
