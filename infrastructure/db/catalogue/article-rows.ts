import { and, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { ArticleRecord } from '../../../application/service/catalogue/article-ports';
import type { ProductCategory } from '../../../domain/catalogue/search-suggestions';
import { productSorgs, products } from './schema';
import { escapeLike } from '../like-pattern';

/** The columns of an article as one sales organisation sells it (products joined with product_sorgs). */
export const articleColumns = {
  productId: products.id,
  articleCode: products.articleCode,
  articleCodeDisplay: products.articleCodeDisplay,
  name: products.name,
  description: products.description,
  category: products.category,
  mcid: products.mcid,
  modelCode: products.modelCode,
  modelName: products.modelName,
  series: products.series,
  modelYear: products.modelYear,
  brand: products.brand,
  variant: products.variant,
  slug: products.slug,
  tags: products.tags,
  uom: products.uom,
  exactQty: products.exactQty,
  orderQuota: products.orderQuota,
  imageName: products.imageName,
  hierarchyBlocked: products.hierarchyBlocked,
  brandBlocked: products.brandBlocked,
  categoryBlocked: products.categoryBlocked,
  sorg: productSorgs.sorg,
  allowOrder: productSorgs.allowOrder,
  orderBlocked: productSorgs.orderBlocked,
  sorgBlocked: productSorgs.sorgBlocked,
  newArrivalFrom: productSorgs.newArrivalFrom,
  newArrivalTo: productSorgs.newArrivalTo,
  newArrivalActive: productSorgs.newArrivalActive,
};

export type ArticleRow = {
  productId: string;
  articleCode: string;
  articleCodeDisplay: string;
  name: string;
  description: string;
  category: string;
  mcid: string | null;
  modelCode: string;
  modelName: string;
  series: string | null;
  modelYear: number | null;
  brand: string;
  variant: string | null;
  slug: string;
  tags: string[];
  uom: string;
  exactQty: number | null;
  orderQuota: number | null;
  imageName: string | null;
  hierarchyBlocked: boolean;
  brandBlocked: boolean;
  categoryBlocked: boolean;
  sorg: string;
  allowOrder: boolean;
  orderBlocked: boolean;
  sorgBlocked: boolean;
  newArrivalFrom: string | null;
  newArrivalTo: string | null;
  newArrivalActive: boolean;
};

export function toArticle(row: ArticleRow): ArticleRecord {
  const { newArrivalFrom, newArrivalTo, newArrivalActive, ...article } = row;
  return { ...article, category: row.category as ProductCategory, newArrival: { from: newArrivalFrom, to: newArrivalTo, active: newArrivalActive } };
}

/** The join of products with the sales organisations selling them, narrowed to some sales organisations. */
export function soldIn(sorgs: readonly string[]): SQL {
  return and(eq(productSorgs.productId, products.id), inArray(productSorgs.sorg, [...sorgs]))!;
}

/** The words of a search text as a full-text prefix query ('trail:* & hel:*'), or null when it has no word. */
export function prefixQuery(term: string): string | null {
  const words = term
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);
  return words.length > 0 ? words.map((word) => `${word}:*`).join(' & ') : null;
}

/** Article codes starting with the text, case-insensitively (served by the lower(article_code) pattern index). */
export function codePrefixCondition(term: string): SQL {
  return sql`lower(${products.articleCode}) like ${`${escapeLike(term.toLowerCase())}%`}`;
}

/** Names holding every word of the text as a word prefix (full-text index), or null when the text has no word. */
export function nameWordsCondition(term: string): SQL | null {
  const tsquery = prefixQuery(term);
  return tsquery ? sql`${products.searchVector} @@ to_tsquery('simple', ${tsquery})` : null;
}

/** Names containing the text anywhere, also inside a word (trigram index). */
export function nameContainsCondition(term: string): SQL {
  return sql`${products.name} ilike ${`%${escapeLike(term)}%`}`;
}

/**
 * A search over names and article codes, as listings filter by it: the name's words (full-text), the name
 * containing the text (trigram), or the article code starting with it. Each part is served by an index, on PGlite
 * and PostgreSQL alike.
 */
export function searchCondition(term: string): SQL {
  const words = nameWordsCondition(term);
  return sql`(${words ? sql`${words} or ` : sql``}${nameContainsCondition(term)} or ${codePrefixCondition(term)})`;
}
