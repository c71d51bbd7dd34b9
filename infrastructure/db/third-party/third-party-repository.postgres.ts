import { and, asc, eq, ilike, inArray, or, sql } from 'drizzle-orm';
import type { PriceComponentRecord, ThirdPartyOrderOwner, ThirdPartyOrderRecord, ThirdPartyProductRecord, ThirdPartyRepository, VendorRecord } from '../../../application/service/third-party/ports';
import type { ThirdPartyItemStatus } from '../../../domain/third-party/order-item-status';
import type { ProductChange, StockChange } from '../../../domain/third-party/upload-rows';
import type { Database } from '../database';
import { escapeLike } from '../like-pattern';
import { customers } from '../schema';
import { priceComponents, thirdPartyOrderItems, thirdPartyProducts, thirdPartyVendorAddresses, thirdPartyVendors, thirdPartyVendorUsers } from './schema';
import { selectOrders, selectProducts, vendorColumns, vendorLine } from './third-party-queries';

export class ThirdPartyRepositoryPostgres implements ThirdPartyRepository {
  constructor(private readonly db: Database) {}

  async vendorOfUser(userId: string): Promise<VendorRecord | undefined> {
    const [vendor] = await this.db.select(vendorColumns).from(thirdPartyVendorUsers).innerJoin(thirdPartyVendors, eq(thirdPartyVendors.id, thirdPartyVendorUsers.vendorId)).where(eq(thirdPartyVendorUsers.userId, userId));
    return vendor;
  }

  vendorsIn(sorgs: readonly string[]): Promise<VendorRecord[]> {
    if (sorgs.length === 0) return Promise.resolve([]);
    return this.db.select(vendorColumns).from(thirdPartyVendors).where(inArray(thirdPartyVendors.sorg, [...sorgs])).orderBy(asc(thirdPartyVendors.name));
  }

  async products(query: { vendorIds: readonly string[]; search: string; page: number; limit: number }): Promise<{ count: number; items: ThirdPartyProductRecord[] }> {
    const pattern = `%${escapeLike(query.search)}%`;
    const where = and(inArray(thirdPartyProducts.vendorId, [...query.vendorIds]), query.search ? or(ilike(thirdPartyProducts.articleCode, pattern), ilike(thirdPartyProducts.name, pattern)) : undefined);
    const [counted] = await this.db.select({ count: sql<number>`count(*)::int` }).from(thirdPartyProducts).where(where);
    const items = await selectProducts(this.db, where, { limit: query.limit, offset: (query.page - 1) * query.limit });
    return { count: counted?.count ?? 0, items };
  }

  async vendorAddress(vendorId: string, customerId: string): Promise<string | undefined> {
    const [own] = await this.db
      .select({ address: thirdPartyVendorAddresses.address })
      .from(thirdPartyVendorAddresses)
      .where(and(eq(thirdPartyVendorAddresses.vendorId, vendorId), eq(thirdPartyVendorAddresses.customerId, customerId)));
    if (own) return own.address;
    const [customer] = await this.db.select({ name: customers.name, address: customers.address, city: customers.city }).from(customers).where(eq(customers.id, customerId));
    if (!customer?.address) return undefined;
    return [customer.name, customer.address, customer.city].filter(Boolean).join(', ');
  }

  orders(owner: ThirdPartyOrderOwner): Promise<ThirdPartyOrderRecord[]> {
    return selectOrders(this.db, owner);
  }

  async itemStatus(vendorId: string, orderNo: string, articleCode: string): Promise<ThirdPartyItemStatus | undefined> {
    const [line] = await this.db.select({ status: thirdPartyOrderItems.status }).from(thirdPartyOrderItems).where(vendorLine(vendorId, orderNo, articleCode));
    return line?.status as ThirdPartyItemStatus | undefined;
  }

  async moveItemStatus(vendorId: string, orderNo: string, articleCode: string, from: ThirdPartyItemStatus, to: ThirdPartyItemStatus, at: Date): Promise<boolean> {
    const moved = await this.db
      .update(thirdPartyOrderItems)
      .set({ status: to, updatedAt: at })
      .where(and(vendorLine(vendorId, orderNo, articleCode), eq(thirdPartyOrderItems.status, from)))
      .returning({ id: thirdPartyOrderItems.id });
    return moved.length > 0;
  }

  async priceComponents(sorgs: readonly string[], module: string): Promise<PriceComponentRecord[]> {
    const rows = await this.db
      .select()
      .from(priceComponents)
      .where(and(inArray(priceComponents.sorg, [...sorgs]), eq(priceComponents.module, module)))
      .orderBy(asc(priceComponents.sorg));
    return rows.map((row) => ({ sorg: row.sorg, module: row.module, additionalDisplays: [...row.additionalDisplays] }));
  }

  async productCodes(vendorId: string): Promise<string[]> {
    const rows = await this.db.select({ code: thirdPartyProducts.articleCode }).from(thirdPartyProducts).where(eq(thirdPartyProducts.vendorId, vendorId));
    return rows.map((row) => row.code);
  }

  async applyStock(vendorId: string, changes: readonly StockChange[], at: Date): Promise<void> {
    await this.db.transaction(async (tx) => {
      for (const change of changes) {
        await tx
          .update(thirdPartyProducts)
          .set({ stock: change.stock, updatedAt: at })
          .where(and(eq(thirdPartyProducts.vendorId, vendorId), sql`upper(${thirdPartyProducts.articleCode}) = upper(${change.articleCode})`));
      }
    });
  }

  async applyProducts(vendorId: string, changes: readonly ProductChange[], at: Date): Promise<void> {
    await this.db.transaction(async (tx) => {
      for (const change of changes) {
        const values = { name: change.name, price: change.price, salesUnit: change.salesUnit, uomConverter: change.uomConverter, stock: change.stock, updatedAt: at };
        const updated = await tx
          .update(thirdPartyProducts)
          .set(values)
          .where(and(eq(thirdPartyProducts.vendorId, vendorId), sql`upper(${thirdPartyProducts.articleCode}) = upper(${change.articleCode})`))
          .returning({ id: thirdPartyProducts.id });
        if (updated.length === 0) await tx.insert(thirdPartyProducts).values({ vendorId, articleCode: change.articleCode, ...values });
      }
    });
  }
}
