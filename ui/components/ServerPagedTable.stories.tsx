import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { fn } from 'storybook/test';
import { inPageLandmark } from '../../.storybook/decorators';
import type { PageSize } from '../../domain/tables/paging';
import { COLUMN_WIDTHS } from './column-widths';
import type { DataTableColumn } from './DataTable';
import { ServerPagedTable, type ServerPagedList } from './ServerPagedTable';

interface Inspection {
  frameNumber: string;
  mechanic: string;
  inspectedOn: string;
}

const columns: DataTableColumn<Inspection>[] = [
  { id: 'frameNumber', header: 'Frame number', cell: (row) => row.frameNumber, isRowHeader: true, priority: 'essential', minWidth: COLUMN_WIDTHS.documentNumber },
  { id: 'mechanic', header: 'Mechanic', cell: (row) => row.mechanic, priority: 'high', minWidth: COLUMN_WIDTHS.name },
  { id: 'inspectedOn', header: 'Inspected on', cell: (row) => row.inspectedOn, priority: 'medium', minWidth: COLUMN_WIDTHS.date },
];

/** How many inspections the service says there are in all. */
const TOTAL = 137;

function pageOfInspections(page: number, pageSize: PageSize): Inspection[] {
  const first = (page - 1) * pageSize;
  return Array.from({ length: Math.min(pageSize, TOTAL - first) }, (_, index) => ({
    frameNumber: `VLC26A${String(first + index + 1).padStart(5, '0')}`,
    mechanic: ['Agus Salim', 'Eko Prasetyo', 'Dewi Lestari'][(first + index) % 3]!,
    inspectedOn: `2026-0${((first + index) % 9) + 1}-12`,
  }));
}

function answer(overrides: Partial<ServerPagedList<Inspection>>): ServerPagedList<Inspection> {
  return { data: { items: [], total: 0 }, isError: false, isFetching: false, refetch: fn(), ...overrides };
}

/** Holds the page and page size as a page of the portal does, answering each page at once. */
function PagedInspections({ list, isFiltered = false }: { list?: ServerPagedList<Inspection>; isFiltered?: boolean }) {
  const [page, setPage] = useState(1);
  const [pageSize, setPageSize] = useState<PageSize>(10);
  return (
    <ServerPagedTable
      label="Inspections"
      columns={columns}
      rowKey={(row) => row.frameNumber}
      rowLabel={(row) => row.frameNumber}
      list={list ?? answer({ data: { items: pageOfInspections(page, pageSize), total: TOTAL } })}
      page={page}
      onPageChange={setPage}
      pageSize={pageSize}
      onPageSizeChange={setPageSize}
      isFiltered={isFiltered}
      emptyTitle="No inspection recorded yet"
      failedTitle="The inspections could not be loaded."
    />
  );
}

const meta = {
  title: 'Components/ServerPagedTable',
  component: PagedInspections,
  decorators: [inPageLandmark],
} satisfies Meta<typeof PagedInspections>;

export default meta;
type Story = StoryObj<typeof meta>;

/** 137 inspections, ten a page; a new page size starts again from page 1. */
export const Paged: Story = {};

export const Loading: Story = { args: { list: answer({ data: undefined, isFetching: true }) } };

/** Nothing recorded yet: the list's own message. */
export const Empty: Story = { args: { list: answer({}) } };

/** A search or filter matched nothing. */
export const NoResults: Story = { args: { list: answer({}), isFiltered: true } };

/** The service did not answer: Refresh asks again. */
export const Failed: Story = { args: { list: answer({ data: undefined, isError: true }) } };
