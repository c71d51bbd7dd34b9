import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { normaliseSearchTerm, SEARCH_MIN_LENGTH, shouldSuggest, SUGGESTION_LIMIT, suggestionRequest, topSuggestions } from './search-suggestions';

/** Terms up to a sentence long. */
const MAX_TERM = 40;
/** Lists of suggestions longer than the limit, from a small pool of codes so that repeats occur. */
const MAX_SUGGESTIONS = 12;
const CODES = ['BK-1', 'BK-2', 'HL-1', 'TY-1', 'TY-2', 'GS-9'];

const term = fc.string({ maxLength: MAX_TERM, unit: fc.constantFrom('a', 'B', 'é', ' ', '\t', '7', '🚲') });
const suggestions = fc.array(fc.record({ name: fc.string({ maxLength: 8 }), article_code: fc.constantFrom(...CODES) }), { maxLength: MAX_SUGGESTIONS });

describe('search suggestion properties', () => {
  it('a term is suggested for exactly when its normalised form has at least 3 characters', () => {
    fc.assert(
      fc.property(term, (typed) => {
        expect(shouldSuggest(typed)).toBe(Array.from(normaliseSearchTerm(typed)).length >= SEARCH_MIN_LENGTH);
      }),
    );
  });

  it('blanks around a term never change whether it is suggested for', () => {
    fc.assert(
      fc.property(term, fc.constantFrom(' ', '\t', '  '), (typed, padding) => {
        expect(shouldSuggest(`${padding}${typed}${padding}`)).toBe(shouldSuggest(typed));
      }),
    );
  });

  it('normalising is idempotent', () => {
    fc.assert(
      fc.property(term, (typed) => {
        expect(normaliseSearchTerm(normaliseSearchTerm(typed))).toBe(normaliseSearchTerm(typed));
      }),
    );
  });

  it('a request is made exactly when the term is long enough, and always asks for the limit', () => {
    fc.assert(
      fc.property(term, (typed) => {
        const request = suggestionRequest(typed);
        expect(request === null).toBe(!shouldSuggest(typed));
        if (request) expect(request.limit).toBe(SUGGESTION_LIMIT);
      }),
    );
  });

  it('shows at most the limit, without repeating an article', () => {
    fc.assert(
      fc.property(suggestions, (list) => {
        const shown = topSuggestions(list).map((each) => each.article_code);
        expect(shown.length).toBeLessThanOrEqual(SUGGESTION_LIMIT);
        expect(new Set(shown).size).toBe(shown.length);
      }),
    );
  });

  it('shows the first occurrence of each of the first distinct articles, in order', () => {
    fc.assert(
      fc.property(suggestions, (list) => {
        const firsts = list.filter((each, index) => list.findIndex((other) => other.article_code === each.article_code) === index);
        expect(topSuggestions(list)).toEqual(firsts.slice(0, SUGGESTION_LIMIT));
      }),
    );
  });
});
