import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { inPageLandmark } from '../../.storybook/decorators';
import { DEFAULT_CURRENCY } from '../../domain/config/host-config';
import { formatAmount } from '../../domain/formatting/format-amount';
import type { PageSize } from '../../domain/tables/paging';
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
  { id: 'number', header: 'Invoice', cell: (row) => row.number, sortValue: (row) => row.number, isRowHeader: true },
  { id: 'customer', header: 'Customer', cell: (row) => row.customer, sortValue: (row) => row.customer },
  { id: 'due', header: 'Due date', cell: (row) => row.due, sortValue: (row) => row.due },
  { id: 'amount', header: 'Amount', cell: (row) => formatAmount(row.amount, DEFAULT_CURRENCY), sortValue: (row) => ({ decimal: row.amount }), align: 'end' },
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

export const MobileCards: Story = { args: { selectionMode: 'multiple' }, globals: { viewport: { value: 'mobile1' } } };
