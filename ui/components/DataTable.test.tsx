import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { IntlProvider } from 'react-intl';
import { afterEach, describe, expect, it, vi } from 'vitest';
import enUs from '../../locales/en-us.json';
import { reportIntlError } from '../i18n/report-intl-error';
import { DataTable, type DataTableColumn } from './DataTable';

interface Order {
  orderNo: string;
  placed: string;
  shipTo: string;
  poNumber: string;
  total: string;
}

const orders: Order[] = [
  { orderNo: '4500000001', placed: '2026-03-02', shipTo: 'Jl. Sepeda Raya No. 2, Jakarta', poNumber: 'PO/001', total: 'Rp 8.500.000' },
  { orderNo: '4500000002', placed: '2026-03-05', shipTo: 'Jl. Industri Raya 18, Bekasi', poNumber: 'PO/002', total: 'Rp 3.850.000' },
];

/** 120 + 200 + 130 + 150 = 600 px for every column; the details button takes 56 px more once one is hidden. */
const columns: DataTableColumn<Order>[] = [
  { id: 'orderNo', header: 'Order number', cell: (order) => order.orderNo, isRowHeader: true, priority: 'essential', minWidth: 120 },
  { id: 'shipTo', header: 'Ship to', cell: (order) => order.shipTo, priority: 'low', minWidth: 200 },
  { id: 'poNumber', header: 'PO number', cell: (order) => order.poNumber, priority: 'medium', minWidth: 130 },
  { id: 'total', header: 'Total', cell: (order) => order.total, align: 'end', priority: 'essential', minWidth: 150 },
];

/** jsdom lays nothing out: this stands in for the browser's ResizeObserver and reports the width a test sets. */
class FakeResizeObserver {
  static observers: FakeResizeObserver[] = [];
  private readonly targets: Element[] = [];

  constructor(private readonly callback: ResizeObserverCallback) {
    FakeResizeObserver.observers.push(this);
  }

  observe(target: Element) {
    this.targets.push(target);
  }

  unobserve() {}

  disconnect() {
    this.targets.length = 0;
  }

  report(width: number) {
    const entries = this.targets.map((target) => ({ target, contentRect: { width } }) as ResizeObserverEntry);
    if (entries.length > 0) this.callback(entries, this as unknown as ResizeObserver);
  }
}

function renderTable(props: Partial<Parameters<typeof DataTable<Order>>[0]> = {}) {
  return render(
    <IntlProvider locale="en-us" messages={enUs} onError={reportIntlError}>
      <main>
        <DataTable label="Orders" columns={columns} rows={orders} rowKey={(order) => order.orderNo} {...props} />
      </main>
    </IntlProvider>,
  );
}

function tableWidthIs(width: number) {
  act(() => FakeResizeObserver.observers.forEach((observer) => observer.report(width)));
}

function headers(): string[] {
  return screen.getAllByRole('columnheader').map((header) => header.textContent ?? '');
}

