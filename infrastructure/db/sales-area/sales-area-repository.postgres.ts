import { and, asc, eq, inArray } from 'drizzle-orm';
import type { SalesAreaRegion, SalesAreaRepository } from '../../../application/service/sales-area/ports';
import type { Database } from '../database';
import { salesAreaRegions } from './schema';

export class SalesAreaRepositoryPostgres implements SalesAreaRepository {
  constructor(private readonly db: Database) {}

  regions(sorgs: readonly string[]): Promise<SalesAreaRegion[]> {
    return this.db
      .select()
      .from(salesAreaRegions)
      .where(inArray(salesAreaRegions.sorg, [...sorgs]))
      .orderBy(asc(salesAreaRegions.sorg), asc(salesAreaRegions.name));
  }

  setCategories(sorgs: readonly string[], changes: readonly { regionId: string; category: string }[]): Promise<{ unknown: string[] }> {
    return this.db.transaction(async (tx) => {
      const ids = changes.map((change) => change.regionId);
      const held = await tx
        .select({ id: salesAreaRegions.id })
        .from(salesAreaRegions)
        .where(and(inArray(salesAreaRegions.id, ids), inArray(salesAreaRegions.sorg, [...sorgs])))
        .for('update');
      const heldIds = new Set(held.map((row) => row.id));
      const unknown = ids.filter((id) => !heldIds.has(id));
      if (unknown.length > 0) return { unknown };
      for (const change of changes) await tx.update(salesAreaRegions).set({ category: change.category }).where(eq(salesAreaRegions.id, change.regionId));
      return { unknown };
    });
  }
}
