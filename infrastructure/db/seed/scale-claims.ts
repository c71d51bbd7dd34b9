import { asc, eq, sql } from 'drizzle-orm';
import type { Database } from '../database';
import { claims } from '../claims/schema';
import * as t from '../schema';

export interface ClaimsScaleOptions {
  /** Claims to generate in all (default 100,000). */
  claims?: number;
  /** The r3 code of the customer that gets the large share (a tenth); the first of the sales organisation when absent. */
  largeCustomerR3?: string;
  sorg?: string;
  /** Rows per INSERT statement (default 50,000). */
  batchSize?: number;
  now: Date;
}

export interface ClaimsScaleResult {
  applied: boolean;
  claims: number;
  elapsedMs: number;
  /** The id of one of the large customer's claims, for the detail read. */
  sampleClaimId: string | null;
}

const SEED_NAME = 'scale-claims';
/** Statuses the generated claims spread over, in proportion to how long claims stay in each. */
const STATUS_SPREAD = ['closed', 'closed', 'credit_note_issued', 'rejected', 'approved', 'in_review', 'submitted', 'information_needed', 'draft', 'closed'];

/**
 * Adds generated claims for the benchmark on top of the demo seed: a tenth for one customer, the rest spread over
 * the sales organisation's customers, over the last two years, each with its history's first entry. Computed in SQL
 * from generate_series, so the same options give the same data. Runs once per database.
 */
export async function generateClaimsScale(db: Database, options: ClaimsScaleOptions): Promise<ClaimsScaleResult> {
  const started = performance.now();
  const total = Math.max(1, Math.trunc(options.claims ?? 100_000));
  const batch = Math.max(1, Math.trunc(options.batchSize ?? 50_000));
  const sorg = options.sorg ?? 'ID01';
  const customers = await db.select({ id: t.customers.id, r3: t.customers.r3 }).from(t.customers).where(eq(t.customers.sorg, sorg)).orderBy(asc(t.customers.r3));
  const large = customers.find((customer) => customer.r3 === options.largeCustomerR3) ?? customers[0]!;
  const [already] = await db.select().from(t.seedRuns).where(eq(t.seedRuns.name, SEED_NAME));
  if (!already) {
    const customerIds = sql.raw(`array[${customers.map((customer) => `'${customer.id}'::uuid`).join(',')}]`);
    const statuses = sql.raw(`array[${STATUS_SPREAD.map((status) => `'${status}'`).join(',')}]`);
    for (let first = 1; first <= total; first += batch) {
      const last = Math.min(total, first + batch - 1);
      await db.execute(sql`
        insert into claims (reference_no, customer_id, kind, status_id, article_code, article_name, brand, frame_number, qty, problem_ids, created_at, updated_at)
        select 'WC-S-' || lpad(g::text, 8, '0'),
               case when g % 10 = 0 then ${large.id}::uuid else (${customerIds})[1 + (g % ${customers.length})] end,
               case when g % 4 = 0 then 'paa' else 'bike' end,
               (${statuses})[1 + (g % ${STATUS_SPREAD.length})],
               'GX-' || lpad((1 + g % 1000)::text, 6, '0'), 'Generated article ' || (1 + g % 1000), 'Velocita',
               case when g % 4 = 0 then '' else 'VLCS' || lpad(g::text, 8, '0') end,
               1, array['frame-crack'],
               ${options.now}::timestamptz - (g % 730) * interval '1 day' - (g % 86400) * interval '1 second',
               ${options.now}::timestamptz - (g % 730) * interval '1 day'
        from generate_series(${first}::int, ${last}::int) as g`);
    }
    await db.execute(sql`
      insert into claim_histories (claim_id, from_status_id, to_status_id, changed_at)
      select id, null, 'draft', created_at from claims where reference_no like 'WC-S-%'`);
    // What autovacuum does after a bulk load: statistics, and the visibility map that lets a count read the index alone.
    await db.execute(sql`vacuum analyze claims`);
    await db.execute(sql`analyze claim_histories`);
    await db.insert(t.seedRuns).values({ name: SEED_NAME, version: 1, appliedAt: options.now });
  }
  const [sample] = await db.select({ id: claims.id }).from(claims).where(eq(claims.customerId, large.id)).orderBy(asc(claims.referenceNo)).limit(1);
  return { applied: !already, claims: already ? 0 : total, elapsedMs: performance.now() - started, sampleClaimId: sample?.id ?? null };
}
