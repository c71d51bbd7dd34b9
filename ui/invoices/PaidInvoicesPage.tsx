import { skipToken } from '@reduxjs/toolkit/query/react';
import { useId, type FormEvent } from 'react';
import { Form } from 'react-aria-components';
import { defineMessages, useIntl } from 'react-intl';
import { openingPaidInvoiceRange, paidInvoiceRangeErrors } from '../../application/portal/invoices/paid-invoices';
import type { InvoiceLine } from '../../application/portal/invoices/ports';
import type { DateRange } from '../../domain/dates/date-range';
import { AreaFrame } from '../components/AreaFrame';
import { Button } from '../components/Button';
import { ClampedText } from '../components/ClampedText';
import { COLUMN_WIDTHS } from '../components/column-widths';
import { DataTable, type DataTableColumn } from '../components/DataTable';
import { EmptyState } from '../components/EmptyState';
import { TextField } from '../components/TextField';
import { messageDescriptors } from '../i18n/message-descriptors';
import { routeTitleMessages } from '../shell/navigation/route-title-messages';
import { useAppDispatch, useAppSelector } from '../store/hooks';
import { InvoiceDetailsDialog } from './InvoiceDetailsDialog';
import { InvoiceDetailsButton } from './InvoiceLinesTable';
import { useBusinessDayQuery, usePaidInvoicesQuery } from './invoices-api';
import { dateRangeMessages, invoiceMessages } from './invoices-messages';
import { paidRangeEdited, paidRangeListed, selectPaidInvoiceFilter } from './invoices-slice';
import { useInvoiceFormatters } from './use-invoice-formatters';
import './invoices.css';

const messages = messageDescriptors(defineMessages({
  filter: { id: 'invoices_paid_filter', defaultMessage: 'Invoice date' },
  from: { id: 'invoices_paid_from', defaultMessage: 'From' },
  to: { id: 'invoices_paid_to', defaultMessage: 'To' },
  show: { id: 'invoices_paid_show', defaultMessage: 'Show invoices' },
  rangeHint: { id: 'invoices_paid_range_hint', defaultMessage: 'At most 30 days, within one year.' },
  table: { id: 'invoices_paid_table', defaultMessage: 'Paid invoices' },
  none: { id: 'invoices_paid_none', defaultMessage: 'No paid invoices in this period' },
  noneText: { id: 'invoices_paid_none_text', defaultMessage: 'Choose another period of at most 30 days.' },
}));

function PaidInvoicesTable({ lines, isLoading }: { lines: readonly InvoiceLine[]; isLoading: boolean }) {
  const intl = useIntl();
  const format = useInvoiceFormatters();
  const columns: DataTableColumn<InvoiceLine>[] = [
    {
      id: 'invoiceNo',
      header: intl.formatMessage(invoiceMessages.invoiceNo),
      isRowHeader: true,
      sortValue: (row) => row.assignment,
      cell: (row) => (
        <>
          <InvoiceDetailsButton line={row} />
          {row.installment !== null && <span className="invoice-table__code">{format.installment(row, null)}</span>}
        </>
      ),
      priority: 'essential',
      minWidth: COLUMN_WIDTHS.invoiceNumber,
    },
    {
      id: 'invoiceDate',
      header: intl.formatMessage(invoiceMessages.invoiceDate),
      sortValue: (row) => row.invoiceDate,
      cell: (row) => format.day(row.invoiceDate),
      priority: 'essential',
      minWidth: COLUMN_WIDTHS.date,
    },
    { id: 'dueDate', header: intl.formatMessage(invoiceMessages.dueDate), sortValue: (row) => row.dueDate, cell: (row) => format.day(row.dueDate), priority: 'low', minWidth: COLUMN_WIDTHS.date },
    {
      id: 'clearingDate',
      header: intl.formatMessage(invoiceMessages.clearingDate),
      sortValue: (row) => row.clearingDate,
      cell: (row) => format.day(row.clearingDate),
      priority: 'high',
      minWidth: COLUMN_WIDTHS.date,
    },
    {
      id: 'amount',
      header: intl.formatMessage(invoiceMessages.amount),
      align: 'end',
      sortValue: (row) => ({ decimal: row.accountingAmount }),
      cell: (row) => format.money(row.accountingAmount, row.currency),
      priority: 'essential',
      minWidth: COLUMN_WIDTHS.amount,
    },
    {
      id: 'payer',
      header: intl.formatMessage(invoiceMessages.payer),
      sortValue: (row) => row.payerName,
      cell: (row) => <ClampedText text={`${row.payerName} (${row.payerCode})`} />,
      priority: 'high',
      minWidth: COLUMN_WIDTHS.name,
    },
    {
      id: 'company',
      header: intl.formatMessage(invoiceMessages.company),
      sortValue: (row) => row.companyName,
      cell: (row) => <ClampedText text={row.companyName} />,
      priority: 'medium',
      minWidth: COLUMN_WIDTHS.name,
    },
  ];
  return (
    <DataTable
      label={intl.formatMessage(messages.table)}
      columns={columns}
      rows={lines}
      rowKey={(row) => row.id}
      rowLabel={(row) => row.assignment}
      isLoading={isLoading}
      emptyState={<EmptyState type="searchNoResult" title={intl.formatMessage(messages.none)} description={intl.formatMessage(messages.noneText)} />}
    />
  );
}

