import { refused } from '../../domain/shared/result';
import { userError } from '../../domain/shared/user-error';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createOrderUseCases } from '../../application/portal/orders/order-use-cases';
import { EXAMPLE_TODAY } from '../../application/portal/orders/testing/order-examples';
import { OrdersGatewayInMemory, type OrdersGatewayCall } from '../../application/portal/orders/testing/orders-gateway.in-memory';
import { exampleAdministrator, exampleHostConfig, exampleShellDealer } from '../shell/testing/frame-examples';
import { InvoicesGatewayInMemory } from '../../application/portal/invoices/testing/invoices-gateway.in-memory';
import { inMemoryPortalPorts } from '../../application/portal/testing/portal-ports.in-memory';
import { fakeUseCases, renderPortal } from '../testing/render-portal';

const dealer = exampleShellDealer();
const config = { host: exampleHostConfig() };
/** The example data's last 30 days up to the service's business day. */
const EXAMPLE_RANGE = { from: '2026-02-19', to: EXAMPLE_TODAY };

function orderArea(failing: OrdersGatewayCall[] = []) {
  const orders = new OrdersGatewayInMemory({ failing });
  const ports = { ...inMemoryPortalPorts(), invoices: new InvoicesGatewayInMemory(undefined, { businessDay: EXAMPLE_TODAY }) };
  const useCases = fakeUseCases({ ...createOrderUseCases({ orders }), ports });
  return { orders, useCases };
}

describe('open orders', { timeout: 15_000 }, () => {
  it('given two companies, /order shows the open orders tab with each company, its delivery counts and lines; the filter keeps one company', async () => {
    const user = userEvent.setup();
    renderPortal({ path: '/en-us/order', user: dealer, useCases: orderArea().useCases, state: { config } });

    const main = await screen.findByRole('region', { name: 'PT Velocita Indonesia (ID01-1000)' });
    expect(screen.getByRole('link', { name: 'Open orders' }).getAttribute('aria-current')).toBe('page');
    expect(screen.getByRole('link', { name: 'Shipment history' }).getAttribute('aria-current')).toBeNull();
    const counts = within(main).getByRole('list', { name: 'Deliveries by state' });
    expect(within(counts).getAllByRole('listitem').map((item) => item.textContent)).toEqual(['Awaiting Confirmation: 1', 'In progress: 1', 'Shipped: 1']);
    expect(within(within(main).getByRole('grid', { name: 'Open orders of PT Velocita Indonesia' })).getByText('1000001005')).toBeTruthy();
    expect(screen.getByRole('region', { name: 'PT Velocita Parts Distribution (ID01-2000)' })).toBeTruthy();

    await user.click(screen.getByRole('button', { name: /Company/ }));
    await user.click(await screen.findByRole('option', { name: 'PT Velocita Parts Distribution' }));

    await waitFor(() => expect(screen.queryByRole('region', { name: 'PT Velocita Indonesia (ID01-1000)' })).toBeNull());
    expect(screen.getByRole('region', { name: 'PT Velocita Parts Distribution (ID01-2000)' })).toBeTruthy();
  });

  it('given the open orders cannot be loaded, then the page says so and Try again loads them', async () => {
    const user = userEvent.setup();
    const { useCases } = orderArea();
    const loadOpenOrders = vi.fn(useCases.loadOpenOrders).mockResolvedValueOnce(null);
    renderPortal({ path: '/en-us/order/open-order', user: dealer, useCases: { ...useCases, loadOpenOrders }, state: { config } });

    expect(await screen.findByText('The open orders could not be loaded')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Try again' }));

    expect(await screen.findByRole('region', { name: 'PT Velocita Indonesia (ID01-1000)' })).toBeTruthy();
  });

  describe('export', () => {
    const saved: { name: string; href: string }[] = [];
    beforeEach(() => {
      saved.length = 0;
      URL.createObjectURL = vi.fn(() => 'blob:open-orders');
      URL.revokeObjectURL = vi.fn();
      vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
        saved.push({ name: this.download, href: this.href });
      });
    });
    afterEach(() => vi.restoreAllMocks());

    it('given the report is created, when Export to Excel is pressed, then the file is saved under the report name', async () => {
      const user = userEvent.setup();
      const { useCases, orders } = orderArea();
      renderPortal({ path: '/en-us/order/open-order', user: dealer, useCases, state: { config } });

      // The export waits for the open orders: a person presses it once they show.
      await screen.findByRole('region', { name: 'PT Velocita Indonesia (ID01-1000)' });
      await user.click(screen.getByRole('button', { name: 'Export to Excel' }));

      await waitFor(() => expect(saved).toEqual([{ name: 'List Open Order - 2026-03-20.xlsx', href: 'blob:open-orders' }]));
      expect(orders.reports).toHaveLength(1);
      expect(screen.queryByText('Something went wrong (OE1).')).toBeNull();
    });

    it('given the download fails, then the export failure OE1 shows and nothing is saved', async () => {
      const user = userEvent.setup();
      renderPortal({ path: '/en-us/order/open-order', user: dealer, useCases: orderArea(['downloadReport']).useCases, state: { config } });

      // The export waits for the open orders: a person presses it once they show.
      await screen.findByRole('region', { name: 'PT Velocita Indonesia (ID01-1000)' });
      await user.click(screen.getByRole('button', { name: 'Export to Excel' }));

      expect((await screen.findByRole('alert')).textContent).toContain('Something went wrong (OE1).');
      expect(saved).toEqual([]);
    });
  });
});

