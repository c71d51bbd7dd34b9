import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { exampleInvoiceCompanies, exampleInvoiceLine, EXAMPLE_BUSINESS_DAY, InvoicesGatewayInMemory } from '../../application/portal/invoices/testing/invoices-gateway.in-memory';
import { inMemoryPortalPorts } from '../../application/portal/testing/portal-ports.in-memory';
import { addDays } from '../../domain/dates/calendar-day';
import { IdGeneratorCounting } from '../../application/portal/cart/testing/cart-gateway.in-memory';
import { createPaymentUseCases } from '../../application/portal/payments/payment-use-cases';
import { PaymentsGatewayInMemory } from '../../application/portal/payments/testing/payments-gateway.in-memory';
import { exampleHostConfig, exampleShellDealer } from '../shell/testing/frame-examples';
import { fakeUseCases, renderPortal } from '../testing/render-portal';

const dealer = exampleShellDealer();
const config = { host: exampleHostConfig({ invoicePaymentRule: 'oldest', allowPartialPayment: true }) };

function pay(payments = new PaymentsGatewayInMemory(), invoices = new InvoicesGatewayInMemory()) {
  const useCases = fakeUseCases({ ...createPaymentUseCases({ payments, invoices, ids: new IdGeneratorCounting('attempt') }), ports: { ...inMemoryPortalPorts(), invoices, payments } });
  const rendered = renderPortal({ path: '/en-us/payment/invoice', user: dealer, useCases, state: { config } });
  return { payments, ...rendered };
}

const checkbox = (name: string) => screen.findByRole('checkbox', { name });
const submitButton = () => screen.getByRole('button', { name: 'Create payment request' });
const summary = () => screen.getByRole('complementary', { name: 'Payment summary' });

