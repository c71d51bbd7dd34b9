import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ClickCollectGatewayInMemory } from '../../application/portal/click-collect/testing/click-collect-gateway.in-memory';
import { createClickCollectUseCases } from '../../application/portal/click-collect/click-collect-use-cases';
import { inMemoryPortalPorts } from '../../application/portal/testing/portal-ports.in-memory';
import { exampleHostConfig, exampleShellDealer } from '../shell/testing/frame-examples';
import { fakeUseCases, renderPortal } from '../testing/render-portal';

const dealer = exampleShellDealer();
const config = { host: exampleHostConfig() };

function store() {
  const gateway = new ClickCollectGatewayInMemory();
  const useCases = fakeUseCases({ ...createClickCollectUseCases({ clickCollect: gateway }), ports: inMemoryPortalPorts({ clickCollect: gateway }) });
  return { gateway, useCases };
}

async function openOrder(path: string) {
  const { gateway, useCases } = store();
  const rendered = renderPortal({ path, user: dealer, useCases, state: { config } });
  const detail = await screen.findByRole('region', { name: /^Order CC-/ });
  return { ...rendered, gateway, useCases, detail };
}

describe('click and collect list', { timeout: 15_000 }, () => {
  it('given the store’s orders, when the Open tab is chosen, then only open orders show and the address names the filter', async () => {
    const user = userEvent.setup();
    const { useCases } = store();
    const { router } = renderPortal({ path: '/en-us/click-collect', user: dealer, useCases, state: { config } });

    await screen.findByRole('link', { name: 'Open order CC-100010' });
    await user.click(screen.getByRole('link', { name: /^Open 2 orders$/ }));

    await waitFor(() => expect(screen.queryByRole('link', { name: 'Open order CC-100010' })).toBeNull());
    expect(screen.getAllByRole('link', { name: /^Open order / }).map((link) => link.textContent)).toEqual(['CC-100001', 'CC-100002']);
    expect(router.state.location.search).toBe('?status=open');
    expect(screen.getByRole('link', { name: /^Open 2 orders$/ }).getAttribute('aria-current')).toBe('page');
  });

  it('when an order is opened, then its detail replaces the list with the customer’s contact, and Back returns to the filtered list', async () => {
    const user = userEvent.setup();
    const { useCases } = store();
    const { router } = renderPortal({ path: '/en-us/click-collect?status=open', user: dealer, useCases, state: { config } });

    await user.click(await screen.findByRole('link', { name: 'Open order CC-100001' }));

    const detail = await screen.findByRole('region', { name: 'Order CC-100001' });
    expect(router.state.location.search).toBe('?status=open&order=cc-100001');
    expect(within(detail).getByRole('link', { name: 'dimas@consumer.example' }).getAttribute('href')).toBe('mailto:dimas@consumer.example');
    expect(document.activeElement).toBe(within(detail).getByRole('heading', { name: 'Order CC-100001' }));

    await user.click(within(detail).getByRole('link', { name: 'Back to orders' }));
    expect(await screen.findByRole('link', { name: 'Open order CC-100002' })).toBeTruthy();
    expect(router.state.location.search).toBe('?status=open');
  });

  it('given the orders cannot be loaded, then the page says so and loads them again on Refresh', async () => {
    const user = userEvent.setup();
    const gateway = new ClickCollectGatewayInMemory([]);
    const orders = vi.spyOn(gateway, 'orders').mockRejectedValue(new Error('offline'));
    const useCases = fakeUseCases({ ports: inMemoryPortalPorts({ clickCollect: gateway }) });
    renderPortal({ path: '/en-us/click-collect', user: dealer, useCases, state: { config } });

    expect(await screen.findByText('The click and collect orders could not be loaded.')).toBeTruthy();
    // Naming the session's customer reloads every read on show: once it has been asked, only Refresh loads again.
    await waitFor(() => expect(useCases.loadActiveCustomer).toHaveBeenCalled());
    orders.mockResolvedValue([]);
    const asked = orders.mock.calls.length;
    await user.click(await screen.findByRole('button', { name: 'Refresh' }));
    expect(await screen.findByText('No data yet')).toBeTruthy();
    expect(orders).toHaveBeenCalledTimes(asked + 1);
  });
});