describe('shipment history', { timeout: 15_000 }, () => {
  it('opens on the default range with shipped delivery orders and their tracking links in a new tab', async () => {
    renderPortal({ path: '/en-us/order/delivery', user: dealer, useCases: orderArea().useCases, state: { config } });

    const shipped = await screen.findByRole('grid', { name: 'Shipped delivery orders' });
    expect(screen.getByRole('link', { name: 'Shipment history' }).getAttribute('aria-current')).toBe('page');
    expect((screen.getByLabelText('From') as HTMLInputElement).value).toBe(EXAMPLE_RANGE.from);
    const tracking = within(shipped).getByRole('link', { name: 'JNE0012345601 (opens in a new tab)' });
    expect([tracking.getAttribute('href'), tracking.getAttribute('target'), tracking.getAttribute('rel')]).toEqual([
      'https://tracking.example/track?awb=JNE0012345601',
      '_blank',
      'noopener noreferrer',
    ]);
    expect(screen.getByRole('region', { name: 'PT Velocita Parts Distribution (ID01-2000)' })).toBeTruthy();
  });

  it('given a range over 30 days, then its message shows and the range is not sent', async () => {
    const user = userEvent.setup();
    const { useCases } = orderArea();
    const loadShipmentHistory = vi.fn(useCases.loadShipmentHistory);
    renderPortal({ path: '/en-us/order/delivery', user: dealer, useCases: { ...useCases, loadShipmentHistory }, state: { config } });
    await screen.findByRole('grid', { name: 'Shipped delivery orders' });

    const from = screen.getByLabelText('From');
    await user.clear(from);
    await user.type(from, '2026-01-05');
    await user.click(screen.getByRole('button', { name: 'Show shipments' }));

    expect((await screen.findByRole('alert')).textContent).toBe('The date range can be at most 30 days.');
    expect(loadShipmentHistory).toHaveBeenCalledTimes(1);
  });

  it('given both lists fail, then each says it could not be loaded', async () => {
    renderPortal({ path: '/en-us/order/delivery', user: dealer, useCases: orderArea(['shippedOrders', 'openDeliveries']).useCases, state: { config } });

    expect(await screen.findByText('The shipped delivery orders could not be loaded. Please try again in a moment.')).toBeTruthy();
    expect(screen.getByText('The delivery orders not yet shipped could not be loaded. Please try again in a moment.')).toBeTruthy();
  });
});

