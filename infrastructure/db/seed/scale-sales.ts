import { eq, sql } from 'drizzle-orm';
import type { Database } from '../database';
import * as t from '../schema';

export interface SalesScaleOptions {
  /** Articles of the generated catalogue the invoice items are drawn from: a large dealer's yearly assortment (default 5,000). */
  assortment?: number;
  /** Rows per INSERT statement (default 100,000). */
  batchSize?: number;
}

export interface SalesScaleResult {
  applied: boolean;
  items: number;
  elapsedMs: number;
}

const SEED_NAME = 'scale-sales';
const SEED_VERSION = 1;

/**
 * Gives every generated invoice (infrastructure/db/seed/scale-invoicing.ts, numbers starting with S) one invoice item
 * of a generated catalogue article (scale-commerce.ts), so the sales overview reads BENCH_INVOICE_LINES invoice lines.
 * The items are loaded with the summary trigger off where the database user may switch triggers off, and the
 * summary of the generated invoices is then added in one grouped statement, the migration's own back-fill; without
 * that permission the trigger keeps the summary row by row. Runs once per database, after both generators.
 */
export async function generateSalesScale(db: Database, options: SalesScaleOptions = {}): Promise<SalesScaleResult> {
  const started = performance.now();
  const assortment = Math.max(1, Math.trunc(options.assortment ?? 5_000));
  const batch = Math.max(1, Math.trunc(options.batchSize ?? 100_000));
  const [already] = await db.select().from(t.seedRuns).where(eq(t.seedRuns.name, SEED_NAME));
  if (already) return { applied: false, items: 0, elapsedMs: performance.now() - started };
  let items = 0;
  await db.transaction(async (tx) => {
    const triggersOff = await withoutTriggers(tx);
    const counted = (await tx.execute(sql`select count(*)::int as total from invoices where invoice_no like 'S%'`)) as unknown as { rows: { total: number }[] };
    const total = counted.rows[0]?.total ?? 0;
    for (let from = 1; from <= total; from += batch) {
      const to = Math.min(total, from + batch - 1);
      await tx.execute(sql`
        insert into invoice_items (invoice_id, line_no, article_code, article_code_display, name, brand, uom, qty, price, sub_total)
        select i.id, 1, p.article_code, p.article_code_display, p.name, p.brand, 'EA', q.qty, round(i.grand_total / q.qty, 2), i.grand_total
        from invoices i
        cross join lateral (select substr(i.invoice_no, 2)::int as n) k
        cross join lateral (select 1 + k.n % 4 as qty) q
        join products p on p.article_code = 'GX-' || lpad((1 + (k.n::bigint * 7919) % ${assortment})::text, 6, '0')
        where i.invoice_no between ${`S${String(from).padStart(9, '0')}`} and ${`S${String(to).padStart(9, '0')}`}`);
    }
    items = total;
    if (triggersOff) {
      await tx.execute(sql`
        insert into sales_monthly_totals (customer_id, sorg, payer_code, payer_name, year, month, product_category, brand, merchandise_category, model_code, model_name, series, net_sales, invoice_quantity)
        select i.customer_id, i.sorg, i.payer_code, max(i.payer_name), extract(year from i.invoice_date)::integer, extract(month from i.invoice_date)::integer,
               coalesce(p.category, ''), coalesce(p.brand, it.brand, ''), coalesce(p.mcid, ''), coalesce(p.model_code, it.article_code), max(coalesce(p.model_name, it.name)), coalesce(p.series, ''),
               sum(it.sub_total), sum(it.qty)
        from invoice_items it join invoices i on i.id = it.invoice_id left join products p on p.article_code = it.article_code
        where i.invoice_no like 'S%'
        group by 1, 2, 3, 5, 6, 7, 8, 9, 10, 12
        on conflict on constraint sales_monthly_totals_pk do update
          set net_sales = sales_monthly_totals.net_sales + excluded.net_sales, invoice_quantity = sales_monthly_totals.invoice_quantity + excluded.invoice_quantity`);
    }
    await tx.insert(t.seedRuns).values({ name: SEED_NAME, version: SEED_VERSION });
  });
  await db.execute(sql`analyze invoice_items`);
  await db.execute(sql`analyze sales_monthly_totals`);
  return { applied: true, items, elapsedMs: performance.now() - started };
}

/** Switches triggers (and reference checks) off for the transaction where permitted; answers whether it could. */
async function withoutTriggers(tx: Parameters<Parameters<Database['transaction']>[0]>[0]): Promise<boolean> {
  try {
    await tx.transaction(async (savepoint) => {
      await savepoint.execute(sql`set local session_replication_role = replica`);
    });
  } catch {
    return false;
  }
  const setting = (await tx.execute(sql`select current_setting('session_replication_role') as role`)) as unknown as { rows: { role: string }[] };
  return setting.rows[0]?.role === 'replica';
}
