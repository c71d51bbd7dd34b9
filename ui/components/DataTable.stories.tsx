import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { inPageLandmark } from '../../.storybook/decorators';
import { DEFAULT_CURRENCY } from '../../domain/config/host-config';
import { formatAmount } from '../../domain/formatting/format-amount';
import type { PageSize } from '../../domain/tables/paging';
import { ClampedText } from './ClampedText';
import { COLUMN_WIDTHS } from './column-widths';
import { DataTable, type DataTableColumn } from './DataTable';

interface Invoice {
  number: string;
  customer: string;
  due: string;
  amount: string;
}

const invoices: Invoice[] = Array.from({ length: 47 }, (_, index) => ({
  number: `INV-${String(2026000 + index)}`,
  customer: ['SEPEDA JAYA', 'GOWES GROUP', 'SUMMIT CYCLES'][index % 3]!,
  due: `2026-${String((index % 12) + 1).padStart(2, '0')}-${String((index % 27) + 1).padStart(2, '0')}`,
  amount: `${(index * 1234567) % 90000000}.00`,
}));

const columns: DataTableColumn<Invoice>[] = [
  { id: 'number', header: 'Invoice', cell: (row) => row.number, sortValue: (row) => row.number, isRowHeader: true, priority: 'essential' },
  { id: 'customer', header: 'Customer', cell: (row) => row.customer, sortValue: (row) => row.customer, priority: 'high', minWidth: COLUMN_WIDTHS.name },
  { id: 'due', header: 'Due date', cell: (row) => row.due, sortValue: (row) => row.due, priority: 'essential' },
  { id: 'amount', header: 'Amount', cell: (row) => formatAmount(row.amount, DEFAULT_CURRENCY), sortValue: (row) => ({ decimal: row.amount }), align: 'end', priority: 'essential', minWidth: COLUMN_WIDTHS.amount },
];

interface Order {
  orderNo: string;
  poNumber: string;
  placed: string;
  requested: string;
  shipTo: string;
  article: string;
  qty: number;
  total: string;
  status: string;
  carrier: string;
}

const orders: Order[] = Array.from({ length: 12 }, (_, index) => ({
  orderNo: String(4500000001 + index),
  poNumber: `PO/2026/${String(index + 1).padStart(3, '0')}`,
  placed: `2026-03-${String((index % 27) + 1).padStart(2, '0')}`,
  requested: `2026-04-${String((index % 27) + 1).padStart(2, '0')}`,
  shipTo: ['Jl. Sepeda Raya No. 2, Kebayoran Baru, Jakarta Selatan 12160', 'Gowes Group warehouse, Jl. Industri Raya Blok C No. 18, Bekasi 17530'][index % 2]!,
  article: ['Velocita Aero SL 2027 M', 'Velocita 11-speed Chain'][index % 2]!,
  qty: (index % 5) + 1,
  total: `${(index * 7654321) % 90000000}.00`,
  status: ['Open', 'Waiting for payment', 'Complete'][index % 3]!,
  carrier: ['JNE Trucking', 'SiCepat Ekspres'][index % 2]!,
}));

const orderColumns: DataTableColumn<Order>[] = [
  { id: 'orderNo', header: 'Order number', cell: (row) => row.orderNo, isRowHeader: true, priority: 'essential', minWidth: COLUMN_WIDTHS.documentNumber },
  { id: 'poNumber', header: 'PO number', cell: (row) => row.poNumber, priority: 'low', minWidth: COLUMN_WIDTHS.reference },
  { id: 'placed', header: 'Placed', cell: (row) => row.placed, sortValue: (row) => row.placed, priority: 'essential', minWidth: COLUMN_WIDTHS.date },
  { id: 'requested', header: 'Requested delivery', cell: (row) => row.requested, priority: 'medium', minWidth: COLUMN_WIDTHS.date },
  { id: 'shipTo', header: 'Ship to', cell: (row) => <ClampedText text={row.shipTo} />, priority: 'low', minWidth: COLUMN_WIDTHS.address },
  { id: 'article', header: 'Article', cell: (row) => row.article, priority: 'high', minWidth: COLUMN_WIDTHS.article },
  { id: 'qty', header: 'Qty', cell: (row) => row.qty, align: 'end', priority: 'high', minWidth: COLUMN_WIDTHS.quantity },
  { id: 'total', header: 'Total', cell: (row) => formatAmount(row.total, DEFAULT_CURRENCY), sortValue: (row) => ({ decimal: row.total }), align: 'end', priority: 'essential', minWidth: COLUMN_WIDTHS.amount },
  { id: 'status', header: 'Status', cell: (row) => row.status, priority: 'essential', minWidth: COLUMN_WIDTHS.status },
  { id: 'carrier', header: 'Carrier', cell: (row) => row.carrier, priority: 'medium', minWidth: COLUMN_WIDTHS.name },
];

const meta = {
  title: 'Components/DataTable',
  component: DataTable<Invoice>,
  args: { label: 'Open invoices', columns, rows: invoices, rowKey: (row: Invoice) => row.number },
  decorators: [inPageLandmark],
} satisfies Meta<typeof DataTable<Invoice>>;

export default meta;
type Story = StoryObj<typeof meta>;

export const ClientPaging: Story = {};

export const Selectable: Story = { args: { selectionMode: 'multiple' } };

export const Expandable: Story = {
  args: { renderExpanded: (row: Invoice) => <p style={{ margin: 0 }}>Invoice {row.number} for {row.customer}, due {row.due}.</p> },
};

export const NoData: Story = { args: { rows: [] } };

export const NoResults: Story = { args: { rows: [], isFiltered: true } };

export const Loading: Story = { args: { isLoading: true } };

function ServerPaged() {
  const [page, setPage] = useState(1);
  const [pageSize, setPageSize] = useState<PageSize>(20);
  const total = 480;
  const rows = Array.from({ length: pageSize }, (_, index) => invoices[((page - 1) * pageSize + index) % invoices.length]!).map((row, index) => ({
    ...row,
    number: `INV-${(page - 1) * pageSize + index + 1}`,
  }));
  return (
    <DataTable
      label="Paid invoices"
      columns={columns.map((column) => ({ ...column, sortValue: undefined, sortable: true }))}
      rows={rows}
      rowKey={(row) => row.number}
      paging={{ mode: 'server', total, page, onPageChange: setPage }}
      pageSize={pageSize}
      onPageSizeChange={setPageSize}
    />
  );
}

export const ServerPaging: Story = { render: () => <ServerPaged /> };

/**
 * An order list with more columns than a laptop screen holds: the table keeps to its frame, the lower-priority columns
 * move to each row's details (the button at the row's end), and long addresses keep to two lines.
 */
function ManyColumnsTable({ width }: { width: string }) {
  return (
    <div style={{ maxWidth: width }}>
      <DataTable label="Orders" columns={orderColumns} rows={orders} rowKey={(row) => row.orderNo} />
    </div>
  );
}

export const ManyColumns: Story = { render: () => <ManyColumnsTable width="960px" /> };

export const ManyColumnsNarrow: Story = { render: () => <ManyColumnsTable width="704px" /> };

export const MobileCards: Story = { args: { selectionMode: 'multiple' }, globals: { viewport: { value: 'mobile1' } } };
