import {
  asyncScheduler,
  catchError,
  distinctUntilChanged,
  map,
  Observable,
  of,
  scan,
  startWith,
  Subject,
  switchMap,
  timer,
  type SchedulerLike,
} from 'rxjs';
import {
  SEARCH_DEBOUNCE_MS,
  suggestionRequest,
  topSuggestions,
  type ProductCategory,
  type SuggestionRequest,
} from '../../../domain/catalogue/search-suggestions';
import type { CatalogueGateway, ProductSuggestion } from './ports';

/** What the search box logs when suggestions cannot be fetched (spec 001 §8). */
export const SUGGESTION_FAILURE_LOG = 'Something went wrong (01).';

/** What a person does in the search box: types (in the catalogue of a category). */
export interface SearchInput {
  term: string;
  category: ProductCategory;
}

/**
 * What the search box shows: `idle` while the term is too short to ask (no suggestions), `loading` while an answer
 * is awaited (the last suggestions stay on show), `loaded` with at most 4 suggestions, `failed` with none.
 */
export interface ProductSearchState {
  request: SuggestionRequest | null;
  status: 'idle' | 'loading' | 'loaded' | 'failed';
  suggestions: ProductSuggestion[];
}

export const INITIAL_PRODUCT_SEARCH: ProductSearchState = { request: null, status: 'idle', suggestions: [] };

function sameRequest(a: SuggestionRequest | null, b: SuggestionRequest | null): boolean {
  return a === b || (a !== null && b !== null && a.term === b.term && a.category === b.category && a.limit === b.limit);
}

/**
 * The suggestion calls the search box makes (spec 001 §2, §9): a term of at least 3 characters is asked once typing
 * has paused for 650 ms; a shorter term asks nothing and clears the suggestions at once, cancelling a call still
 * waiting for its pause. The same call is not asked twice in a row.
 */
export function suggestionRequests(inputs: Observable<SearchInput>, scheduler: SchedulerLike = asyncScheduler): Observable<SuggestionRequest | null> {
  return inputs.pipe(
    switchMap((input) => {
      const request = suggestionRequest(input.term, input.category);
      return request === null ? of(null) : timer(SEARCH_DEBOUNCE_MS, scheduler).pipe(map(() => request));
    }),
    distinctUntilChanged(sameRequest),
  );
}

type Answer =
  | { request: null; status: 'idle' }
  | { request: SuggestionRequest; status: 'loading' }
  | { request: SuggestionRequest; status: 'loaded'; suggestions: ProductSuggestion[] }
  | { request: SuggestionRequest; status: 'failed' };

/**
 * The search box's suggestions as they change: each call of {@link suggestionRequests} answered by `fetch`, at most
 * four and each article once. A newer call abandons the answer of an older one. A failed call logs
 * 'Something went wrong (01).' and shows no suggestions.
 */
export function productSearchStates(
  inputs: Observable<SearchInput>,
  fetch: (request: SuggestionRequest) => Observable<ProductSuggestion[]>,
  options: { scheduler?: SchedulerLike; log?: (message: string) => void } = {},
): Observable<ProductSearchState> {
  const log = options.log ?? ((message: string) => console.warn(message));
  return suggestionRequests(inputs, options.scheduler).pipe(
    switchMap((request): Observable<Answer> => {
      if (request === null) return of({ request: null, status: 'idle' });
      return fetch(request).pipe(
        map((suggestions): Answer => ({ request, status: 'loaded', suggestions: topSuggestions(suggestions) })),
        catchError(() => {
          log(SUGGESTION_FAILURE_LOG);
          return of<Answer>({ request, status: 'failed' });
        }),
        startWith<Answer>({ request, status: 'loading' }),
      );
    }),
    scan((shown: ProductSearchState, answer: Answer): ProductSearchState => {
      switch (answer.status) {
        case 'idle':
          return INITIAL_PRODUCT_SEARCH;
        case 'loading':
          return { ...shown, request: answer.request, status: 'loading' };
        case 'loaded':
          return { request: answer.request, status: 'loaded', suggestions: answer.suggestions };
        case 'failed':
          return { request: answer.request, status: 'failed', suggestions: [] };
      }
    }, INITIAL_PRODUCT_SEARCH),
  );
}

/** One suggestion call, abandoned (and its request aborted) when nobody waits for it any more. */
export function fetchSuggestions(gateway: CatalogueGateway, request: SuggestionRequest): Observable<ProductSuggestion[]> {
  return new Observable<ProductSuggestion[]>((subscriber) => {
    const controller = new AbortController();
    gateway.suggestions(request.term, request.category, request.limit, controller.signal).then(
      (suggestions) => {
        subscriber.next(suggestions);
        subscriber.complete();
      },
      (error: unknown) => subscriber.error(error),
    );
    return () => controller.abort();
  });
}

/** A running search box: feed it what the person types, watch its states, stop it when the box goes away. */
export interface ProductSearch {
  readonly states: Observable<ProductSearchState>;
  type(term: string, category: ProductCategory): void;
}

export type StartProductSearch = () => ProductSearch;

export function createStartProductSearch(deps: { catalogue: CatalogueGateway; scheduler?: SchedulerLike; log?: (message: string) => void }): StartProductSearch {
  return () => {
    const inputs = new Subject<SearchInput>();
    return {
      states: productSearchStates(inputs, (request) => fetchSuggestions(deps.catalogue, request), { scheduler: deps.scheduler, log: deps.log }),
      type: (term, category) => inputs.next({ term, category }),
    };
  };
}
