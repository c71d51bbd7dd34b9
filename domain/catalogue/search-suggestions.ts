/** The search box waits this long after typing stops before it asks for suggestions (spec 001 §9). */
export const SEARCH_DEBOUNCE_MS = 650;
/** The fewest characters a search term needs before suggestions are asked for. */
export const SEARCH_MIN_LENGTH = 3;
/** The most suggestions the search box shows. */
export const SUGGESTION_LIMIT = 4;

/** The two product catalogues: bikes, and parts and accessories (PAA). */
export type ProductCategory = 'bike' | 'paa';
/** Suggestions search the bike catalogue unless the caller names another. */
export const DEFAULT_SUGGESTION_CATEGORY: ProductCategory = 'bike';

/** A search suggestion as shown: the product's name and article code, and the suggested search text. */
export interface SearchSuggestion {
  name: string;
  article_code: string;
  suggestion?: string;
}

/** The product-suggestion call's arguments. */
export interface SuggestionRequest {
  term: string;
  category: ProductCategory;
  limit: number;
}

/** A search term as it is sent: surrounding white space dropped and inner runs of white space made one space. */
export function normaliseSearchTerm(term: string): string {
  return term.trim().replace(/\s+/gu, ' ');
}

/**
 * Whether a term is long enough for suggestions: at least {@link SEARCH_MIN_LENGTH} characters once normalised,
 * counted as people count them (an accented letter or an emoji is one).
 */
export function shouldSuggest(term: string): boolean {
  return [...normaliseSearchTerm(term)].length >= SEARCH_MIN_LENGTH;
}

/** The suggestion call for a term, or null when the term is too short to ask. */
export function suggestionRequest(term: string, category: ProductCategory = DEFAULT_SUGGESTION_CATEGORY): SuggestionRequest | null {
  return shouldSuggest(term) ? { term: normaliseSearchTerm(term), category, limit: SUGGESTION_LIMIT } : null;
}

/**
 * The suggestions to show, in the order given (the service ranks them): each article once, at most
 * {@link SUGGESTION_LIMIT}.
 */
export function topSuggestions<T extends SearchSuggestion>(suggestions: readonly T[]): T[] {
  const seen = new Set<string>();
  const shown: T[] = [];
  for (const suggestion of suggestions) {
    if (shown.length === SUGGESTION_LIMIT) break;
    if (seen.has(suggestion.article_code)) continue;
    seen.add(suggestion.article_code);
    shown.push(suggestion);
  }
  return shown;
}
