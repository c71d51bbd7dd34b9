/** The fields of a customer the picker searches. */
export interface SearchableCustomer {
  name: string;
  phone: string | null;
  address: string | null;
  city: string | null;
  email: string | null;
  code: { r3: string; isr: string | null };
}

/** The picker waits this long after typing stops before it searches. */
export const CUSTOMER_SEARCH_DEBOUNCE_MS = 450;
export const CUSTOMER_PAGE_SIZES = [10, 25, 50] as const;
export type CustomerPageSize = (typeof CUSTOMER_PAGE_SIZES)[number];

export function normaliseCustomerPageSize(requested: number | null | undefined): CustomerPageSize {
  return (CUSTOMER_PAGE_SIZES as readonly number[]).includes(requested ?? 0) ? (requested as CustomerPageSize) : CUSTOMER_PAGE_SIZES[0];
}

/**
 * Whether a customer matches a search term: the trimmed term appears, ignoring case, in the r3 or isr code,
 * name, phone, address, e-mail or city. An empty term matches everyone.
 */
export function customerMatches(customer: SearchableCustomer, term: string): boolean {
  const needle = term.trim().toLocaleLowerCase();
  if (!needle) return true;
  return [customer.code.r3, customer.code.isr, customer.name, customer.phone, customer.address, customer.email, customer.city].some(
    (field) => field?.toLocaleLowerCase().includes(needle) ?? false,
  );
}