describe('invoice payment page', () => {
  it('shows what the invoices are for while the payer\'s lines are on their way, and the form once they are in', async () => {
    let linesArrive: () => void = () => undefined;
    const arrived = new Promise<void>((resolve) => (linesArrive = resolve));
    class InvoicesArrivingLater extends InvoicesGatewayInMemory {
      override async openInvoiceLines(query: Parameters<InvoicesGatewayInMemory['openInvoiceLines']>[0]) {
        await arrived;
        return super.openInvoiceLines(query);
      }
    }
    pay(undefined, new InvoicesArrivingLater());

    const heading = await screen.findByRole('heading', { name: 'Invoices to pay' });
    expect(screen.getByText('Ticking an installment or a credit note selects all of its lines.')).toBeTruthy();
    expect(heading.closest('form')?.getAttribute('aria-busy')).toBe('true');
    expect(screen.queryByRole('checkbox', { name: 'Invoice 9000100001' })).toBeNull();

    linesArrive();
    expect(await checkbox('Invoice 9000100001')).toBeTruthy();
    expect(heading.isConnected).toBe(true);
    expect(heading.closest('form')?.hasAttribute('aria-busy')).toBe(false);
  });

  it('asks for each page of the payer\'s lines once, though the payers\' arrival asks for them before the form does', async () => {
    const invoices = new InvoicesGatewayInMemory();
    pay(undefined, invoices);
    await checkbox('Invoice 9000100001');

    const asked = invoices.lineQueries.map((query) => JSON.stringify(query));
    expect(asked.length).toBeGreaterThan(0);
    expect(new Set(asked).size).toBe(asked.length);
  });

  it('given the second invoice ticked alone, then it is marked with the reason and submit is disabled, described by the blockers', async () => {
    const user = userEvent.setup();
    pay();
    await user.click(await checkbox('Invoice 9000100002'));

    const second = screen.getByRole('checkbox', { name: 'Invoice 9000100002' });
    expect(second.getAttribute('aria-describedby')).toBeTruthy();
    expect(document.getElementById(second.getAttribute('aria-describedby')!)?.textContent).toBe('Pay the oldest invoice first: invoice 9000100001 is due earlier.');
    expect(submitButton().hasAttribute('disabled')).toBe(true);
    const blockers = document.getElementById(submitButton().getAttribute('aria-describedby')!);
    expect(blockers?.textContent).toContain('Some selected invoices are not in the required payment order.');
    expect(blockers?.textContent).toContain('Choose a payment method.');
  });

  it('given both oldest invoices and a virtual account, when submitted twice, then one request is made with the amount shown and shown back', async () => {
    const user = userEvent.setup();
    const { payments } = pay();
    await user.click(await checkbox('Invoice 9000100001'));
    await user.click(screen.getByRole('checkbox', { name: 'Invoice 9000100002' }));
    await user.click(await screen.findByRole('radio', { name: 'Bank transfer to a virtual account' }));

    // The payment-method discount is the whole discount here.
    expect(within(summary()).getAllByText('Rp 93.270')).toHaveLength(2);
    expect(within(summary()).getByText('Rp 18.560.730')).toBeTruthy();
    await user.dblClick(submitButton());

    expect(await screen.findByRole('heading', { name: 'Payment request 7000000101 was created' })).toBeTruthy();
    expect(screen.getByText('8808123400000101')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Open the payment request list' }).getAttribute('href')).toBe('/en-us/payment');
    expect(payments.created.size).toBe(1);
    expect(payments.received.every((input) => input.idempotencyKey === 'attempt-1' && input.expectedAmount === '18560730')).toBe(true);
  });

  it('given one invoice, then the partial amount is refused below 1 and above the total with the spec messages', async () => {
    const user = userEvent.setup();
    pay();
    await user.click(await checkbox('Invoice 9000100001'));
    const amount = screen.getByRole('textbox', { name: 'Amount to pay now' });
    await user.type(amount, '0');
    expect(await screen.findByText('The minimum amount is 1')).toBeTruthy();
    await user.clear(amount);
    await user.type(amount, '99999999');
    expect(await screen.findByText('The maximum amount is Rp 11.344.500')).toBeTruthy();
  });

  it('given one installment of two, then its discount does not count and the note names the invoice', async () => {
    const user = userEvent.setup();
    pay();
    await user.click(await checkbox('Invoice 9000100008, installment 1'));
    expect(screen.getByText(/Not all installments of 9000100008 are selected/)).toBeTruthy();
    await user.click(screen.getByRole('checkbox', { name: 'Invoice 9000100008, installment 2' }));
    expect(screen.queryByText(/Not all installments/)).toBeNull();
    expect(within(summary()).getByText('Rp 600.000')).toBeTruthy();
  });

  it('given a card with a wrong number, then the field says so and nothing is sent', async () => {
    const user = userEvent.setup();
    const { payments } = pay();
    await user.click(await checkbox('Invoice 9000100001'));
    await user.click(await screen.findByRole('radio', { name: 'Credit card' }));
    await user.type(screen.getByRole('textbox', { name: 'Card number' }), '4242424242424241');
    await user.click(submitButton());

    expect(await screen.findByText('Enter a valid card number.')).toBeTruthy();
    expect(screen.getAllByText('This field is required').length).toBeGreaterThan(0);
    expect(payments.received).toEqual([]);
  });

  it('given a saved payment, when it is deleted after confirming, then it is gone; reset clears the selection', async () => {
    const user = userEvent.setup();
    pay();
    await user.click(await screen.findByRole('radio', { name: 'Saved: Visa •••• 4242' }));
    await user.click(screen.getByRole('button', { name: 'Delete saved payment' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete the saved payment Visa •••• 4242?' });
    await user.click(within(dialog).getByRole('button', { name: 'Yes' }));
    await waitFor(() => expect(screen.queryByRole('radio', { name: 'Saved: Visa •••• 4242' })).toBeNull());

    await user.click(screen.getByRole('checkbox', { name: 'Invoice 9000100001' }));
    await user.click(screen.getByRole('radio', { name: 'Credit card' }));
    await user.click(screen.getByRole('button', { name: 'Reset' }));
    await waitFor(() => expect(screen.queryByRole('radio', { checked: true })).toBeNull());
    expect(((await checkbox('Invoice 9000100001')) as HTMLInputElement).checked).toBe(false);
  });

  it("given the service's refusal, then its words show", async () => {
    const user = userEvent.setup();
    pay(new PaymentsGatewayInMemory(undefined, undefined, [{ field: ['expectedAmount'], message: 'amount_changed', values: { toPay: '11287000' } }]));
    await user.click(await checkbox('Invoice 9000100001'));
    await user.click(await screen.findByRole('radio', { name: 'Bank transfer to a virtual account' }));
    await user.click(submitButton());
    expect(await screen.findByText('The amount to pay has changed to Rp 11.287.000. Please check the invoices and submit again.')).toBeTruthy();
  });

  it('given 25 open invoices over two pages, when one on the last page is ticked, then it names the oldest on the first page and the selection holds across pages', async () => {
    const user = userEvent.setup();
    const many = Array.from({ length: 25 }, (_, index) =>
      exampleInvoiceLine({ invoiceNo: `90002000${String(index).padStart(2, '0')}`, dueDate: addDays(EXAMPLE_BUSINESS_DAY, index - 30), overdue: index - 30, dueState: { key: 'overdue_days', days: 30 - index } }),
    );
    pay(undefined, new InvoicesGatewayInMemory(exampleInvoiceCompanies(many)));
    await checkbox('Invoice 9000200000');
    const pages = screen.getByRole('navigation', { name: 'Pages of Invoices to pay' });

    await user.click(within(pages).getByRole('button', { name: 'Page 2' }));
    await user.click(await checkbox('Invoice 9000200024'));

    const last = screen.getByRole('checkbox', { name: 'Invoice 9000200024' });
    await waitFor(() => expect(document.getElementById(last.getAttribute('aria-describedby') ?? '')?.textContent).toBe('Pay the oldest invoice first: invoice 9000200000 is due earlier.'));
    await user.click(within(pages).getByRole('button', { name: 'Page 1' }));
    expect(((await checkbox('Invoice 9000200000')) as HTMLInputElement).checked).toBe(false);
    await user.click(within(pages).getByRole('button', { name: 'Page 2' }));
    expect(((await checkbox('Invoice 9000200024')) as HTMLInputElement).checked).toBe(true);
  });
});
