/**
 * Drill-down of the sales overview's breakdown: from the merchandise categories into one category's models, and
 * from a model into its series. The path is plain data, so the view, the URL and the tests share it.
 */
export interface SalesDrillDown {
  /** The merchandise category opened; undefined on the top level. */
  merchandiseCategory?: string;
  /** The model opened within the category; it is set only with a category. */
  model?: string;
}

export type SalesDrillLevel = 'merchandise-category' | 'model' | 'series';

/** What the breakdown lists at this point of the path. */
export function drillLevel(path: SalesDrillDown): SalesDrillLevel {
  if (path.merchandiseCategory === undefined) return 'merchandise-category';
  return path.model === undefined ? 'model' : 'series';
}

/** Opens an entry of the level shown: a category, then a model; the series level has nothing below it. */
export function drillInto(path: SalesDrillDown, key: string): SalesDrillDown {
  switch (drillLevel(path)) {
    case 'merchandise-category':
      return { merchandiseCategory: key };
    case 'model':
      return { merchandiseCategory: path.merchandiseCategory, model: key };
    case 'series':
      return path;
  }
}

/** Goes back up to a level of the path (the breadcrumb's link); a level below the current one changes nothing. */
export function drillUpTo(path: SalesDrillDown, level: SalesDrillLevel): SalesDrillDown {
  if (level === 'merchandise-category') return {};
  if (level === 'model' && path.merchandiseCategory !== undefined) return { merchandiseCategory: path.merchandiseCategory };
  return path;
}
