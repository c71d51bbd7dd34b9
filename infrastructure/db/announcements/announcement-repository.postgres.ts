import { and, asc, eq, gt, inArray, lte } from 'drizzle-orm';
import type { AnnouncementRepository, AnnouncementView } from '../../../application/service/announcements/ports';
import type { Database } from '../database';
import { announcements, hostConfigs, userAreas } from '../schema';

const viewColumns = {
  id: announcements.id,
  type: announcements.type,
  title: announcements.title,
  url: announcements.url,
  content: announcements.content,
  from: announcements.validFrom,
  to: announcements.validTo,
};

function toView(row: { id: string; type: string; title: string; url: string | null; content: string; from: Date; to: Date }): AnnouncementView {
  return { ...row, from: row.from.toISOString(), to: row.to.toISOString() };
}

export class AnnouncementRepositoryPostgres implements AnnouncementRepository {
  constructor(private readonly db: Database) {}

  async activePublic(host: string, at: Date): Promise<AnnouncementView[]> {
    const rows = await this.db
      .select(viewColumns)
      .from(announcements)
      .innerJoin(hostConfigs, eq(hostConfigs.sorg, announcements.sorg))
      .where(and(eq(hostConfigs.host, host), eq(announcements.isPublic, true), lte(announcements.validFrom, at), gt(announcements.validTo, at)))
      .orderBy(asc(announcements.validFrom));
    return rows.map(toView);
  }

  async activeForUserAreas(userId: string, type: string, at: Date): Promise<AnnouncementView[]> {
    const areaSorgs = this.db.select({ sorg: userAreas.sorg }).from(userAreas).where(eq(userAreas.userId, userId));
    const rows = await this.db
      .select(viewColumns)
      .from(announcements)
      .where(and(inArray(announcements.sorg, areaSorgs), eq(announcements.type, type), lte(announcements.validFrom, at), gt(announcements.validTo, at)))
      .orderBy(asc(announcements.validFrom), asc(announcements.id));
    return rows.map(toView);
  }
}
