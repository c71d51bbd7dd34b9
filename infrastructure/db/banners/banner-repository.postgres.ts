import { and, asc, eq, gt, inArray, lte } from 'drizzle-orm';
import type { BannerRepository, BannerView } from '../../../application/service/banners/ports';
import type { Database } from '../database';
import { banners, userAreas } from '../schema';

export class BannerRepositoryPostgres implements BannerRepository {
  constructor(private readonly db: Database) {}

  async activeForUserAreas(userId: string, at: Date): Promise<BannerView[]> {
    const areaSorgs = this.db.select({ sorg: userAreas.sorg }).from(userAreas).where(eq(userAreas.userId, userId));
    const rows = await this.db
      .select({ id: banners.id, sorg: banners.sorg, bannerFile: banners.bannerFile, link: banners.link, from: banners.validFrom, to: banners.validTo })
      .from(banners)
      .where(and(inArray(banners.sorg, areaSorgs), lte(banners.validFrom, at), gt(banners.validTo, at)))
      .orderBy(asc(banners.sortOrder), asc(banners.sorg), asc(banners.validFrom), asc(banners.id));
    return rows.map((row) => ({ ...row, from: row.from.toISOString(), to: row.to.toISOString() }));
  }
}
