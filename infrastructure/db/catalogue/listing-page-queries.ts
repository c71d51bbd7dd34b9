import { and, asc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { ListingQuery } from '../../../application/service/catalogue/ports';
import type { Database } from '../database';
import { builtOnce } from '../prepared-query';
import { articleColumns } from './article-rows';
import { productSorgs, products } from './schema';

export function listingOrder(sort: ListingQuery['sort']): SQL[] {
  const byName = [asc(products.name), asc(products.id)];
  switch (sort) {
    case 'name':
      return byName;
    case 'newest':
      return [sql`${products.modelYear} desc nulls last`, asc(products.recommendedRank), ...byName];
    case 'recommended':
      return [asc(products.recommendedRank), ...byName];
  }
}

function pageQuery(db: Database, query: ListingQuery) {
  const filter = and(
    query.category ? eq(products.category, sql.placeholder('category')) : undefined,
    query.mcid ? eq(products.mcid, sql.placeholder('mcid')) : undefined,
    query.series ? eq(products.series, sql.placeholder('series')) : undefined,
    query.modelYear !== null ? eq(products.modelYear, sql.placeholder('modelYear')) : undefined,
  );
  const sorgs = query.sorgs.map((_, index) => sql.placeholder(`sorg${index}`));
  return builtOnce(
    db
      .select(articleColumns)
      .from(products)
      .innerJoin(productSorgs, and(eq(productSorgs.productId, products.id), inArray(productSorgs.sorg, sorgs)))
      .where(filter)
      .orderBy(...listingOrder(query.sort), asc(productSorgs.sorg))
      .limit(sql.placeholder('limit'))
      .offset(sql.placeholder('offset')),
  );
}

/**
 * The pages of listings without a search, the catalogue's most frequent read: one statement per combination of
 * filters, sort and number of sales organisations, built on first use (a search's conditions are built per call).
 */
export class ListingPages {
  private readonly byShape = new Map<string, ReturnType<typeof pageQuery>>();

  constructor(private readonly db: Database) {}

  page(query: ListingQuery & { search: null }) {
    const shape = [query.sort, query.sorgs.length, !!query.category, !!query.mcid, !!query.series, query.modelYear !== null].join(':');
    let prepared = this.byShape.get(shape);
    if (!prepared) {
      prepared = pageQuery(this.db, query);
      this.byShape.set(shape, prepared);
    }
    const { category, mcid, series, modelYear, limit, offset } = query;
    return prepared.execute({ category, mcid, series, modelYear, limit, offset, ...Object.fromEntries(query.sorgs.map((sorg, index) => [`sorg${index}`, sorg])) });
  }
}
