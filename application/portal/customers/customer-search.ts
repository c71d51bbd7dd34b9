import {
  asyncScheduler,
  catchError,
  debounceTime,
  distinctUntilChanged,
  filter,
  map,
  merge,
  Observable,
  of,
  scan,
  share,
  startWith,
  Subject,
  switchMap,
  type SchedulerLike,
} from 'rxjs';
import { CUSTOMER_SEARCH_DEBOUNCE_MS, normaliseCustomerPageSize } from '../../../domain/customers/customer-search';
import { FIRST_CUSTOMER_QUERY, INITIAL_CUSTOMER_SEARCH, type CustomerSearchInput, type CustomerSearchState } from './customer-search-state';
import type { CustomerGateway, CustomerPage, CustomerQuery } from './ports';

function nextQuery(query: CustomerQuery, input: CustomerSearchInput): CustomerQuery {
  switch (input.kind) {
    case 'search':
      return { ...query, search: input.term.trim(), page: 1 };
    case 'page':
      return { ...query, page: Math.max(1, Math.trunc(input.page)) };
    case 'page-size':
      return { ...query, limit: normaliseCustomerPageSize(input.limit), page: 1 };
  }
}

function sameQuery(a: CustomerQuery, b: CustomerQuery): boolean {
  return a.search === b.search && a.page === b.page && a.limit === b.limit;
}

/** One call to the service that is abandoned, and its request aborted, when nobody waits for it any more. */
export function fetchCustomerPage(gateway: CustomerGateway, query: CustomerQuery): Observable<CustomerPage> {
  return new Observable<CustomerPage>((subscriber) => {
    const controller = new AbortController();
    gateway.salesCustomers(query, controller.signal).then(
      (page) => {
        subscriber.next(page);
        subscriber.complete();
      },
      (error: unknown) => subscriber.error(error),
    );
    return () => controller.abort();
  });
}

type Answer = { query: CustomerQuery } & ({ status: 'loading' } | { status: 'loaded'; page: CustomerPage } | { status: 'failed' });

/**
 * The queries the picker asks (spec 000 §2.8): the first page of all customers at once; a search term once typing
 * has paused for 450 ms, back on page 1; page turns and page sizes at once, a new page size back on page 1. A
 * query equal to the one before is not asked again.
 */
export function customerQueries(inputs: Observable<CustomerSearchInput>, scheduler: SchedulerLike = asyncScheduler): Observable<CustomerQuery> {
  const shared = inputs.pipe(share());
  const terms = shared.pipe(
    filter((input) => input.kind === 'search'),
    debounceTime(CUSTOMER_SEARCH_DEBOUNCE_MS, scheduler),
  );
  const paging = shared.pipe(filter((input) => input.kind !== 'search'));
  return merge(terms, paging).pipe(scan(nextQuery, FIRST_CUSTOMER_QUERY), startWith(FIRST_CUSTOMER_QUERY), distinctUntilChanged(sameQuery));
}

/**
 * The picker's list as it changes: each query of {@link customerQueries} answered by `fetch`. A newer query
 * abandons the answer still awaited for an older one. A failed listing shows an empty list, as customer lists fail
 * silently. While a query is loading, the customers of the last answer stay on show.
 */
export function customerSearchStates(
  inputs: Observable<CustomerSearchInput>,
  fetch: (query: CustomerQuery) => Observable<CustomerPage>,
  scheduler: SchedulerLike = asyncScheduler,
): Observable<CustomerSearchState> {
  return customerQueries(inputs, scheduler).pipe(
    switchMap((query) =>
      fetch(query).pipe(
        map((page): Answer => ({ query, status: 'loaded', page })),
        catchError(() => of<Answer>({ query, status: 'failed' })),
        startWith<Answer>({ query, status: 'loading' }),
      ),
    ),
    scan((shown: CustomerSearchState, answer: Answer): CustomerSearchState => {
      switch (answer.status) {
        case 'loading':
          return { ...shown, query: answer.query, status: 'loading' };
        case 'loaded':
          return { query: answer.query, status: 'loaded', items: answer.page.items, total: answer.page.total };
        case 'failed':
          return { query: answer.query, status: 'failed', items: [], total: 0 };
      }
    }, INITIAL_CUSTOMER_SEARCH),
  );
}

/** A running search of the picker: feed it what the person does, watch its states, stop it when the picker closes. */
export interface CustomerSearch {
  readonly states: Observable<CustomerSearchState>;
  search(term: string): void;
  showPage(page: number): void;
  showPageSize(limit: number): void;
}

export type StartCustomerSearch = () => CustomerSearch;

export function createStartCustomerSearch(deps: { customers: CustomerGateway; scheduler?: SchedulerLike }): StartCustomerSearch {
  return () => {
    const inputs = new Subject<CustomerSearchInput>();
    return {
      states: customerSearchStates(inputs, (query) => fetchCustomerPage(deps.customers, query), deps.scheduler),
      search: (term) => inputs.next({ kind: 'search', term }),
      showPage: (page) => inputs.next({ kind: 'page', page }),
      showPageSize: (limit) => inputs.next({ kind: 'page-size', limit }),
    };
  };
}