describe('click and collect order detail', { timeout: 15_000 }, () => {
  it('given an id the store does not hold, then the page says the order was not found and leads back to the filtered orders', async () => {
    const { useCases } = store();
    renderPortal({ path: '/en-us/click-collect?status=open&order=cc-999999', user: dealer, useCases, state: { config } });

    expect(await screen.findByText('This order was not found.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to orders' }).getAttribute('href')).toBe('/en-us/click-collect?status=open');
  });

  it('given the order cannot be loaded, then the page says so and loads it again on Refresh', async () => {
    const user = userEvent.setup();
    const { gateway, useCases } = store();
    const order = vi.spyOn(gateway, 'order').mockRejectedValue(new Error('offline'));
    renderPortal({ path: '/en-us/click-collect?order=cc-100001', user: dealer, useCases, state: { config } });

    expect(await screen.findByText('The order could not be loaded.')).toBeTruthy();
    await waitFor(() => expect(useCases.loadActiveCustomer).toHaveBeenCalled());
    order.mockRestore();
    await user.click(await screen.findByRole('button', { name: 'Refresh' }));
    expect(await screen.findByRole('region', { name: 'Order CC-100001' })).toBeTruthy();
  });

  it('given an open order, when an item is marked Order to HQ and saved, then the detail shows it awaiting HQ', async () => {
    const user = userEvent.setup();
    const { detail, gateway } = await openOrder('/en-us/click-collect?order=cc-100002');
    expect(within(detail).getByText('Every item is in the store.')).toBeTruthy();

    await user.click(within(within(detail).getByRole('radiogroup', { name: 'Mark of Velocita Inner Tube 700' })).getByRole('radio', { name: 'Order to HQ' }));
    await user.click(within(detail).getByRole('button', { name: 'Save marks' }));

    expect(await within(detail).findByText('The marks have been saved.')).toBeTruthy();
    expect(within(detail).getByText('2 units are still to come from HQ.')).toBeTruthy();
    expect((await gateway.order('cc-100002'))!.details[0]!.mark).toBe('order_to_hq');
  });

  it('given an order HQ ships, when more units than awaited are typed, then the field says the maximum and nothing is recorded', async () => {
    const user = userEvent.setup();
    const { detail, gateway } = await openOrder('/en-us/click-collect?order=cc-100006');

    await user.type(within(detail).getByRole('textbox', { name: 'Units shipped of Velocita Inner Tube 700' }), '4');
    await user.click(within(detail).getByRole('button', { name: 'Record shipment' }));

    expect(await within(detail).findByText('The maximum is 3, the units still to come from HQ.')).toBeTruthy();
    expect((await gateway.order('cc-100006'))!.details[0]!.qtyShipped).toBe(0);
  });

  it('given an order HQ ships, when every awaited unit is recorded, then the order is Shipped and moves on to Ready to Pickup', async () => {
    const user = userEvent.setup();
    const { detail } = await openOrder('/en-us/click-collect?order=cc-100006');

    await user.type(within(detail).getByRole('textbox', { name: 'Units shipped of Velocita Inner Tube 700' }), '3');
    await user.click(within(detail).getByRole('button', { name: 'Record shipment' }));
    expect(await within(detail).findByText('The shipment has been recorded. The order is now Shipped.')).toBeTruthy();
    expect(within(detail).queryByRole('button', { name: 'Record shipment' })).toBeNull();

    await user.click(within(detail).getByRole('button', { name: 'Move to Ready to Pickup' }));
    expect(await within(detail).findByText('The order is now Ready to Pickup.')).toBeTruthy();
    expect(within(detail).getByRole('button', { name: 'Move to Complete' })).toBeTruthy();
  });

  it('given an open order with an item from HQ, then only its next statuses are offered and Ready to Pickup is refused in words', async () => {
    const user = userEvent.setup();
    const { detail, gateway } = await openOrder('/en-us/click-collect?order=cc-100001');
    const steps = within(detail).getByRole('region', { name: 'Update status' });
    expect(within(steps).getAllByRole('button').map((button) => button.textContent)).toEqual(['Move to Need Confirmation', 'Move to Ready to Pickup']);

    await user.click(within(steps).getByRole('button', { name: 'Move to Ready to Pickup' }));

    expect(await within(steps).findByText('Some units are still to come from HQ.')).toBeTruthy();
    expect((await gateway.order('cc-100001'))!.status).toBe('open');
  });

  it('given an order ready to pickup, when Complete is chosen, then it asks first and completes only once confirmed', async () => {
    const user = userEvent.setup();
    const { detail, gateway } = await openOrder('/en-us/click-collect?order=cc-100009');

    await user.click(within(detail).getByRole('button', { name: 'Move to Complete' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Move order CC-100009 to Complete?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect((await gateway.order('cc-100009'))!.status).toBe('ready_to_pickup');

    await user.click(within(detail).getByRole('button', { name: 'Move to Complete' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Move to Complete' }));

    expect(await within(detail).findByText('The order is now Complete.')).toBeTruthy();
    expect(within(detail).getByText('The order is complete: its status cannot change any more.')).toBeTruthy();
    expect((await gateway.order('cc-100009'))!.status).toBe('complete');
  });
});
