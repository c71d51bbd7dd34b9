import { useState, type ReactNode } from 'react';
import { Button, Dialog, Heading, Input, Label, Modal, ModalOverlay, SearchField } from 'react-aria-components';
import { defineMessages, useIntl } from 'react-intl';
import type { CustomerSearchState } from '../../../application/portal/customers/customer-search-state';
import type { PickableCustomer } from '../../../application/portal/customers/ports';
import { displayCustomerCode } from '../../../domain/customers/customer-code';
import { CUSTOMER_PAGE_SIZES } from '../../../domain/customers/customer-search';
import { SelectField } from '../../components/SelectField';
import { Spinner } from '../../components/Spinner';

export const pickerMessages = defineMessages({
  title: { id: 'select_customer', defaultMessage: 'Select customer' },
  search: { id: 'search_customer', defaultMessage: 'Search customer' },
  searchHint: { id: 'search_customer_hint', defaultMessage: 'Code, name, phone, address, e-mail or city' },
  customers: { id: 'customers', defaultMessage: 'Customers' },
  current: { id: 'current_customer', defaultMessage: 'Current customer' },
  noCustomers: { id: 'no_customers_found', defaultMessage: 'No customers found' },
  perPage: { id: 'items_per_page', defaultMessage: 'Items per page' },
  previous: { id: 'previous_page', defaultMessage: 'Previous page' },
  next: { id: 'next_page', defaultMessage: 'Next page' },
  close: { id: 'close', defaultMessage: 'Close' },
  apply: { id: 'apply', defaultMessage: 'Apply' },
  changing: { id: 'changing_customer', defaultMessage: 'Changing customer…' },
  name: { id: 'customer_name', defaultMessage: 'Name' },
  code: { id: 'customer_code', defaultMessage: 'Customer code' },
  address: { id: 'customer_address', defaultMessage: 'Address' },
  email: { id: 'customer_email', defaultMessage: 'E-mail' },
  group: { id: 'customer_group', defaultMessage: 'Customer group' },
  choose: { id: 'choose', defaultMessage: 'Choose' },
  notAvailable: { id: 'not_available', defaultMessage: 'N/A' },
});

const rangeMessages = defineMessages<{ range: { first: number; last: number; total: number } }>({
  range: { id: 'items_range', defaultMessage: '{first}–{last} of {total}' },
});

/** What both picker variants show and do; the container feeds it from the store. */
export interface CustomerPickerViewProps {
  isOpen: boolean;
  /** False on pages that need a customer: the picker then stays until one is chosen. */
  dismissable: boolean;
  onClose: () => void;
  search: CustomerSearchState;
  /** r3 code of the customer the session acts for, highlighted in the list. */
  activeCode: string | null;
  /** Show each customer's group (config custGroupOnCustSelect). */
  showGroup: boolean;
  picking: boolean;
  onSearch: (term: string) => void;
  onPage: (page: number) => void;
  onPageSize: (limit: number) => void;
  onPick: (customer: PickableCustomer) => void;
}

export function shownCode(customer: PickableCustomer): string {
  return displayCustomerCode(customer.id);
}

export function PickerSearch({ onSearch }: { onSearch: (term: string) => void }) {
  const intl = useIntl();
  const [term, setTerm] = useState('');
  return (
    <SearchField
      className="field"
      value={term}
      onChange={(value) => {
        setTerm(value);
        onSearch(value);
      }}
    >
      <Label className="field__label">{intl.formatMessage(pickerMessages.search)}</Label>
      <Input className="field__input" placeholder={intl.formatMessage(pickerMessages.searchHint)} />
    </SearchField>
  );
}

export function CurrentCustomer({ search, activeCode }: { search: CustomerSearchState; activeCode: string | null }) {
  const intl = useIntl();
  if (!activeCode) return null;
  const shown = search.items.find((customer) => customer.code.r3 === activeCode);
  return (
    <p className="customer-picker__current">
      <strong>{intl.formatMessage(pickerMessages.current)}:</strong> {shown ? `${shown.name} (${shownCode(shown)})` : displayCustomerCode(activeCode)}
    </p>
  );
}

/** Page turning and, where offered, the page size. */
export function PickerPagination({
  search,
  onPage,
  onPageSize,
}: {
  search: CustomerSearchState;
  onPage: (page: number) => void;
  onPageSize?: (limit: number) => void;
}) {
  const intl = useIntl();
  const { page, limit } = search.query;
  const pages = Math.max(1, Math.ceil(search.total / limit));
  const first = search.total === 0 ? 0 : (page - 1) * limit + 1;
  const last = Math.min(search.total, page * limit);
  return (
    <div className="picker-pagination">
      {onPageSize && (
        <div className="picker-pagination__size">
          <SelectField
            label={intl.formatMessage(pickerMessages.perPage)}
            options={CUSTOMER_PAGE_SIZES.map((size) => ({ id: String(size), label: String(size) }))}
            value={String(limit)}
            onChange={(size) => {
              if (size) onPageSize(Number(size));
            }}
          />
        </div>
      )}
      <p className="picker-pagination__range" aria-live="polite">
        {intl.formatMessage(rangeMessages.range, { first, last, total: search.total })}
      </p>
      <Button className="button button--secondary" isDisabled={page <= 1} onPress={() => onPage(page - 1)}>
        {intl.formatMessage(pickerMessages.previous)}
      </Button>
      <Button className="button button--secondary" isDisabled={page >= pages} onPress={() => onPage(page + 1)}>
        {intl.formatMessage(pickerMessages.next)}
      </Button>
    </div>
  );
}

/**
 * The dialog both picker variants share: a modal that cannot be dismissed while a customer is required or a
 * change is under way, its title, the search box and the current customer; the variant supplies the list.
 */
export function PickerFrame({ className, children, ...props }: CustomerPickerViewProps & { className: string; children: ReactNode }) {
  const intl = useIntl();
  return (
    <ModalOverlay
      className="dialog-overlay"
      isOpen={props.isOpen}
      isDismissable={props.dismissable && !props.picking}
      isKeyboardDismissDisabled={!props.dismissable || props.picking}
      onOpenChange={(open) => {
        if (!open) props.onClose();
      }}
    >
      <Modal className={className}>
        <Dialog className="dialog__body">
          <Heading slot="title" className="dialog__title">
            {intl.formatMessage(pickerMessages.title)}
          </Heading>
          {props.picking ? (
            <Spinner label={intl.formatMessage(pickerMessages.changing)} />
          ) : (
            <>
              <PickerSearch onSearch={props.onSearch} />
              <CurrentCustomer search={props.search} activeCode={props.activeCode} />
              {children}
            </>
          )}
        </Dialog>
      </Modal>
    </ModalOverlay>
  );
}
