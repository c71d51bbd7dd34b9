import { NEVER, type Observable } from 'rxjs';
import { TestScheduler } from 'rxjs/testing';
import { describe, expect, it, vi } from 'vitest';
import type { SuggestionRequest } from '../../../domain/catalogue/search-suggestions';
import { CatalogueGatewayInMemory } from './testing/catalogue-gateway.in-memory';
import type { ProductSuggestion } from './ports';
import {
  createStartProductSearch,
  INITIAL_PRODUCT_SEARCH,
  productSearchStates,
  suggestionRequests,
  SUGGESTION_FAILURE_LOG,
  type ProductSearchState,
  type SearchInput,
} from './product-search';

function scheduler() {
  return new TestScheduler((actual, expected) => expect(actual).toEqual(expected));
}

const bike = (term: string): SearchInput => ({ term, category: 'bike' });
const request = (term: string, category: SuggestionRequest['category'] = 'bike'): SuggestionRequest => ({ term, category, limit: 4 });
const suggestion = (code: string): ProductSuggestion => ({ name: `Velocita ${code}`, article_code: code, suggestion: 'Velocita', slug: code.toLowerCase(), category: 'bike' });

describe('suggestion requests', () => {
  it('asks only once typing has paused for 650 ms', () => {
    const testScheduler = scheduler();
    testScheduler.run(({ hot, expectObservable }) => {
      const inputs = hot<SearchInput>('a 300ms b 300ms c', { a: bike('aer'), b: bike('aero'), c: bike('aero s') });

      expectObservable(suggestionRequests(inputs, testScheduler)).toBe('602ms 650ms r', { r: request('aero s') });
    });
  });

  it('asks nothing under 3 characters, and a shorter term cancels the call still waiting for its pause', () => {
    const testScheduler = scheduler();
    testScheduler.run(({ hot, expectObservable }) => {
      const inputs = hot<SearchInput>('a 100ms b 100ms c', { a: bike('ae'), b: bike('aer'), c: bike('ae') });

      expectObservable(suggestionRequests(inputs, testScheduler)).toBe('n', { n: null });
    });
  });

  it('asks the same term again only for another category, and counts trimmed, collapsed characters', () => {
    const testScheduler = scheduler();
    testScheduler.run(({ hot, expectObservable }) => {
      const inputs = hot<SearchInput>('a 700ms b 700ms c 700ms d', {
        a: bike('  tube '),
        b: bike('tube'),
        c: { term: 'tube', category: 'paa' },
        d: bike(' a  b '),
      });

      expectObservable(suggestionRequests(inputs, testScheduler)).toBe('650ms r 1401ms p 700ms d', {
        r: request('tube'),
        p: request('tube', 'paa'),
        d: request('a b'),
      });
    });
  });
});

describe('product search states', () => {
  it('shows loading, then at most four suggestions, each article once', () => {
    const testScheduler = scheduler();
    testScheduler.run(({ hot, cold, expectObservable }) => {
      const inputs = hot<SearchInput>('a', { a: bike('aero') });
      const answer = ['A', 'B', 'B', 'C', 'D', 'E'].map(suggestion);
      const fetch = (): Observable<ProductSuggestion[]> => cold('-r|', { r: answer });

      expectObservable(productSearchStates(inputs, fetch, { scheduler: testScheduler })).toBe('650ms lr', {
        l: { request: request('aero'), status: 'loading', suggestions: [] },
        r: { request: request('aero'), status: 'loaded', suggestions: ['A', 'B', 'C', 'D'].map(suggestion) },
      } satisfies Record<string, ProductSearchState>);
    });
  });

  it('abandons the answer of an older term when a newer one is asked, and clears at once under 3 characters', () => {
    const testScheduler = scheduler();
    testScheduler.run(({ hot, cold, expectObservable, expectSubscriptions }) => {
      const inputs = hot<SearchInput>('a 700ms b 700ms c', { a: bike('aero'), b: bike('kota'), c: bike('ko') });
      const slow = cold<ProductSuggestion[]>('1000ms r|', { r: [suggestion('AERO')] });
      const fetch = (asked: SuggestionRequest) => (asked.term === 'aero' ? slow : cold<ProductSuggestion[]>('-r|', { r: [suggestion('KOTA')] }));

      expectObservable(productSearchStates(inputs, fetch, { scheduler: testScheduler })).toBe('650ms a 700ms bc 49ms i', {
        a: { request: request('aero'), status: 'loading', suggestions: [] },
        b: { request: request('kota'), status: 'loading', suggestions: [] },
        c: { request: request('kota'), status: 'loaded', suggestions: [suggestion('KOTA')] },
        i: INITIAL_PRODUCT_SEARCH,
      });
      expectSubscriptions(slow.subscriptions).toBe('650ms ^ 700ms !');
    });
  });

  it('logs "Something went wrong (01)." and shows nothing when the suggestions fail', () => {
    const testScheduler = scheduler();
    const log = vi.fn();
    testScheduler.run(({ hot, cold, expectObservable }) => {
      const inputs = hot<SearchInput>('a', { a: bike('aero') });
      const fetch = () => cold<ProductSuggestion[]>('-#');

      expectObservable(productSearchStates(inputs, fetch, { scheduler: testScheduler, log })).toBe('650ms lf', {
        l: { request: request('aero'), status: 'loading', suggestions: [] },
        f: { request: request('aero'), status: 'failed', suggestions: [] },
      });
    });
    expect(log).toHaveBeenCalledWith(SUGGESTION_FAILURE_LOG);
  });

  it('shows nothing before anything is typed', () => {
    const testScheduler = scheduler();
    testScheduler.run(({ expectObservable }) => {
      expectObservable(productSearchStates(NEVER, () => NEVER, { scheduler: testScheduler })).toBe('');
    });
  });
});

describe('start product search', () => {
  it('given the example catalogue, when a dealer types "aero" in the bike catalogue, then bikes are suggested after the pause', async () => {
    const testScheduler = scheduler();
    const running = createStartProductSearch({ catalogue: new CatalogueGatewayInMemory(), scheduler: testScheduler })();
    const seen: ProductSearchState[] = [];
    const subscription = running.states.subscribe((state) => seen.push(state));

    running.type('aero', 'bike');
    testScheduler.flush();
    await Promise.resolve();
    subscription.unsubscribe();

    expect(seen.at(-1)?.status).toBe('loaded');
    expect(seen.at(-1)?.suggestions.map((each) => each.article_code)).toEqual(['VB-AESL-27-S', 'VB-AESL-27-M', 'VB-AESL-27-L']);
  });
});
