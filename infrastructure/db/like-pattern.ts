import { ilike, like, type Column, type SQL } from 'drizzle-orm';

/** Escapes LIKE wildcards so user text matches literally. */
export function escapeLike(term: string): string {
  return term.replace(/[\\%_]/g, (character) => `\\${character}`);
}

/**
 * A column holding the text anywhere, ignoring case. Where the text has no letter that case could change (document
 * numbers are mostly digits), LIKE finds the same rows as ILIKE at a third of the cost over thousands of lines.
 */
export function containsText(column: Column | SQL, text: string): SQL {
  const pattern = `%${escapeLike(text)}%`;
  return text.toLowerCase() === text.toUpperCase() ? like(column, pattern) : ilike(column, pattern);
}
