import { and, asc, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { ThirdPartyOrderOwner, ThirdPartyOrderRecord, ThirdPartyProductRecord, VendorRecord } from '../../../application/service/third-party/ports';
import type { ThirdPartyItemStatus } from '../../../domain/third-party/order-item-status';
import type { Database } from '../database';
import { customers, salesOrganisations } from '../schema';
import { thirdPartyOrderItems, thirdPartyOrders, thirdPartyProducts, thirdPartyVendors } from './schema';

/** Reads shared by the repository and the checkout's unit of work, on whichever connection they are given. */

export const vendorColumns = { id: thirdPartyVendors.id, code: thirdPartyVendors.code, name: thirdPartyVendors.name, sorg: thirdPartyVendors.sorg };

const productColumns = {
  id: thirdPartyProducts.id,
  articleCode: thirdPartyProducts.articleCode,
  name: thirdPartyProducts.name,
  price: thirdPartyProducts.price,
  salesUnit: thirdPartyProducts.salesUnit,
  uomConverter: thirdPartyProducts.uomConverter,
  stock: thirdPartyProducts.stock,
  currency: sql<string>`${salesOrganisations.currency}->>'display'`,
  vendor: vendorColumns,
};

type ProductRow = { id: string; articleCode: string; name: string; price: string; salesUnit: string; uomConverter: number; stock: number; currency: string; vendor: VendorRecord };

const toProduct = (row: ProductRow): ThirdPartyProductRecord => ({ ...row });

/** Products with their vendor and currency, matching the condition, in vendor and code order. */
export async function selectProducts(db: Database, where: SQL | undefined, paging?: { limit: number; offset: number }, lock = false): Promise<ThirdPartyProductRecord[]> {
  const query = db
    .select(productColumns)
    .from(thirdPartyProducts)
    .innerJoin(thirdPartyVendors, eq(thirdPartyVendors.id, thirdPartyProducts.vendorId))
    .innerJoin(salesOrganisations, eq(salesOrganisations.sorg, thirdPartyVendors.sorg))
    .where(where)
    .orderBy(asc(thirdPartyVendors.name), asc(thirdPartyProducts.articleCode));
  const paged = paging ? query.limit(paging.limit).offset(paging.offset) : query;
  const rows = lock ? await paged.for('update', { of: thirdPartyProducts }) : await paged;
  return rows.map(toProduct);
}

/** Orders with their vendor, customer and items, newest first. */
export async function selectOrders(db: Database, owner: ThirdPartyOrderOwner | { checkoutId: string }): Promise<ThirdPartyOrderRecord[]> {
  const where =
    'vendorId' in owner ? eq(thirdPartyOrders.vendorId, owner.vendorId) : 'customerId' in owner ? eq(thirdPartyOrders.customerId, owner.customerId) : eq(thirdPartyOrders.checkoutId, owner.checkoutId);
  const heads = await db
    .select({
      id: thirdPartyOrders.id,
      orderNo: thirdPartyOrders.orderNo,
      vendor: vendorColumns,
      custCode: customers.r3,
      customerName: customers.name,
      currency: thirdPartyOrders.currency,
      total: thirdPartyOrders.total,
      deliveryAddress: thirdPartyOrders.deliveryAddress,
      reqDeliveryDate: thirdPartyOrders.reqDeliveryDate,
      createdAt: thirdPartyOrders.createdAt,
    })
    .from(thirdPartyOrders)
    .innerJoin(thirdPartyVendors, eq(thirdPartyVendors.id, thirdPartyOrders.vendorId))
    .innerJoin(customers, eq(customers.id, thirdPartyOrders.customerId))
    .where(where)
    .orderBy(desc(thirdPartyOrders.createdAt), desc(thirdPartyOrders.orderNo));
  if (heads.length === 0) return [];
  const items = await db
    .select()
    .from(thirdPartyOrderItems)
    .where(
      inArray(
        thirdPartyOrderItems.orderId,
        heads.map((head) => head.id),
      ),
    )
    .orderBy(asc(thirdPartyOrderItems.lineNo));
  return heads.map((head) => ({
    ...head,
    items: items
      .filter((item) => item.orderId === head.id)
      .map((item) => ({
        lineNo: item.lineNo,
        articleCode: item.articleCode,
        name: item.name,
        salesUnit: item.salesUnit,
        qty: item.qty,
        price: item.price,
        subtotal: item.subtotal,
        status: item.status as ThirdPartyItemStatus,
        updatedAt: item.updatedAt,
      })),
  }));
}

/** The condition of a vendor's line of an article in an order of that number. */
export function vendorLine(vendorId: string, orderNo: string, articleCode: string): SQL {
  return and(
    eq(thirdPartyOrderItems.articleCode, articleCode),
    sql`${thirdPartyOrderItems.orderId} in (select ${thirdPartyOrders.id} from ${thirdPartyOrders} where ${thirdPartyOrders.vendorId} = ${vendorId} and ${thirdPartyOrders.orderNo} = ${orderNo})`,
  )!;
}
