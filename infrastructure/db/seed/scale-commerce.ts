import { eq, sql } from 'drizzle-orm';
import type { Database } from '../database';
import { seedRuns } from '../schema';

export interface ScaleCommerceOptions {
  /** Generated articles on top of the demo catalogue (default 100,000). */
  articles?: number;
  /** The sales organisation that sells them, with its stock locations from the demo seed (default ID01). */
  sorg?: string;
  /** Articles per INSERT … SELECT statement (default 20,000). */
  batchSize?: number;
}

export interface ScaleCommerceResult {
  applied: boolean;
  articles: number;
  rows: number;
  elapsedMs: number;
}

const SEED_NAME = 'scale-commerce';
const SEED_VERSION = 1;

/** The article code of the n-th generated article (1-based): GX-000001 … */
export function scaleArticleCode(n: number): string {
  return `GX-${String(n).padStart(6, '0')}`;
}

/** The slug of the n-th generated article. */
export function scaleArticleSlug(n: number): string {
  return `gx-${String(n).padStart(6, '0')}`;
}

/** Words the generated names are made of, so searches find realistic spreads of matches. */
const FAMILIES = ['Aero', 'Trail', 'Gravel', 'Urban', 'Enduro', 'Touring', 'Sprint', 'Summit', 'Coastal', 'Forest', 'Canyon', 'Metro'];
const KINDS = ['Helmet', 'Tyre', 'Tube', 'Saddle', 'Pedal', 'Light', 'Lock', 'Bottle', 'Chain', 'Cassette', 'Brake Pad', 'Grip', 'Pump', 'Bag', 'Glove', 'Jersey', 'Crankset', 'Derailleur', 'Wheel', 'Bike'];
const BIKE_CATEGORIES = ['BK-ROAD', 'BK-MTB', 'BK-GRAVEL', 'BK-CITY', 'BK-EBIKE', 'BK-KIDS'];

function textArray(values: readonly string[]) {
  return sql.raw(`ARRAY[${values.map((value) => `'${value.replace(/'/g, "''")}'`).join(', ')}]`);
}

/**
 * Adds a generated catalogue for load tests: articles (every 20th a bike, in models of four variants) sold in one
 * sales organisation, each with a dealer price, stock at its locations (some at zero with a next arrival), a volume
 * tier on every tenth, and a ship-to for every customer without one. Rows are made by INSERT … SELECT over
 * generate_series in batches, so 100,000 articles take seconds. Runs once per database.
 */
export async function generateScaleCommerce(db: Database, options: ScaleCommerceOptions = {}): Promise<ScaleCommerceResult> {
  const started = performance.now();
  const articles = Math.max(1, Math.trunc(options.articles ?? 100_000));
  const sorg = options.sorg ?? 'ID01';
  const batchSize = Math.max(1, options.batchSize ?? 20_000);
  const [already] = await db.select().from(seedRuns).where(eq(seedRuns.name, SEED_NAME));
  if (already) return { applied: false, articles, rows: 0, elapsedMs: performance.now() - started };

  let rows = 0;
  const count = async (statement: Promise<{ rowCount?: number | null; affectedRows?: number } | unknown>) => {
    const result = (await statement) as { rowCount?: number | null; affectedRows?: number };
    rows += result.rowCount ?? result.affectedRows ?? 0;
  };
  await db.transaction(async (tx) => {
    const found = (await tx.execute(sql`select currency->>'display' as code from sales_organisations where sorg = ${sorg}`)) as unknown as { rows: { code: string }[] };
    const [currency] = found.rows;
    if (!currency) throw new Error(`generateScaleCommerce needs the demo seed (sales organisation ${sorg}) first`);
    for (let from = 1; from <= articles; from += batchSize) {
      const to = Math.min(articles, from + batchSize - 1);
      await count(
        tx.execute(sql`
          insert into products (article_code, article_code_display, name, description, category, mcid, model_code, model_name, series,
            model_year, brand, variant, slug, tags, uom, exact_qty, recommended_rank)
          select 'GX-' || lpad(g::text, 6, '0'),
                 'GX ' || lpad(g::text, 6, '0'),
                 f.family || ' ' || k.kind || ' ' || (g % 97 + 1) || ' ' || v.variant,
                 'Generated article ' || g,
                 case when g % 20 = 0 then 'bike' else 'paa' end,
                 case when g % 20 = 0 then (${textArray(BIKE_CATEGORIES)})[1 + (g / 20) % ${BIKE_CATEGORIES.length}] else 'PA-GEN-' || (g % 40) end,
                 'GXM-' || lpad((g / 4)::text, 6, '0'),
                 f.family || ' ' || k.kind || ' ' || (g % 97 + 1),
                 f.family,
                 case when g % 20 = 0 then 2025 + g % 3 end,
                 'Velocita',
                 v.variant,
                 'gx-' || lpad(g::text, 6, '0'),
                 '{}'::text[],
                 'EA',
                 null,
                 1000 + g
          from generate_series(${from}::int, ${to}::int) as g
          cross join lateral (select (${textArray(FAMILIES)})[1 + g % ${FAMILIES.length}] as family) f
          cross join lateral (select case when g % 20 = 0 then 'Bike' else (${textArray(KINDS)})[1 + (g / ${FAMILIES.length}) % ${KINDS.length}] end as kind) k
          cross join lateral (select (ARRAY['S', 'M', 'L', 'XL'])[1 + g % 4] as variant) v`),
      );
    }
    const generated = sql`select id, substr(article_code, 4)::int as n from products where article_code like 'GX-%'`;
    await count(tx.execute(sql`insert into product_sorgs (product_id, sorg) select id, ${sorg} from (${generated}) p`));
    await count(
      tx.execute(sql`
        insert into prices (product_id, sorg, currency, dealer, retail)
        select id, ${sorg}, ${currency.code}, (25000 + (n * 7919) % 4000000)::numeric(18, 2), ((25000 + (n * 7919) % 4000000) * 1.35)::numeric(18, 2)
        from (${generated}) p`),
    );
    await count(
      tx.execute(sql`
        insert into price_deals (product_id, sorg, sales_deal_no, description, type, value, term, tier_qty)
        select id, ${sorg}, 'SD-GX-VOL', 'Volume 10+', 'percentage', 5, '>=', 10 from (${generated}) p where n % 10 = 0`),
    );
    await count(
      tx.execute(sql`
        insert into stock_levels (product_id, location_code, available, next_arrival, next_arrival_qty)
        select p.id, l.code,
               case when (p.n + l.sort_order) % 9 = 0 then 0 else 5 + (p.n * 37 + l.sort_order * 11) % 400 end,
               case when (p.n + l.sort_order) % 9 = 0 then current_date + (p.n % 90) end,
               case when (p.n + l.sort_order) % 9 = 0 then 20 end
        from (${generated}) p cross join stock_locations l where l.sorg = ${sorg}`),
    );
    await count(
      tx.execute(sql`
        insert into ship_to_addresses (customer_id, code, name, address, city, country, warehouse_area, is_default)
        select c.id, 'ST-' || right(c.r3, 6) || '-01', c.name, coalesce(c.address, ''), coalesce(c.city, ''), 'ID', 'JAVA-WEST', true
        from customers c
        where not exists (select 1 from ship_to_addresses s where s.customer_id = c.id)`),
    );
    await tx.insert(seedRuns).values({ name: SEED_NAME, version: SEED_VERSION });
  });
  await db.execute(sql`analyze products`);
  await db.execute(sql`analyze product_sorgs`);
  await db.execute(sql`analyze stock_levels`);
  return { applied: true, articles, rows, elapsedMs: performance.now() - started };
}
