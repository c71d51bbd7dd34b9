import { asc, eq, inArray } from 'drizzle-orm';
import type { BikeCategory, BikeCategoryRepository } from '../../../application/service/catalogue/ports';
import type { Database } from '../database';
import { bikeCategories, userAreas } from '../schema';

export class BikeCategoryRepositoryPostgres implements BikeCategoryRepository {
  constructor(private readonly db: Database) {}

  forUserAreas(userId: string): Promise<BikeCategory[]> {
    const areaSorgs = this.db.select({ sorg: userAreas.sorg }).from(userAreas).where(eq(userAreas.userId, userId));
    return this.db
      .select({ id: bikeCategories.id, mcid: bikeCategories.mcid, wording: bikeCategories.wording, sorg: bikeCategories.sorg, type: bikeCategories.type })
      .from(bikeCategories)
      .where(inArray(bikeCategories.sorg, areaSorgs))
      .orderBy(asc(bikeCategories.sorg), asc(bikeCategories.sortOrder), asc(bikeCategories.mcid));
  }
}
