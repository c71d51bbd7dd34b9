import { ok, refused, type Result } from '../../../../domain/shared/result';
import { userError } from '../../../../domain/shared/user-error';
import type { AdministeredAnnouncement, AnnouncementAdministrationGateway, AnnouncementDraft, AnnouncementListFilter } from '../ports';

export function exampleAdministeredAnnouncement(index: number): AdministeredAnnouncement {
  return {
    id: `announcement-${index}`,
    sorg: 'ID01',
    type: index % 3 === 0 ? 'login' : 'home_page',
    title: `Model year ${2026 + index} pre-orders`,
    content: '<p>Pre-order the <strong>new range</strong> before the end of the month.</p>',
    url: index % 2 === 0 ? 'https://velocita.example/range' : null,
    from: new Date(Date.UTC(2026, 10, index)).toISOString(),
    to: new Date(Date.UTC(2026, 11, index)).toISOString(),
  };
}

/** Announcements kept in memory; a title of "refused" is refused, as the service refuses bad input. */
export class AnnouncementAdministrationGatewayInMemory implements AnnouncementAdministrationGateway {
  private readonly announcements: AdministeredAnnouncement[];

  constructor(announcements: AdministeredAnnouncement[] = Array.from({ length: 12 }, (_, index) => exampleAdministeredAnnouncement(index + 1))) {
    this.announcements = [...announcements];
  }

  async list(filter: AnnouncementListFilter) {
    const found = this.announcements.filter(
      (item) => item.title.toLowerCase().includes(filter.search.toLowerCase()) && (filter.type === null || item.type === filter.type),
    );
    return { items: found.slice((filter.page - 1) * filter.limit, filter.page * filter.limit), total: found.length };
  }

  async byId(id: string) {
    return this.announcements.find((item) => item.id === id) ?? null;
  }

  async save(id: string | null, draft: AnnouncementDraft): Promise<Result<string>> {
    if (draft.title === 'refused') return refused(userError('title', 'invalid_data'));
    const saved = { ...draft, id: id ?? `announcement-${this.announcements.length + 1}` };
    const index = this.announcements.findIndex((item) => item.id === saved.id);
    if (index >= 0) this.announcements[index] = saved;
    else this.announcements.unshift(saved);
    return ok(saved.id);
  }

  async remove(id: string): Promise<Result<void>> {
    const index = this.announcements.findIndex((item) => item.id === id);
    if (index < 0) return refused(userError('id', 'content_not_found'));
    this.announcements.splice(index, 1);
    return ok(undefined);
  }
}