describe('administrators’ order list', { timeout: 15_000 }, () => {
  const admin = { ...exampleAdministrator(), salesActiveCustCode: '0001000123' };

  it('asks an administrator acting for no customer to pick one, and asks the service nothing', async () => {
    const user = userEvent.setup();
    const { useCases } = orderArea();
    const loadOrderList = vi.fn(useCases.loadOrderList);
    renderPortal({ path: '/en-us/admin/order-confirmation', user: exampleAdministrator(), useCases: { ...useCases, loadOrderList }, state: { config } });

    expect(await screen.findByText('Pick a customer to see their orders')).toBeTruthy();
    expect(screen.queryByText('No orders yet')).toBeNull();
    expect(loadOrderList).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Pick a customer' }));
    expect(await screen.findByRole('dialog')).toBeTruthy();
  });

  it('offers approval only for the payment on processing and voiding only for the pending one; approving after confirming makes it Complete', async () => {
    const user = userEvent.setup();
    renderPortal({ path: '/en-us/admin/order-confirmation', user: admin, useCases: orderArea().useCases, state: { config } });

    const table = await screen.findByRole('grid', { name: 'Orders' });
    expect(within(table).getByRole('button', { name: 'Void payment of 4500000001' })).toBeTruthy();
    expect(within(table).queryByRole('button', { name: 'Approve payment of 4500000001' })).toBeNull();
    expect(within(table).queryByRole('button', { name: 'Void payment of 4500000002' })).toBeNull();
    expect(within(table).queryByRole('button', { name: /payment of 4500000003/ })).toBeNull();

    await user.click(within(table).getByRole('button', { name: 'Approve payment of 4500000002' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Approve the payment of order 4500000002?' });
    await user.click(within(dialog).getByRole('button', { name: 'Approve' }));

    await waitFor(() => expect(within(screen.getByRole('grid', { name: 'Orders' })).queryByRole('button', { name: 'Approve payment of 4500000002' })).toBeNull());
    const row = within(screen.getByRole('grid', { name: 'Orders' })).getByRole('row', { name: /4500000002/ });
    expect(within(row).getByText('Complete')).toBeTruthy();
  });

  it('cancelling the confirmation leaves the payment as it is', async () => {
    const user = userEvent.setup();
    const { useCases } = orderArea();
    const voidOrderPayment = vi.fn(useCases.voidOrderPayment);
    renderPortal({ path: '/en-us/admin/order-confirmation', user: admin, useCases: { ...useCases, voidOrderPayment }, state: { config } });

    await user.click(await screen.findByRole('button', { name: 'Void payment of 4500000001' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Cancel' }));

    expect(voidOrderPayment).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Void payment of 4500000001' })).toBeTruthy();
  });

  it('pages through the service and searches by number', async () => {
    const user = userEvent.setup();
    renderPortal({ path: '/en-us/admin/order-confirmation', user: admin, useCases: orderArea().useCases, state: { config } });
    await screen.findByRole('grid', { name: 'Orders' });

    await user.click(await screen.findByRole('button', { name: 'Page 2' }));
    expect(await screen.findByText('4500000014')).toBeTruthy();

    await user.type(screen.getByRole('searchbox', { name: 'Order, SAP or PO number' }), 'PO/ADM/3{Enter}');
    await waitFor(() => expect(within(screen.getByRole('grid', { name: 'Orders' })).getAllByRole('row')).toHaveLength(2));
    expect(within(screen.getByRole('grid', { name: 'Orders' })).getByText('4500000003')).toBeTruthy();
  });

  it('given a refused approval, then the refusal shows', async () => {
    const user = userEvent.setup();
    const { useCases } = orderArea();
    const approveOrderPayment = vi.fn(async () => refused(userError('orderNumber', 'payment_already_final')));
    renderPortal({ path: '/en-us/admin/order-confirmation', user: admin, useCases: { ...useCases, approveOrderPayment }, state: { config } });

    await user.click(await screen.findByRole('button', { name: 'Approve payment of 4500000002' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Approve' }));

    expect((await screen.findByRole('alert')).textContent).toContain('This payment is already complete, failed or void.');
  });

  describe('payment documents', () => {
    const saved: string[] = [];
    beforeEach(() => {
      saved.length = 0;
      URL.createObjectURL = vi.fn(() => 'blob:payment-document');
      URL.revokeObjectURL = vi.fn();
      vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
        saved.push(this.download);
      });
    });
    afterEach(() => vi.restoreAllMocks());

    async function openPaymentOf(orderNo: string, failing: OrdersGatewayCall[] = []) {
      const user = userEvent.setup();
      const { useCases } = orderArea(failing);
      const downloadOrderPaymentDocument = vi.fn(useCases.downloadOrderPaymentDocument);
      renderPortal({ path: '/en-us/admin/order-confirmation', user: admin, useCases: { ...useCases, downloadOrderPaymentDocument }, state: { config } });
      await user.click(await screen.findByRole('button', { name: `Details of ${orderNo}` }));
      return { user, downloadOrderPaymentDocument, payment: await screen.findByRole('region', { name: `Payment of order ${orderNo}` }) };
    }

    it('given a payment with a transfer receipt, when its Download is pressed, then the receipt is downloaded and saved under its name', async () => {
      const { user, downloadOrderPaymentDocument, payment } = await openPaymentOf('4500000002');

      await user.click(within(payment).getByRole('button', { name: 'Download transfer-receipt.pdf' }));

      await waitFor(() => expect(saved).toEqual(['transfer-receipt.pdf']));
      expect(downloadOrderPaymentDocument).toHaveBeenCalledWith(expect.objectContaining({ id: 'doc-2', downloadUrl: '/api/payments/documents/doc-2/download' }));
    });

    it('given the download fails, then the failure is said in words and nothing is saved', async () => {
      const { user, payment } = await openPaymentOf('4500000002', ['downloadPaymentDocument']);

      await user.click(within(payment).getByRole('button', { name: 'Download transfer-receipt.pdf' }));

      expect((await within(payment).findByRole('alert')).textContent).toBe('transfer-receipt.pdf could not be downloaded. Please try again.');
      expect(saved).toEqual([]);
    });
  });
});
