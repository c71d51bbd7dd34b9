import { asc, eq, sql } from 'drizzle-orm';
import { calendarDayIn } from '../../../application/service/invoices/business-day';
import type { Database } from '../database';
import { SORG_TIME_ZONES } from '../invoices/invoices-settings.postgres';
import * as t from '../schema';

export interface InvoicingScaleOptions {
  /** Invoice lines (receivables) to generate in all, one invoice each (default 1,000,000). */
  lines?: number;
  /** The r3 code of the customer that gets the large share; the first customer of the sales organisation when absent. */
  largeCustomerR3?: string;
  /** Open lines of the large customer, nearly all overdue (default 4,000). */
  largeOpenLines?: number;
  /** Paid lines of the large customer, over the last two years (default 36,000). */
  largePaidLines?: number;
  /** Rows per INSERT statement (default 100,000). */
  batchSize?: number;
  sorg?: string;
  now: Date;
}

export interface InvoicingScaleResult {
  applied: boolean;
  lines: number;
  rows: number;
  elapsedMs: number;
  largeCustomerR3: string;
  /** Assignments of the large customer's overdue open lines, oldest first: each pays alone under the overdue rule. */
  overdueAssignments: string[];
}

const SEED_NAME = 'scale-invoicing';
const SEED_VERSION = 1;
/** Generated invoice numbers start with S so they never meet the demo's. */
const PREFIX = 'S';
/** The span of invoice dates of the generated history, in days back from today. */
const HISTORY_DAYS = 700;

/**
 * Adds generated receivables for the benchmark on top of the demo and scale seeds: `lines` invoices of one line each,
 * a large share (open and paid) for one customer and the rest spread over the other customers of the sales
 * organisation, about one line in ten still open. Everything is computed in SQL from generate_series, a batch per
 * statement, and derived from the line's number, so two runs with the same options produce the same data. Runs once
 * per database.
 */
export async function generateInvoicingScale(db: Database, options: InvoicingScaleOptions): Promise<InvoicingScaleResult> {
  const started = performance.now();
  const total = Math.max(1, Math.trunc(options.lines ?? 1_000_000));
  const sorg = options.sorg ?? 'ID01';
  const largeOpen = Math.min(total, Math.max(0, Math.trunc(options.largeOpenLines ?? 4_000)));
  const largePaid = Math.min(total - largeOpen, Math.max(0, Math.trunc(options.largePaidLines ?? 36_000)));
  const batch = Math.max(1, Math.trunc(options.batchSize ?? 100_000));
  const today = calendarDayIn(options.now, SORG_TIME_ZONES[sorg] ?? 'UTC');

  const customers = await db.select({ id: t.customers.id, r3: t.customers.r3, name: t.customers.name }).from(t.customers).where(eq(t.customers.sorg, sorg)).orderBy(asc(t.customers.r3));
  if (customers.length < 2) throw new Error('generateInvoicingScale needs at least two customers in the sales organisation');
  const large = customers.find((customer) => customer.r3 === options.largeCustomerR3) ?? customers[0]!;
  const overdueAssignments = Array.from({ length: largeOpen }, (_, index) => `${PREFIX}${String(index + 1).padStart(9, '0')}`);
  const [already] = await db.select().from(t.seedRuns).where(eq(t.seedRuns.name, SEED_NAME));
  if (already) return { applied: false, lines: 0, rows: 0, elapsedMs: performance.now() - started, largeCustomerR3: large.r3, overdueAssignments };

  await db.transaction(async (tx) => {
    await skipReferenceChecks(tx);
    await tx.execute(sql`create temporary table scale_customers (position int primary key, id uuid not null, r3 text not null, name text not null) on commit drop`);
    await tx.execute(sql`
      insert into scale_customers
      select (row_number() over (order by c.r3))::int - 1, c.id, c.r3, c.name
      from customers c where c.sorg = ${sorg} and c.id <> ${large.id}`);
    const others = customers.length - 1;
    for (let from = 1; from <= total; from += batch) {
      const to = Math.min(total, from + batch - 1);
      // Line n: 1..largeOpen open and overdue for the large customer, then its paid history, then the others. The
      // invoices and their lines go in with one statement, the lines from what the invoice insert returns.
      await tx.execute(sql`
        with inserted as (
          insert into invoices (customer_id, sorg, company_code, company_name, payer_code, payer_name, invoice_no, do_no, invoice_date, fiscal_year,
            currency, grand_total, tax, shipping_cost, terms)
          select
            case when n <= ${largeOpen + largePaid} then ${large.id}::uuid else sc.id end,
            ${sorg}, ${`${sorg}-1000`}, 'PT Velocita Indonesia',
            case when n <= ${largeOpen + largePaid} then ${large.r3} else sc.r3 end,
            case when n <= ${largeOpen + largePaid} then ${large.name} else sc.name end,
            ${PREFIX} || lpad(n::text, 9, '0'), 'D' || lpad(n::text, 9, '0'),
            d.invoice_date, extract(year from d.invoice_date)::int, 'IDR',
            a.amount, round(a.amount * 0.1, 0), 150000, 'Net 30'
          from generate_series(${from}::int, ${to}::int) as n
          left join scale_customers sc on n > ${largeOpen + largePaid} and sc.position = (n % ${others})
          cross join lateral (select
            case when n <= ${largeOpen} then ${today}::date - (35 + (n % 300))
                 else ${today}::date - ((n::bigint * 7919) % ${HISTORY_DAYS})::int end as invoice_date) d
          cross join lateral (select (500000 + ((n::bigint * 104729) % 200) * 50000)::numeric(18, 2) as amount) a
          returning id, customer_id, payer_code, company_code, invoice_no, currency, invoice_date, grand_total
        )
        insert into invoice_lines (invoice_id, customer_id, payer_code, company_code, invoice_no, currency, accounting_no, assignment, installment, due_date,
          accounting_amount, status, clearing_date)
        select i.id, i.customer_id, i.payer_code, i.company_code, i.invoice_no, i.currency, 'T' || substr(i.invoice_no, 2), i.invoice_no, null, i.invoice_date + 30,
          i.grand_total,
          case when p.paid then 'Paid' else 'Open' end,
          case when p.paid then least(i.invoice_date + 20 + (p.n % 25), ${today}::date) end
        from inserted i
        cross join lateral (select substr(i.invoice_no, 2)::int as n) k
        cross join lateral (select k.n, case
          when k.n <= ${largeOpen} then false
          when k.n <= ${largeOpen + largePaid} then true
          else (k.n % 10) <> 0 or i.invoice_date + 30 < ${today}::date - 120 end as paid) p`);
    }
    await tx.insert(t.seedRuns).values({ name: SEED_NAME, version: SEED_VERSION });
  });
  await db.execute(sql`analyze invoices`);
  await db.execute(sql`analyze invoice_lines`);
  return { applied: true, lines: total, rows: total * 2, elapsedMs: performance.now() - started, largeCustomerR3: large.r3, overdueAssignments };
}

/**
 * Generated rows reference only rows that exist (they are built from them), so the reference checks of the bulk load
 * are skipped where the database user may (superusers, the embedded engine): they cost more than the inserts. Other
 * users load with the checks on.
 */
async function skipReferenceChecks(tx: Parameters<Parameters<Database['transaction']>[0]>[0]): Promise<void> {
  try {
    await tx.transaction(async (savepoint) => {
      await savepoint.execute(sql`set local session_replication_role = replica`);
    });
  } catch {
    // Not permitted: the checks stay on.
  }
}
