import { defineMessages, useIntl } from 'react-intl';
import type { PaymentRequestSummary } from '../../application/portal/payments/ports';
import type { PageSize } from '../../domain/tables/paging';
import { ClampedText } from '../components/ClampedText';
import { COLUMN_WIDTHS } from '../components/column-widths';
import { DataTable, type DataTableColumn, type DataTablePaging } from '../components/DataTable';
import { messageDescriptors } from '../i18n/message-descriptors';
import { PaymentStatusBadge, usePaymentRequestFormats } from './payment-request-parts';
import { PaymentRequestDetail } from './PaymentRequestDetail';

const messages = messageDescriptors(defineMessages({
  number: { id: 'payment_request_number', defaultMessage: 'Request number' },
  created: { id: 'payment_request_created', defaultMessage: 'Created' },
  amount: { id: 'payment_request_amount', defaultMessage: 'Amount' },
  method: { id: 'payment_request_method', defaultMessage: 'Method' },
  invoices: { id: 'payment_request_invoices_covered', defaultMessage: 'Invoices' },
  creditNote: { id: 'payment_request_credit_note', defaultMessage: 'Credit note {number}' },
  status: { id: 'payment_request_status', defaultMessage: 'Status' },
  expires: { id: 'payment_request_expires', defaultMessage: 'Expires' },
  virtualAccount: { id: 'payment_request_virtual_account', defaultMessage: 'Virtual account' },
}));

/** Requests as rows, each expanding to its details and actions. */
export function PaymentRequestTable({
  label,
  requests,
  paging,
  pageSize,
  onPageSizeChange,
  isLoading,
  isFiltered,
}: {
  label: string;
  requests: readonly PaymentRequestSummary[];
  paging?: DataTablePaging;
  pageSize?: PageSize;
  onPageSizeChange?: (size: PageSize) => void;
  isLoading?: boolean;
  isFiltered?: boolean;
}) {
  const intl = useIntl();
  const formats = usePaymentRequestFormats();
  const columns: DataTableColumn<PaymentRequestSummary>[] = [
    { id: 'number', header: intl.formatMessage(messages.number), cell: (request) => request.orderNumber, isRowHeader: true, priority: 'essential', minWidth: COLUMN_WIDTHS.documentNumber },
    { id: 'created', header: intl.formatMessage(messages.created), cell: (request) => formats.dateTime(request.createdAt), priority: 'essential', minWidth: COLUMN_WIDTHS.dateTime },
    { id: 'amount', header: intl.formatMessage(messages.amount), cell: (request) => formats.money(request.amount, request.currency), align: 'end', priority: 'essential', minWidth: COLUMN_WIDTHS.amount },
    {
      id: 'method',
      header: intl.formatMessage(messages.method),
      cell: (request) => (
        <>
          <span className="payment-requests__method">{request.methodType}</span>
          {request.instrument && <span className="payment-requests__sub">{request.instrument}</span>}
        </>
      ),
      priority: 'high',
      minWidth: COLUMN_WIDTHS.name,
    },
    {
      id: 'invoices',
      header: intl.formatMessage(messages.invoices),
      cell: (request) => (
        <>
          <ClampedText text={request.positiveInvoiceNumbers.join(', ')} />
          {request.negativeInvoiceNumbers.map((number) => (
            <span key={number} className="payment-requests__sub">
              {intl.formatMessage(messages.creditNote, { number })}
            </span>
          ))}
        </>
      ),
      priority: 'medium',
      minWidth: COLUMN_WIDTHS.documentNumber,
    },
    { id: 'status', header: intl.formatMessage(messages.status), cell: (request) => <PaymentStatusBadge status={request.status} />, priority: 'essential', minWidth: COLUMN_WIDTHS.statusChip },
    { id: 'expires', header: intl.formatMessage(messages.expires), cell: (request) => formats.dateTime(request.expiredDate), priority: 'low', minWidth: COLUMN_WIDTHS.dateTime },
    { id: 'virtualAccount', header: intl.formatMessage(messages.virtualAccount), cell: (request) => request.virtualAccountNo ?? '-', priority: 'low', minWidth: COLUMN_WIDTHS.accountNumber },
  ];
  return (
    <DataTable
      label={label}
      columns={columns}
      rows={requests}
      rowKey={(request) => request.id}
      rowLabel={(request) => request.orderNumber}
      paging={paging}
      pageSize={pageSize}
      onPageSizeChange={onPageSizeChange}
      isLoading={isLoading}
      isFiltered={isFiltered}
      renderExpanded={(request) => <PaymentRequestDetail request={request} />}
    />
  );
}
