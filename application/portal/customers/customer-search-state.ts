import type { CustomerQuery, PickableCustomer } from './ports';

/** What a person does in the picker: types a search term, turns a page, or picks another page size. */
export type CustomerSearchInput =
  | { kind: 'search'; term: string }
  | { kind: 'page'; page: number }
  | { kind: 'page-size'; limit: number };

/** What the picker shows: the query asked, whether its answer is in, and the customers of the last answer. */
export interface CustomerSearchState {
  query: CustomerQuery;
  status: 'loading' | 'loaded' | 'failed';
  items: PickableCustomer[];
  total: number;
}

export const FIRST_CUSTOMER_QUERY: CustomerQuery = { search: '', page: 1, limit: 10 };

export const INITIAL_CUSTOMER_SEARCH: CustomerSearchState = { query: FIRST_CUSTOMER_QUERY, status: 'loading', items: [], total: 0 };
