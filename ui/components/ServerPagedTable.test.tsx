import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { IntlProvider } from 'react-intl';
import { describe, expect, it, vi } from 'vitest';
import enUs from '../../locales/en-us.json';
import { reportIntlError } from '../i18n/report-intl-error';
import type { DataTableColumn } from './DataTable';
import { ServerPagedTable, type ServerPagedList, type ServerPagedTableProps } from './ServerPagedTable';

interface Inspection {
  frameNumber: string;
  mechanic: string;
}

const columns: DataTableColumn<Inspection>[] = [
  { id: 'frameNumber', header: 'Frame number', cell: (row) => row.frameNumber, isRowHeader: true, priority: 'essential' },
  { id: 'mechanic', header: 'Mechanic', cell: (row) => row.mechanic, priority: 'high' },
];

/** The service's answer: page 3 of 45 inspections, ten a page. */
function answered(overrides: Partial<ServerPagedList<Inspection>> = {}): ServerPagedList<Inspection> {
  const items = Array.from({ length: 10 }, (_, index) => ({ frameNumber: `VLC26A${String(20 + index).padStart(5, '0')}`, mechanic: 'Agus Salim' }));
  return { data: { items, total: 45 }, isError: false, isFetching: false, refetch: vi.fn(), ...overrides };
}

function renderTable(props: Partial<ServerPagedTableProps<Inspection>> = {}) {
  const handlers = { onPageChange: vi.fn(), onPageSizeChange: vi.fn() };
  render(
    <IntlProvider locale="en-us" messages={enUs} onError={reportIntlError}>
      <main>
        <ServerPagedTable
          label="Inspections"
          columns={columns}
          rowKey={(row) => row.frameNumber}
          rowLabel={(row) => row.frameNumber}
          list={answered()}
          page={3}
          pageSize={10}
          isFiltered={false}
          emptyTitle="No inspection recorded yet"
          failedTitle="The inspections could not be loaded."
          {...handlers}
          {...props}
        />
      </main>
    </IntlProvider>,
  );
  return handlers;
}

describe('a list paged by the service', () => {
  it('shows the page the service answered with its range among all the rows', () => {
    renderTable();

    expect(screen.getAllByRole('rowheader')).toHaveLength(10);
    expect(screen.getByText('21–30 of 45')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Page 3' }).getAttribute('aria-current')).toBe('page');
  });

  it('given the read failed, then it says so instead of a table, and Refresh asks the service again', async () => {
    const user = userEvent.setup();
    const list = answered({ data: undefined, isError: true });
    renderTable({ list });

    expect(screen.getByText('The inspections could not be loaded.')).toBeTruthy();
    expect(screen.queryByRole('grid')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Refresh' }));
    expect(list.refetch).toHaveBeenCalledTimes(1);
  });

  it('when a page is chosen, then that page is asked for', async () => {
    const user = userEvent.setup();
    const { onPageChange } = renderTable();

    await user.click(screen.getByRole('button', { name: 'Next page' }));
    expect(onPageChange).toHaveBeenCalledWith(4);
  });

  it('when the rows per page change, then the new size is asked for from page 1, as the page shown may no longer exist', async () => {
    const user = userEvent.setup();
    const { onPageChange, onPageSizeChange } = renderTable();

    await user.click(screen.getByRole('button', { name: /Rows per page/ }));
    await user.click(await screen.findByRole('option', { name: '20' }));

    expect(onPageSizeChange).toHaveBeenCalledWith(20);
    expect(onPageChange).toHaveBeenLastCalledWith(1);
  });

  it('given nothing filters an empty answer, then it shows the list’s own empty message', () => {
    renderTable({ list: answered({ data: { items: [], total: 0 } }) });

    expect(screen.getByText('No inspection recorded yet')).toBeTruthy();
    expect(screen.queryByText('No results found')).toBeNull();
  });

  it('given a search or filter matched nothing, then it says no results instead of the empty message', () => {
    renderTable({ list: answered({ data: { items: [], total: 0 } }), isFiltered: true });

    expect(screen.getByText('No results found')).toBeTruthy();
    expect(screen.queryByText('No inspection recorded yet')).toBeNull();
  });

  it('while the page is read, then it shows that it is loading, with no rows and no page buttons', () => {
    renderTable({ list: answered({ isFetching: true }) });

    expect(screen.getByRole('progressbar', { name: 'Loading…' })).toBeTruthy();
    expect(screen.queryByText('VLC26A00020')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Next page' })).toBeNull();
  });
});
