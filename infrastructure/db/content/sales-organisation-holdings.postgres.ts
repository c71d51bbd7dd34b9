import { asc, eq } from 'drizzle-orm';
import type { SalesOrganisationHoldings } from '../../../application/service/content/ports';
import type { Database } from '../database';
import { userAreas } from '../schema';

export class SalesOrganisationHoldingsPostgres implements SalesOrganisationHoldings {
  constructor(private readonly db: Database) {}

  async heldBy(userId: string): Promise<string[]> {
    const rows = await this.db.select({ sorg: userAreas.sorg }).from(userAreas).where(eq(userAreas.userId, userId)).orderBy(asc(userAreas.sorg));
    return rows.map((row) => row.sorg);
  }
}
