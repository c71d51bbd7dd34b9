import { and, asc, eq, gt, lte } from 'drizzle-orm';
import type { AnnouncementRepository, AnnouncementView } from '../../../application/service/announcements/ports';
import type { Database } from '../database';
import { announcements, hostConfigs } from '../schema';

export class AnnouncementRepositoryPostgres implements AnnouncementRepository {
  constructor(private readonly db: Database) {}

  async activePublic(host: string, at: Date): Promise<AnnouncementView[]> {
    const rows = await this.db
      .select({
        id: announcements.id,
        type: announcements.type,
        title: announcements.title,
        url: announcements.url,
        content: announcements.content,
        from: announcements.validFrom,
        to: announcements.validTo,
      })
      .from(announcements)
      .innerJoin(hostConfigs, eq(hostConfigs.sorg, announcements.sorg))
      .where(and(eq(hostConfigs.host, host), eq(announcements.isPublic, true), lte(announcements.validFrom, at), gt(announcements.validTo, at)))
      .orderBy(asc(announcements.validFrom));
    return rows.map((row) => ({ ...row, from: row.from.toISOString(), to: row.to.toISOString() }));
  }
}
