import { describe, expect, it } from 'vitest';
import {
  normaliseSearchTerm,
  SEARCH_DEBOUNCE_MS,
  SEARCH_MIN_LENGTH,
  shouldSuggest,
  SUGGESTION_LIMIT,
  suggestionRequest,
  topSuggestions,
} from './search-suggestions';

const suggestion = (article_code: string, name = `Product ${article_code}`) => ({ name, article_code });

describe('search suggestion rules', () => {
  it('uses the constants of the spec', () => {
    expect(SEARCH_DEBOUNCE_MS).toBe(650);
    expect(SEARCH_MIN_LENGTH).toBe(3);
    expect(SUGGESTION_LIMIT).toBe(4);
  });

  it('asks from 3 characters on, not counting surrounding blanks', () => {
    expect(shouldSuggest('ve')).toBe(false);
    expect(shouldSuggest('  ve  ')).toBe(false);
    expect(shouldSuggest('vel')).toBe(true);
    expect(shouldSuggest('v l')).toBe(true);
    expect(shouldSuggest('vé🚲')).toBe(true);
  });

  it('normalises white space', () => {
    expect(normaliseSearchTerm('  carbon \t  frame ')).toBe('carbon frame');
  });

  it('builds the call for the bike catalogue unless told otherwise', () => {
    expect(suggestionRequest(' helm ')).toEqual({ term: 'helm', category: 'bike', limit: 4 });
    expect(suggestionRequest('helm', 'paa')).toEqual({ term: 'helm', category: 'paa', limit: 4 });
    expect(suggestionRequest('he')).toBeNull();
  });

  it('shows at most four suggestions, each article once, in the order given', () => {
    const list = [suggestion('A'), suggestion('B'), suggestion('A', 'again'), suggestion('C'), suggestion('D'), suggestion('E')];
    expect(topSuggestions(list).map((each) => each.article_code)).toEqual(['A', 'B', 'C', 'D']);
    expect(topSuggestions([])).toEqual([]);
  });
});
