import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { userError } from '../../domain/shared/user-error';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { createInvoiceUseCases } from '../../application/portal/invoices/invoice-use-cases';
import { exampleInvoiceCompanies, exampleInvoiceLine, exampleOpenInvoiceLines, InvoicesGatewayInMemory, type InvoicesInMemoryContents } from '../../application/portal/invoices/testing/invoices-gateway.in-memory';
import { exampleHostConfig, exampleShellDealer } from '../shell/testing/frame-examples';
import { inMemoryPortalPorts } from '../../application/portal/testing/portal-ports.in-memory';
import { fakeUseCases, renderPortal } from '../testing/render-portal';

const dealer = exampleShellDealer();
const config = { host: exampleHostConfig() };

function invoicesOf(lines = exampleOpenInvoiceLines(), contents: InvoicesInMemoryContents = {}) {
  const invoices = new InvoicesGatewayInMemory(exampleInvoiceCompanies(lines), contents);
  const useCases = fakeUseCases({
    ...createInvoiceUseCases({ invoices }),
    ports: { ...inMemoryPortalPorts(), invoices },
    // The frame naming the customer refetches every read on show (ui/store/store.ts): these tests count the page's own asks.
    loadActiveCustomer: () => new Promise(() => undefined),
  });
  return { invoices, useCases };
}

