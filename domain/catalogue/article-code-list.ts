/** The most article codes one catalogue analysis may name. */
export const MAX_ANALYSED_ARTICLES = 500;

/**
 * The article codes written in a text, one per line or separated by commas, semicolons or spaces: each trimmed,
 * upper-cased as the catalogue keeps them, and once, in the order first written.
 */
export function articleCodesIn(text: string): string[] {
  return [...new Set(text.split(/[\s,;]+/).map((code) => code.trim().toUpperCase()).filter(Boolean))];
}
