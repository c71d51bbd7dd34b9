/**
 * Content (a sales document, a marketing category) is published for one or more content target markets, and a
 * reader reads content of the markets assigned to them. A piece of content reaches a reader when the two share a
 * market; content published for no market reaches nobody.
 */
export function reachesReader(contentMarketIds: readonly string[], readerMarketIds: readonly string[]): boolean {
  const reader = new Set(readerMarketIds);
  return contentMarketIds.some((id) => reader.has(id));
}

/**
 * The markets a list is narrowed to: the reader's markets, or those of them the filter names. A filter can only
 * narrow: a market outside the reader's is dropped, never added.
 */
export function marketsToRead(readerMarketIds: readonly string[], filter: readonly string[] | null | undefined): string[] {
  if (!filter || filter.length === 0) return [...new Set(readerMarketIds)];
  const wanted = new Set(filter);
  return [...new Set(readerMarketIds)].filter((id) => wanted.has(id));
}

/** The markets of a change that the maintainer may not publish for (markets of another page type or unknown ones). */
export function marketsOutside(requested: readonly string[], allowed: readonly string[]): string[] {
  const known = new Set(allowed);
  return [...new Set(requested)].filter((id) => !known.has(id));
}