describe('open invoices page', { timeout: 15_000 }, () => {
  it('given payable and waiting invoices, then they show by company and payer, with ageing, due states and the waiting one apart', async () => {
    const { useCases } = invoicesOf([
      ...exampleOpenInvoiceLines(),
      exampleInvoiceLine({ invoiceNo: '9000100009', status: 'Waiting For Payment', statusGroup: 'waiting_for_payment' }),
      exampleInvoiceLine({ invoiceNo: '9000100004', overdue: 0, dueState: { key: 'due_now', days: 0 } }),
    ]);
    renderPortal({ path: '/en-us/invoice/open-invoice', user: dealer, useCases, state: { config } });

    const company = await screen.findByRole('region', { name: 'PT Velocita Indonesia (ID01-1000)' });
    const payer = within(company).getByRole('region', { name: 'Sepeda Jaya Jakarta (0000100001)' });
    expect(within(payer).getByText('Total open: Rp 64.403.500')).toBeTruthy();
    const ageing = within(payer).getByRole('figure', { name: 'Ageing of Sepeda Jaya Jakarta' });
    expect(within(ageing).getByRole('row', { name: /31–60 days overdue/ }).textContent).toContain('Rp 11.344.500');

    const payable = within(payer).getByRole('grid', { name: 'Open invoices of Sepeda Jaya Jakarta' });
    expect(within(payable).getByRole('row', { name: /9000100001/ }).textContent).toContain('Overdue 45 days');
    expect(within(payable).getByRole('row', { name: /9000100004/ }).textContent).toContain('Due Now');
    expect(within(payable).getByRole('row', { name: /9100100001/ }).textContent).toContain('-Rp 1.337.000');
    expect(within(payable).getAllByText('Installment 1 of 2')).toHaveLength(1);
    expect(within(payable).queryByRole('row', { name: /9000100009/ })).toBeNull();

    const beingPaid = within(payer).getByRole('grid', { name: 'Invoices of Sepeda Jaya Jakarta being paid' });
    expect(within(beingPaid).getByRole('row', { name: /9000100009/ }).textContent).toContain('Waiting For Payment');
    expect(screen.getByRole('table', { name: 'Average payment days of customer 0000100001 by year' }).textContent).toContain('24.8');
    expect(screen.getByRole('link', { name: 'Pay invoices' }).getAttribute('href')).toBe('/en-us/payment/invoice');
  });

  it('given a user without the payment scope, then no Pay invoices link shows', async () => {
    const { useCases } = invoicesOf();
    renderPortal({ path: '/en-us/invoice/open-invoice', user: exampleShellDealer({ scopes: ['page.invoice-status', 'invoice-status.read'] }), useCases, state: { config } });

    await screen.findByRole('region', { name: 'PT Velocita Indonesia (ID01-1000)' });
    expect(screen.queryByRole('link', { name: 'Pay invoices' })).toBeNull();
  });

  it('given the invoices cannot be loaded, when tried again and they can, then they show', async () => {
    const user = userEvent.setup();
    const { useCases, invoices } = invoicesOf();
    const openInvoices = vi.spyOn(invoices, 'openInvoiceSummary').mockRejectedValueOnce(new Error('offline'));
    renderPortal({ path: '/en-us/invoice/open-invoice', user: dealer, useCases, state: { config } });

    await user.click(await screen.findByRole('button', { name: 'Try again' }));

    expect(await screen.findByRole('region', { name: 'PT Velocita Indonesia (ID01-1000)' })).toBeTruthy();
    expect(openInvoices).toHaveBeenCalledTimes(2);
  });

  it('given 25 payable lines, when page 3 is chosen, then the service is asked for it and its five lines show', async () => {
    const user = userEvent.setup();
    const many = Array.from({ length: 25 }, (_, index) => exampleInvoiceLine({ invoiceNo: `90002000${String(index).padStart(2, '0')}` }));
    const { useCases, invoices } = invoicesOf(many);
    renderPortal({ path: '/en-us/invoice/open-invoice', user: dealer, useCases, state: { config } });

    const payable = await screen.findByRole('grid', { name: 'Open invoices of Sepeda Jaya Jakarta' });
    await waitFor(() => expect(within(payable).getAllByRole('row')).toHaveLength(11));
    await user.click(within(screen.getByRole('navigation', { name: 'Pages of Open invoices of Sepeda Jaya Jakarta' })).getByRole('button', { name: 'Page 3' }));

    await waitFor(() => expect(within(screen.getByRole('grid', { name: 'Open invoices of Sepeda Jaya Jakarta' })).getAllByRole('row')).toHaveLength(6));
    expect(screen.getByRole('row', { name: /9000200024/ })).toBeTruthy();
    expect(invoices.lineQueries.map((query) => query.page)).toEqual([1, 3]);
  });

  it('given the filters, when an age and a status are chosen and a number typed, then the service is asked for just those lines', async () => {
    const user = userEvent.setup();
    const { useCases, invoices } = invoicesOf([...exampleOpenInvoiceLines(), exampleInvoiceLine({ invoiceNo: '9000100009', status: 'Waiting For Payment', statusGroup: 'waiting_for_payment' })]);
    renderPortal({ path: '/en-us/invoice/open-invoice', user: dealer, useCases, state: { config } });
    const filters = await screen.findByRole('search', { name: 'Filter the open invoices' });

    await user.click(within(filters).getByRole('button', { name: /Ageing/ }));
    await user.click(await screen.findByRole('option', { name: '1–30 days overdue' }));
    await waitFor(() => expect(within(screen.getByRole('grid', { name: 'Open invoices of Sepeda Jaya Jakarta' })).getAllByRole('row')).toHaveLength(3));
    expect(screen.getByRole('row', { name: /9000100002/ })).toBeTruthy();

    await user.click(within(filters).getByRole('button', { name: /Status/ }));
    await user.click(await screen.findByRole('option', { name: 'Being paid' }));
    await waitFor(() => expect(screen.queryByRole('grid', { name: 'Open invoices of Sepeda Jaya Jakarta' })).toBeNull());
    expect(screen.getByRole('grid', { name: 'Invoices of Sepeda Jaya Jakarta being paid' })).toBeTruthy();

    await user.click(within(filters).getByRole('button', { name: 'Clear filters' }));
    await user.type(within(filters).getByRole('searchbox', { name: 'Invoice or document number' }), '100005');
    await waitFor(() => expect(invoices.lineQueries).toContainEqual(expect.objectContaining({ search: '100005', ageingBucket: null, statusGroups: ['open'] })));
    await waitFor(() => expect(within(screen.getByRole('grid', { name: 'Open invoices of Sepeda Jaya Jakarta' })).getAllByRole('row')).toHaveLength(2));
    expect(invoices.lineQueries.filter((query) => query.search !== '' && query.search !== '100005')).toEqual([]);
  });

  it('given an invoice, when its details open and it is e-mailed, then its articles show and the e-mail is confirmed', async () => {
    const user = userEvent.setup();
    const { useCases, invoices } = invoicesOf();
    renderPortal({ path: '/en-us/invoice/open-invoice', user: dealer, useCases, state: { config } });

    await user.click((await screen.findAllByRole('button', { name: 'Details of invoice 9000100008' }))[0]!);
    const dialog = await screen.findByRole('dialog', { name: 'Invoice 9000100008' });
    expect(within(dialog).getByRole('table', { name: 'Articles of invoice 9000100008' }).textContent).toContain('Velocita Aero SL 2027 M');
    expect(within(within(dialog).getByRole('table', { name: 'Ledger lines of invoice 9000100008' })).getAllByRole('row')).toHaveLength(3);

    await user.click(within(dialog).getByRole('button', { name: 'Send by e-mail' }));

    expect((await within(dialog).findByRole('status')).textContent).toContain('The invoice has been sent to your e-mail address.');
    expect(invoices.sentEmails).toEqual([{ invoiceNo: '9000100008', sorg: 'ID01' }]);

    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('given a user without an e-mail address, when an invoice is e-mailed, then the reason shows', async () => {
    const user = userEvent.setup();
    const { useCases } = invoicesOf(undefined, { emailErrors: [userError('email', 'email_missing')] });
    renderPortal({ path: '/en-us/invoice/open-invoice', user: dealer, useCases, state: { config } });

    await user.click(await screen.findByRole('button', { name: 'Details of invoice 9000100001' }));
    const dialog = await screen.findByRole('dialog', { name: 'Invoice 9000100001' });
    await user.click(within(dialog).getByRole('button', { name: 'Send by e-mail' }));

    expect((await within(dialog).findByRole('alert')).textContent).toContain('Your user has no e-mail address to send the invoice to.');
  });
});

describe('paid invoices page', () => {
  function openOn(businessDay: string) {
    const setup = invoicesOf(undefined, { businessDay });
    renderPortal({ path: '/en-us/invoice/invoice-list', user: dealer, useCases: setup.useCases, state: { config } });
    return setup;
  }

  it('given the business day of the service is 22 November, then the list opens on the last 30 days and shows the paid invoices dated in them', async () => {
    const { invoices } = openOn('2026-11-22');

    const table = await screen.findByRole('grid', { name: 'Paid invoices' });
    expect((await within(table).findByRole('row', { name: /9000100201/ })).textContent).toContain('30 Nov 2026');
    expect(invoices.paidRequests).toEqual([{ from: '2026-10-24', to: '2026-11-22' }]);
    expect((screen.getByLabelText('From') as HTMLInputElement).value).toBe('2026-10-24');
  });

  it('given a period over 30 days, then the rule shows, the list hides and nothing is asked; a valid period is listed', async () => {
    const user = userEvent.setup();
    const { invoices } = openOn('2026-11-22');
    await screen.findByRole('grid', { name: 'Paid invoices' });

    fireEvent.change(screen.getByLabelText('From'), { target: { value: '2026-10-01' } });

    expect(screen.getByRole('alert').textContent).toBe('The date range can be at most 30 days');
    expect(screen.queryByRole('grid', { name: 'Paid invoices' })).toBeNull();
    expect((screen.getByRole('button', { name: 'Show invoices' }) as HTMLButtonElement).disabled).toBe(true);

    fireEvent.change(screen.getByLabelText('From'), { target: { value: '2026-10-23' } });
    fireEvent.change(screen.getByLabelText('To'), { target: { value: '2026-11-01' } });
    await user.click(screen.getByRole('button', { name: 'Show invoices' }));

    expect(await within(await screen.findByRole('grid', { name: 'Paid invoices' })).findByRole('row', { name: /9000100202/ })).toBeTruthy();
    expect(invoices.paidRequests).toEqual([
      { from: '2026-10-24', to: '2026-11-22' },
      { from: '2026-10-23', to: '2026-11-01' },
    ]);
  });

  it('given from after to in another year, then both broken rules show', async () => {
    openOn('2026-11-22');
    await screen.findByRole('grid', { name: 'Paid invoices' });

    fireEvent.change(screen.getByLabelText('From'), { target: { value: '2027-01-05' } });

    const messages = within(screen.getByRole('alert')).getAllByRole('listitem').map((item) => item.textContent);
    expect(messages).toEqual(['The from date cannot be later than the to date', 'From and to must be in the same year']);
  });
});
