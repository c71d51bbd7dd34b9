import { useIntl } from 'react-intl';
import type { InvoiceLine, OpenInvoiceRow } from '../../application/portal/invoices/ports';
import { Button } from 'react-aria-components';
import { COLUMN_WIDTHS } from '../components/column-widths';
import { DataTable, type DataTableColumn, type DataTableProps } from '../components/DataTable';
import { useAppDispatch } from '../store/hooks';
import { invoiceMessages } from './invoices-messages';
import { invoiceDetailsOpened } from './invoices-slice';
import { useInvoiceFormatters } from './use-invoice-formatters';

/** The invoice number, which opens the invoice's details dialog. */
export function InvoiceDetailsButton({ line }: { line: Pick<InvoiceLine, 'invoiceNo' | 'sorg'> }) {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  return (
    <Button
      className="invoice-link"
      aria-label={intl.formatMessage(invoiceMessages.showDetails, { invoiceNo: line.invoiceNo })}
      onPress={() => dispatch(invoiceDetailsOpened({ invoiceNo: line.invoiceNo, sorg: line.sorg }))}
    >
      {line.invoiceNo}
    </Button>
  );
}

type ServerPaging = Pick<DataTableProps<OpenInvoiceRow>, 'paging' | 'pageSize' | 'onPageSizeChange' | 'isLoading' | 'isFiltered'>;

/**
 * A page of a credit customer's open lines: invoice (and installment; it opens the details), DO, dates, due state,
 * amount and status. The service orders and pages the lines, oldest due first, so the columns do not sort a page.
 */
export function OpenInvoiceLinesTable({ label, rows, ...paging }: { label: string; rows: readonly OpenInvoiceRow[] } & ServerPaging) {
  const intl = useIntl();
  const format = useInvoiceFormatters();
  const columns: DataTableColumn<OpenInvoiceRow>[] = [
    {
      id: 'invoiceNo',
      header: intl.formatMessage(invoiceMessages.invoiceNo),
      isRowHeader: true,
      cell: (row) => (
        <>
          <InvoiceDetailsButton line={row} />
          {row.installment !== null && <span className="invoice-table__code">{format.installment(row, row.installmentCount)}</span>}
        </>
      ),
      priority: 'essential',
      minWidth: COLUMN_WIDTHS.invoiceNumber,
    },
    { id: 'doNo', header: intl.formatMessage(invoiceMessages.doNo), cell: (row) => row.doNo ?? '-', priority: 'low', minWidth: COLUMN_WIDTHS.documentNumber },
    {
      id: 'invoiceDate',
      header: intl.formatMessage(invoiceMessages.invoiceDate),
      cell: (row) => format.day(row.invoiceDate),
      priority: 'medium',
      minWidth: COLUMN_WIDTHS.date,
    },
    { id: 'dueDate', header: intl.formatMessage(invoiceMessages.dueDate), cell: (row) => format.day(row.dueDate), priority: 'high', minWidth: COLUMN_WIDTHS.date },
    {
      id: 'dueState',
      header: intl.formatMessage(invoiceMessages.dueState),
      cell: (row) => <span className={`due-state due-state--${row.dueState.key}`}>{format.dueState(row)}</span>,
      priority: 'essential',
      minWidth: COLUMN_WIDTHS.longStatusChip,
    },
    {
      id: 'amount',
      header: intl.formatMessage(invoiceMessages.amount),
      align: 'end',
      cell: (row) => format.money(row.accountingAmount, row.currency),
      priority: 'essential',
      minWidth: COLUMN_WIDTHS.amount,
    },
    { id: 'status', header: intl.formatMessage(invoiceMessages.status), cell: (row) => format.status(row), priority: 'high', minWidth: COLUMN_WIDTHS.status },
  ];
  return (
    <DataTable
      label={label}
      columns={columns}
      rows={rows}
      rowKey={(row) => row.id}
      rowLabel={(row) => row.assignment}
      {...paging}
    />
  );
}
