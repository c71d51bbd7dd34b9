import { exampleCustomer } from '../../../application/portal/customers/testing/customer-gateway.in-memory';
import { FIRST_CUSTOMER_QUERY, type CustomerSearchState } from '../../../application/portal/customers/customer-search-state';
import type { CustomerPickerViewProps } from './picker-parts';

const customers = Array.from({ length: 10 }, (_, index) => exampleCustomer(index + 1));

export const LOADED_SEARCH: CustomerSearchState = { query: FIRST_CUSTOMER_QUERY, status: 'loaded', items: customers, total: 12 };

/** The picker's props with nothing wired, for stories. */
export function pickerProps(overrides: Partial<CustomerPickerViewProps> = {}): CustomerPickerViewProps {
  return {
    isOpen: true,
    dismissable: true,
    onClose: () => undefined,
    search: LOADED_SEARCH,
    activeCode: customers[1]!.code.r3,
    showGroup: false,
    picking: false,
    onSearch: () => undefined,
    onPage: () => undefined,
    onPageSize: () => undefined,
    onPick: () => undefined,
    ...overrides,
  };
}
