import { and, asc, eq, sql } from 'drizzle-orm';
import type { DealRecord } from '../../../application/service/catalogue/article-ports';
import type { Database } from '../database';
import { builtOnce } from '../prepared-query';
import { prices, stockLevels, stockLocations } from './schema';

/*
 * The prices and stock of a page of articles, asked for by every catalogue page, product page and cart. Each list
 * of ids or sales organisations travels as one array parameter, so the statement is the same for any page.
 */

export function pricesQuery(db: Database) {
  const customerId = sql.placeholder('customerId');
  const today = sql.placeholder('today');
  const deals = sql<DealRecord[]>`coalesce((
    select json_agg(json_build_object(
      'salesDealNo', d.sales_deal_no, 'description', d.description, 'type', d.type, 'value', d.value::text,
      'term', d.term, 'tierQty', d.tier_qty) order by d.sales_deal_no, d.term, d.tier_qty)
    from price_deals d
    where d.product_id = "prices"."product_id" and d.sorg = "prices"."sorg"
      and (d.customer_id is null or d.customer_id = ${customerId})
      and (d.valid_from is null or d.valid_from <= ${today}) and (d.valid_to is null or d.valid_to >= ${today})
  ), '[]'::json)`;
  const query = db
    .select({ productId: prices.productId, sorg: prices.sorg, currency: prices.currency, dealer: prices.dealer, retail: prices.retail, deals })
    .from(prices)
    .where(and(sql`${prices.productId} = any(${sql.placeholder('productIds')})`, sql`${prices.sorg} = any(${sql.placeholder('sorgs')})`));
  return builtOnce(query);
}

export const stockColumns = {
  productId: stockLevels.productId,
  sorg: stockLocations.sorg,
  location: stockLevels.locationCode,
  locationName: stockLocations.name,
  sortOrder: stockLocations.sortOrder,
  available: stockLevels.available,
  customerOrdered: stockLevels.customerOrdered,
  nextArrival: stockLevels.nextArrival,
  nextArrivalQty: stockLevels.nextArrivalQty,
};

export function stockQuery(db: Database) {
  const query = db
    .select(stockColumns)
    .from(stockLevels)
    .innerJoin(stockLocations, eq(stockLocations.code, stockLevels.locationCode))
    .where(and(sql`${stockLevels.productId} = any(${sql.placeholder('productIds')})`, sql`${stockLocations.sorg} = any(${sql.placeholder('sorgs')})`))
    .orderBy(asc(stockLocations.sortOrder), asc(stockLocations.code));
  return builtOnce(query);
}
