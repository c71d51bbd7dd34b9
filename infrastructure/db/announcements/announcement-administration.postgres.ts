import { and, count, desc, eq, ilike, inArray } from 'drizzle-orm';
import type { AnnouncementAdministrationRepository, AnnouncementChanges, AnnouncementQuery, AnnouncementRecord } from '../../../application/service/announcements/ports';
import { isAnnouncementType, isPublicAnnouncementType } from '../../../domain/content/announcement-type';
import type { Database } from '../database';
import { escapeLike } from '../like-pattern';
import { announcements } from '../schema';

const columns = {
  id: announcements.id,
  sorg: announcements.sorg,
  type: announcements.type,
  title: announcements.title,
  url: announcements.url,
  content: announcements.content,
  from: announcements.validFrom,
  to: announcements.validTo,
};

type Row = { id: string; sorg: string; type: string; title: string; url: string | null; content: string; from: Date; to: Date };

const toDomain = (row: Row): AnnouncementRecord => ({ ...row, from: row.from.toISOString(), to: row.to.toISOString() });

function toPersistence(announcement: AnnouncementChanges) {
  const { from, to, ...rest } = announcement;
  return { ...rest, validFrom: new Date(from), validTo: new Date(to), isPublic: isAnnouncementType(rest.type) && isPublicAnnouncementType(rest.type) };
}

export class AnnouncementAdministrationRepositoryPostgres implements AnnouncementAdministrationRepository {
  constructor(private readonly db: Database) {}

  async page(query: AnnouncementQuery) {
    if (query.sorgs.length === 0) return { items: [], total: 0 };
    const condition = and(
      inArray(announcements.sorg, [...query.sorgs]),
      query.sorg ? eq(announcements.sorg, query.sorg) : undefined,
      query.type ? eq(announcements.type, query.type) : undefined,
      query.search ? ilike(announcements.title, `%${escapeLike(query.search)}%`) : undefined,
    );
    const [totalRow] = await this.db.select({ total: count() }).from(announcements).where(condition);
    const rows = await this.db
      .select(columns)
      .from(announcements)
      .where(condition)
      .orderBy(desc(announcements.validFrom), desc(announcements.id))
      .limit(query.limit)
      .offset((query.page - 1) * query.limit);
    return { items: rows.map(toDomain), total: totalRow?.total ?? 0 };
  }

  async byId(id: string) {
    const [row] = await this.db.select(columns).from(announcements).where(eq(announcements.id, id));
    return row ? toDomain(row) : undefined;
  }

  async create(announcement: AnnouncementChanges) {
    const [row] = await this.db.insert(announcements).values(toPersistence(announcement)).returning(columns);
    return toDomain(row!);
  }

  async update(id: string, announcement: AnnouncementChanges) {
    const [row] = await this.db.update(announcements).set(toPersistence(announcement)).where(eq(announcements.id, id)).returning(columns);
    return row ? toDomain(row) : undefined;
  }

  async remove(id: string) {
    await this.db.delete(announcements).where(eq(announcements.id, id));
  }
}