/**
 * Paid invoices (/invoice/invoice-list and -new): the paid lines of invoices dated within a period, which opens on the
 * last 30 days; a period that breaks the date-filter rules names each broken rule and is not asked for.
 */
export function PaidInvoicesPage() {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const errorsId = useId();
  const chosen = useAppSelector(selectPaidInvoiceFilter);
  // Without a business day (the service cannot be reached, or the session acts for no customer) the list waits for a period.
  const businessDay = useBusinessDayQuery(undefined, { skip: chosen.range !== null && chosen.listed !== null });
  const opening = businessDay.data ? openingPaidInvoiceRange(businessDay.data) : null;
  const range = chosen.range ?? opening;
  const listed = chosen.listed ?? opening;
  const paid = usePaidInvoicesQuery(listed ?? skipToken);

  const rangeErrors = range ? paidInvoiceRangeErrors(range) : [];
  const invalid = rangeErrors.length > 0;

  const edit = (change: Partial<DateRange>) => range && dispatch(paidRangeEdited({ ...range, ...change }));
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!range || invalid) return;
    // The period on show asked again answers afresh, as a new period does.
    if (listed && range.from === listed.from && range.to === listed.to) void paid.refetch();
    else dispatch(paidRangeListed(range));
  };

  return (
    <AreaFrame title={intl.formatMessage(routeTitleMessages['route_title_invoice-invoice-list'])}>
      <Form className="invoices-filter" onSubmit={submit} aria-label={intl.formatMessage(messages.filter)}>
        <TextField
          label={intl.formatMessage(messages.from)}
          type="date"
          value={range?.from ?? ''}
          onChange={(from) => edit({ from })}
          aria-describedby={invalid ? errorsId : undefined}
          description={intl.formatMessage(messages.rangeHint)}
        />
        <TextField
          label={intl.formatMessage(messages.to)}
          type="date"
          value={range?.to ?? ''}
          onChange={(to) => edit({ to })}
          aria-describedby={invalid ? errorsId : undefined}
        />
        <Button type="submit" isDisabled={!range || invalid}>
          {intl.formatMessage(messages.show)}
        </Button>
      </Form>
      <div id={errorsId} role="alert" className="invoices-filter__errors">
        {invalid && (
          <ul>
            {rangeErrors.map((error) => (
              <li key={error}>{intl.formatMessage(dateRangeMessages[error])}</li>
            ))}
          </ul>
        )}
      </div>
      {paid.isError ? (
        <EmptyState
          type="custom"
          title={intl.formatMessage(invoiceMessages.loadFailed)}
          action={<Button onPress={() => void paid.refetch()}>{intl.formatMessage(invoiceMessages.retry)}</Button>}
        />
      ) : (
        !invalid &&
        listed && (
          <div className="invoices-paid">
            <PaidInvoicesTable lines={paid.currentData ?? []} isLoading={paid.currentData === undefined} />
          </div>
        )
      )}
      <InvoiceDetailsDialog />
    </AreaFrame>
  );
}
