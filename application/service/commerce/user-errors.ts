import type { ArticleRecord } from './ports';

/**
 * A refused input as the commerce mutations answer it: the path of the field (products.2.qty as
 * ['products', '2', 'qty']), the dictionary key of the message and the values its text interpolates.
 */
export interface CommerceUserError {
  field: string[];
  message: string;
  values: { name: string; value: string }[];
}

export function userError(field: string, message: string, values: Record<string, number | string> = {}): CommerceUserError {
  return { field: field.split('.'), message, values: Object.entries(values).map(([name, value]) => ({ name, value: String(value) })) };
}

/**
 * Why an article cannot be ordered in its sales organisation, or null when it can: it must be allowed to order
 * there, blocked by nothing (order, sales organisation, hierarchy, brand, category) and have a price.
 */
export function orderabilityProblem(article: ArticleRecord, hasPrice: boolean): 'article_blocked' | 'no_price' | null {
  const blocked = !article.allowOrder || article.orderBlocked || article.sorgBlocked || article.hierarchyBlocked || article.brandBlocked || article.categoryBlocked;
  if (blocked) return 'article_blocked';
  return hasPrice ? null : 'no_price';
}
