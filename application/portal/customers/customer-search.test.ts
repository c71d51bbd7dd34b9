import { NEVER, type Observable } from 'rxjs';
import { TestScheduler } from 'rxjs/testing';
import { describe, expect, it } from 'vitest';
import { CustomerGatewayInMemory, exampleCustomer } from './testing/customer-gateway.in-memory';
import { createStartCustomerSearch, customerQueries, customerSearchStates } from './customer-search';
import { FIRST_CUSTOMER_QUERY, type CustomerSearchInput, type CustomerSearchState } from './customer-search-state';
import type { CustomerPage, CustomerQuery } from './ports';

function scheduler() {
  return new TestScheduler((actual, expected) => expect(actual).toEqual(expected));
}

const query = (overrides: Partial<CustomerQuery> = {}): CustomerQuery => ({ ...FIRST_CUSTOMER_QUERY, ...overrides });
const search = (term: string): CustomerSearchInput => ({ kind: 'search', term });

describe('customer queries', () => {
  it('asks for the first page at once, and a search only after 450 ms without typing', () => {
    const testScheduler = scheduler();
    testScheduler.run(({ hot, expectObservable }) => {
      const inputs = hot<CustomerSearchInput>('-a 100ms b 100ms c', { a: search('s'), b: search('se'), c: search('sep') });

      expectObservable(customerQueries(inputs, testScheduler)).toBe('q 203ms 449ms r', {
        q: query(),
        r: query({ search: 'sep' }),
      });
    });
  });

  it('turns pages and page sizes at once, back on page 1 for a new size or a new term', () => {
    const testScheduler = scheduler();
    testScheduler.run(({ hot, expectObservable }) => {
      const inputs = hot<CustomerSearchInput>('-p-s 449ms t', {
        p: { kind: 'page', page: 3 },
        s: { kind: 'page-size', limit: 25 },
        t: search('  jaya '),
      });

      expectObservable(customerQueries(inputs, testScheduler)).toBe('qp-s 449ms 450ms t', {
        q: query(),
        p: query({ page: 3 }),
        s: query({ limit: 25, page: 1 }),
        t: query({ limit: 25, page: 1, search: 'jaya' }),
      });
    });
  });

  it('asks nothing again for the same term, and falls back to 10 for a page size it does not offer', () => {
    const testScheduler = scheduler();
    testScheduler.run(({ hot, expectObservable }) => {
      const inputs = hot<CustomerSearchInput>('-a 449ms - 449ms b', { a: search(''), b: { kind: 'page-size', limit: 30 } });

      expectObservable(customerQueries(inputs, testScheduler)).toBe('q', { q: query() });
    });
  });
});

describe('customer search states', () => {
  const page: CustomerPage = { items: [exampleCustomer(1), exampleCustomer(2)], total: 2 };
  const narrowed: CustomerPage = { items: [exampleCustomer(2)], total: 1 };

  it('shows loading, then the answer, keeping the last customers on show while the next query loads', () => {
    const testScheduler = scheduler();
    testScheduler.run(({ hot, cold, expectObservable }) => {
      const inputs = hot<CustomerSearchInput>('--a', { a: { kind: 'page', page: 2 } });
      const fetch = (asked: CustomerQuery): Observable<CustomerPage> => cold('-r|', { r: asked.page === 1 ? page : narrowed });

      expectObservable(customerSearchStates(inputs, fetch, testScheduler)).toBe('lamn', {
        l: { query: query(), status: 'loading', items: [], total: 0 },
        a: { query: query(), status: 'loaded', items: page.items, total: 2 },
        m: { query: query({ page: 2 }), status: 'loading', items: page.items, total: 2 },
        n: { query: query({ page: 2 }), status: 'loaded', items: narrowed.items, total: 1 },
      } satisfies Record<string, CustomerSearchState>);
    });
  });

  it('abandons the answer of an older query when a newer one is asked', () => {
    const testScheduler = scheduler();
    testScheduler.run(({ hot, cold, expectObservable, expectSubscriptions }) => {
      const inputs = hot<CustomerSearchInput>('-a', { a: { kind: 'page', page: 2 } });
      const slow = cold<CustomerPage>('---r|', { r: page });
      const fetch = (asked: CustomerQuery) => (asked.page === 1 ? slow : cold<CustomerPage>('-r|', { r: narrowed }));

      expectObservable(customerSearchStates(inputs, fetch, testScheduler)).toBe('lmn', {
        l: { query: query(), status: 'loading', items: [], total: 0 },
        m: { query: query({ page: 2 }), status: 'loading', items: [], total: 0 },
        n: { query: query({ page: 2 }), status: 'loaded', items: narrowed.items, total: 1 },
      });
      expectSubscriptions(slow.subscriptions).toBe('^!');
    });
  });

  it('shows an empty list when the listing fails', () => {
    const testScheduler = scheduler();
    testScheduler.run(({ cold, expectObservable }) => {
      const fetch = () => cold<CustomerPage>('-#');

      expectObservable(customerSearchStates(NEVER, fetch, testScheduler)).toBe('lf', {
        l: { query: query(), status: 'loading', items: [], total: 0 },
        f: { query: query(), status: 'failed', items: [], total: 0 },
      });
    });
  });
});

describe('start customer search', () => {
  it('given a salesman with 12 customers, when searching a city, then the service is asked once typing pauses', async () => {
    const customers = new CustomerGatewayInMemory(Array.from({ length: 12 }, (_, index) => exampleCustomer(index + 1)));
    const running = createStartCustomerSearch({ customers })();
    const seen: CustomerSearchState[] = [];
    const subscription = running.states.subscribe((state) => seen.push(state));

    running.search('sur');
    running.search('surabaya');
    await new Promise((resolve) => setTimeout(resolve, 500));
    subscription.unsubscribe();

    expect(customers.queries).toEqual([query(), query({ search: 'surabaya' })]);
    expect(seen.at(-1)).toMatchObject({ status: 'loaded', total: 6, query: { search: 'surabaya' } });
  });
});
