import { and, eq, inArray, sql } from 'drizzle-orm';
import type { ArticleAttributeChange, CatalogueMaintenanceRepository } from '../../../application/service/catalogue/ports';
import type { ArticleCodeKey } from '../../../application/service/catalogue/article-ports';
import type { Database } from '../database';
import { cartItems } from '../cart/schema';
import { productSorgs, products } from './schema';

export class CatalogueMaintenanceRepositoryPostgres implements CatalogueMaintenanceRepository {
  constructor(private readonly db: Database) {}

  async analysisFacts(sorg: string, articleCodes: readonly string[]) {
    if (articleCodes.length === 0) return [];
    const rows = await this.db
      .select({
        articleCode: products.articleCode,
        name: products.name,
        productId: products.id,
        hierarchyBlocked: products.hierarchyBlocked,
        brandBlocked: products.brandBlocked,
        categoryBlocked: products.categoryBlocked,
        soldSorg: productSorgs.sorg,
        allowOrder: productSorgs.allowOrder,
        orderBlocked: productSorgs.orderBlocked,
        sorgBlocked: productSorgs.sorgBlocked,
        hasPrice: sql<boolean>`exists (select 1 from prices pr where pr.product_id = "products"."id" and pr.sorg = ${sorg})`,
      })
      .from(products)
      .leftJoin(productSorgs, and(eq(productSorgs.productId, products.id), eq(productSorgs.sorg, sorg)))
      .where(inArray(products.articleCode, [...articleCodes]));
    return rows.map(({ soldSorg, allowOrder, orderBlocked, sorgBlocked, ...row }) => ({
      ...row,
      sold: soldSorg === null ? null : { allowOrder: allowOrder!, orderBlocked: orderBlocked!, sorgBlocked: sorgBlocked! },
    }));
  }

  async updateAttributes(batch: readonly ArticleAttributeChange[], at: Date): Promise<{ missing: ArticleCodeKey[] }> {
    return this.db.transaction(async (tx) => {
      const missing: ArticleCodeKey[] = [];
      for (const change of batch) {
        const updated = await tx
          .update(productSorgs)
          .set({
            ...(change.allowOrder === undefined ? {} : { allowOrder: change.allowOrder }),
            ...(change.newArrival ? { newArrivalFrom: change.newArrival.from, newArrivalTo: change.newArrival.to, newArrivalActive: change.newArrival.active } : {}),
            updatedAt: at,
          })
          .where(
            and(
              eq(productSorgs.sorg, change.sorg),
              eq(productSorgs.productId, tx.select({ id: products.id }).from(products).where(eq(products.articleCode, change.articleCode))),
            ),
          )
          .returning({ productId: productSorgs.productId });
        if (updated.length === 0) missing.push({ articleCode: change.articleCode, sorg: change.sorg });
      }
      return { missing };
    });
  }

  async removeFromSorg(batch: readonly ArticleCodeKey[]): Promise<{ missing: ArticleCodeKey[] }> {
    return this.db.transaction(async (tx) => {
      const missing: ArticleCodeKey[] = [];
      for (const key of batch) {
        const product = tx.select({ id: products.id }).from(products).where(eq(products.articleCode, key.articleCode));
        const removed = await tx
          .delete(productSorgs)
          .where(and(eq(productSorgs.sorg, key.sorg), eq(productSorgs.productId, product)))
          .returning({ productId: productSorgs.productId });
        if (removed.length === 0) {
          missing.push(key);
          continue;
        }
        await tx.delete(cartItems).where(and(eq(cartItems.sorg, key.sorg), eq(cartItems.productId, removed[0]!.productId)));
      }
      return { missing };
    });
  }
}
