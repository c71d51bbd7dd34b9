import { and, asc, count, eq, ilike, inArray, or } from 'drizzle-orm';
import type { BannerAdministrationRepository, BannerChanges, BannerQuery, BannerRecord } from '../../../application/service/banners/ports';
import type { Database } from '../database';
import { escapeLike } from '../like-pattern';
import { banners } from '../schema';

const columns = {
  id: banners.id,
  sorg: banners.sorg,
  bannerFile: banners.bannerFile,
  link: banners.link,
  sortOrder: banners.sortOrder,
  from: banners.validFrom,
  to: banners.validTo,
};

type Row = { id: string; sorg: string; bannerFile: string; link: string | null; sortOrder: number; from: Date; to: Date };

const toDomain = (row: Row): BannerRecord => ({ ...row, from: row.from.toISOString(), to: row.to.toISOString() });

function toPersistence(banner: BannerChanges) {
  const { from, to, ...rest } = banner;
  return { ...rest, validFrom: new Date(from), validTo: new Date(to) };
}

export class BannerAdministrationRepositoryPostgres implements BannerAdministrationRepository {
  constructor(private readonly db: Database) {}

  async page(query: BannerQuery) {
    if (query.sorgs.length === 0) return { items: [], total: 0 };
    const pattern = query.search ? `%${escapeLike(query.search)}%` : undefined;
    const condition = and(
      inArray(banners.sorg, [...query.sorgs]),
      query.sorg ? eq(banners.sorg, query.sorg) : undefined,
      pattern ? or(ilike(banners.link, pattern), ilike(banners.bannerFile, pattern)) : undefined,
    );
    const [totalRow] = await this.db.select({ total: count() }).from(banners).where(condition);
    const rows = await this.db
      .select(columns)
      .from(banners)
      .where(condition)
      .orderBy(asc(banners.sorg), asc(banners.sortOrder), asc(banners.validFrom), asc(banners.id))
      .limit(query.limit)
      .offset((query.page - 1) * query.limit);
    return { items: rows.map(toDomain), total: totalRow?.total ?? 0 };
  }

  async byId(id: string) {
    const [row] = await this.db.select(columns).from(banners).where(eq(banners.id, id));
    return row ? toDomain(row) : undefined;
  }

  async create(banner: BannerChanges) {
    const [row] = await this.db.insert(banners).values(toPersistence(banner)).returning(columns);
    return toDomain(row!);
  }

  async update(id: string, banner: BannerChanges) {
    const [row] = await this.db.update(banners).set(toPersistence(banner)).where(eq(banners.id, id)).returning(columns);
    return row ? toDomain(row) : undefined;
  }

  async usesOf(bannerFile: string) {
    const [row] = await this.db.select({ total: count() }).from(banners).where(eq(banners.bannerFile, bannerFile));
    return row?.total ?? 0;
  }

  async remove(id: string) {
    await this.db.delete(banners).where(eq(banners.id, id));
  }
}