function withResizeObserver() {
  FakeResizeObserver.observers = [];
  vi.stubGlobal('ResizeObserver', FakeResizeObserver);
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('data table fitted to its width', () => {
  it('given the browser cannot measure the table, then every column shows and rows have no details button', () => {
    renderTable();

    expect(headers()).toEqual(['Order number', 'Ship to', 'PO number', 'Total']);
    expect(screen.queryByRole('button', { name: /More about/ })).toBeNull();
  });

  it('given room for every column, then every column shows and rows have no details button', () => {
    withResizeObserver();
    renderTable();
    tableWidthIs(600);

    expect(headers()).toEqual(['Order number', 'Ship to', 'PO number', 'Total']);
    expect(screen.queryByRole('button', { name: /More about/ })).toBeNull();
  });

  it('given too little room, then the lowest priorities leave the table and each row gets a collapsed details button', () => {
    withResizeObserver();
    renderTable();
    tableWidthIs(480);

    expect(headers()).toEqual(['Order number', 'PO number', 'Total', 'Details']);
    const button = screen.getByRole('button', { name: 'More about 4500000001' });
    expect(button.getAttribute('aria-expanded')).toBe('false');
    expect(button.getAttribute('aria-controls')).toBeTruthy();
    expect(screen.queryByText('Jl. Sepeda Raya No. 2, Jakarta')).toBeNull();
  });

  it('when a row’s details button is pressed, then the hidden columns show as label and value in the element it controls, and a second press hides them', async () => {
    const user = userEvent.setup();
    withResizeObserver();
    renderTable();
    tableWidthIs(400);

    const button = screen.getByRole('button', { name: 'More about 4500000002' });
    await user.click(button);

    expect(button.getAttribute('aria-expanded')).toBe('true');
    const details = document.getElementById(button.getAttribute('aria-controls')!)!;
    const terms = within(details).getAllByRole('term').map((term) => term.textContent);
    const definitions = within(details).getAllByRole('definition').map((definition) => definition.textContent);
    expect(terms).toEqual(['Ship to', 'PO number']);
    expect(definitions).toEqual(['Jl. Industri Raya 18, Bekasi', 'PO/002']);
    expect(screen.queryByText('Jl. Sepeda Raya No. 2, Jakarta')).toBeNull();

    await user.click(button);

    expect(button.getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByText('Jl. Industri Raya 18, Bekasi')).toBeNull();
  });

  it('reaches the details button from the row with End, and opens and closes the details with Enter and Space', async () => {
    const user = userEvent.setup();
    withResizeObserver();
    renderTable();
    tableWidthIs(400);

    await user.click(screen.getByRole('rowheader', { name: '4500000001' }));
    await user.keyboard('{End}');
    const button = screen.getByRole('button', { name: 'More about 4500000001' });
    expect(document.activeElement).toBe(button);
    await user.keyboard('{Enter}');
    expect(button.getAttribute('aria-expanded')).toBe('true');
    expect(screen.getByText('Jl. Sepeda Raya No. 2, Jakarta')).toBeTruthy();

    await user.keyboard(' ');
    expect(button.getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByText('Jl. Sepeda Raya No. 2, Jakarta')).toBeNull();
  });

  it('given a table with details of its own, then its button keeps its name and its details show the hidden columns before them', async () => {
    const user = userEvent.setup();
    withResizeObserver();
    renderTable({ renderExpanded: (order) => <p>Lines of order {order.orderNo}</p> });
    tableWidthIs(500);

    expect(headers()).toEqual(['Order number', 'PO number', 'Total', 'Details']);
    await user.click(screen.getByRole('button', { name: 'Details of 4500000001' }));

    const details = document.getElementById(screen.getByRole('button', { name: 'Details of 4500000001' }).getAttribute('aria-controls')!)!;
    expect(within(details).getByRole('term').textContent).toBe('Ship to');
    expect(details.textContent).toContain('Lines of order 4500000001');
  });

  it('when the table grows wide enough again, then the hidden columns come back and the details buttons go', () => {
    withResizeObserver();
    renderTable();
    tableWidthIs(400);
    expect(headers()).toEqual(['Order number', 'Total', 'Details']);

    tableWidthIs(800);

    expect(headers()).toEqual(['Order number', 'Ship to', 'PO number', 'Total']);
    expect(screen.queryByRole('button', { name: /More about/ })).toBeNull();
  });

  it('with a row’s details open, the table passes the accessibility rules', async () => {
    const user = userEvent.setup();
    withResizeObserver();
    const { container } = renderTable();
    tableWidthIs(400);
    await user.click(screen.getByRole('button', { name: 'More about 4500000001' }));

    const results = await axe.run(container, { rules: { 'color-contrast': { enabled: false } } });

    expect(results.violations.map((violation) => violation.id)).toEqual([]);
  });
});
