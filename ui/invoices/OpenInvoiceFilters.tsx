import { useEffect, useState } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import type { OpenInvoiceCompanySummary } from '../../application/portal/invoices/ports';
import { AGEING_BUCKETS, isAgeingBucketKey, OPEN_INVOICE_SEARCH_MAX_LENGTH } from '../../domain/invoices/due-state';
import { Button } from '../components/Button';
import { SelectField } from '../components/SelectField';
import { TextField } from '../components/TextField';
import { messageDescriptors } from '../i18n/message-descriptors';
import { useAppDispatch, useAppSelector } from '../store/hooks';
import { useAgeingBucketNames } from './AgeingChart';
import { invoiceMessages } from './invoices-messages';
import { openInvoiceFilterChanged, openInvoiceFilterCleared, selectOpenInvoiceFilter, type OpenInvoiceStatusFilter } from './invoices-slice';

const messages = messageDescriptors(defineMessages({
  filters: { id: 'invoices_filters', defaultMessage: 'Filter the open invoices' },
  search: { id: 'invoices_filter_search', defaultMessage: 'Invoice or document number' },
  ageing: { id: 'invoices_filter_ageing', defaultMessage: 'Ageing' },
  allAges: { id: 'invoices_filter_all_ages', defaultMessage: 'All ages' },
  allStatuses: { id: 'invoices_filter_all_statuses', defaultMessage: 'All statuses' },
  payable: { id: 'invoices_filter_payable', defaultMessage: 'Open for payment' },
  beingPaid: { id: 'invoices_filter_being_paid', defaultMessage: 'Being paid' },
  creditCustomer: { id: 'invoices_filter_credit_customer', defaultMessage: 'Credit customer' },
  allCreditCustomers: { id: 'invoices_filter_all_credit_customers', defaultMessage: 'All credit customers' },
  clear: { id: 'invoices_filter_clear', defaultMessage: 'Clear filters' },
}));

/** A credit customer as the filter names it: its company, payer and currency, since one payer may owe in two currencies. */
export function creditCustomerKey(companyCode: string, payerCode: string, currency: string): string {
  return `${companyCode}/${payerCode}/${currency}`;
}

/** How long typing rests before the search is asked, so each key press does not cost a request. */
const SEARCH_PAUSE_MS = 300;
const ALL = 'all';
const STATUS_FILTERS: readonly OpenInvoiceStatusFilter[] = ['all', 'payable', 'being_paid'];

/** The open-invoice list's filters: credit customer (when there are several), ageing bucket, status and a number search. */
export function OpenInvoiceFilters({ companies }: { companies: readonly OpenInvoiceCompanySummary[] }) {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const filter = useAppSelector(selectOpenInvoiceFilter);
  const { longName } = useAgeingBucketNames();
  const [search, setSearch] = useState(filter.search);

  useEffect(() => setSearch(filter.search), [filter.search]);
  useEffect(() => {
    if (search === filter.search) return undefined;
    const timer = setTimeout(() => dispatch(openInvoiceFilterChanged({ search })), SEARCH_PAUSE_MS);
    return () => clearTimeout(timer);
  }, [search, filter.search, dispatch]);

  const creditCustomers = companies.flatMap((company) =>
    company.creditCustomers.map((customer) => ({ id: creditCustomerKey(company.companyCode, customer.payerCode, customer.currency), label: `${customer.payerName} (${customer.payerCode}) · ${company.companyName}` })),
  );
  const statusLabels: Record<OpenInvoiceStatusFilter, string> = {
    all: intl.formatMessage(messages.allStatuses),
    payable: intl.formatMessage(messages.payable),
    being_paid: intl.formatMessage(messages.beingPaid),
  };
  const filtered = filter.creditCustomer !== null || filter.ageingBucket !== null || filter.status !== 'all' || filter.search !== '';

  return (
    <form className="invoices-filter invoices-filter--open" aria-label={intl.formatMessage(messages.filters)} role="search" onSubmit={(event) => event.preventDefault()}>
      {creditCustomers.length > 1 && (
        <SelectField
          label={intl.formatMessage(messages.creditCustomer)}
          options={[{ id: ALL, label: intl.formatMessage(messages.allCreditCustomers) }, ...creditCustomers]}
          value={filter.creditCustomer ?? ALL}
          onChange={(chosen) => dispatch(openInvoiceFilterChanged({ creditCustomer: chosen === null || chosen === ALL ? null : chosen }))}
        />
      )}
      <SelectField
        label={intl.formatMessage(messages.ageing)}
        options={[{ id: ALL, label: intl.formatMessage(messages.allAges) }, ...AGEING_BUCKETS.map((bucket) => ({ id: bucket.key, label: longName(bucket) }))]}
        value={filter.ageingBucket ?? ALL}
        onChange={(chosen) => dispatch(openInvoiceFilterChanged({ ageingBucket: chosen !== null && isAgeingBucketKey(chosen) ? chosen : null }))}
      />
      <SelectField
        label={intl.formatMessage(invoiceMessages.status)}
        options={STATUS_FILTERS.map((status) => ({ id: status, label: statusLabels[status] }))}
        value={filter.status}
        onChange={(chosen) => dispatch(openInvoiceFilterChanged({ status: STATUS_FILTERS.find((status) => status === chosen) ?? 'all' }))}
      />
      <TextField type="search" label={intl.formatMessage(messages.search)} value={search} onChange={setSearch} maxLength={OPEN_INVOICE_SEARCH_MAX_LENGTH} />
      <Button variant="secondary" isDisabled={!filtered} onPress={() => dispatch(openInvoiceFilterCleared())}>
        {intl.formatMessage(messages.clear)}
      </Button>
    </form>
  );
}
