import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { CatalogueGatewayInMemory } from '../../application/portal/catalogue/testing/catalogue-gateway.in-memory';
import { createCartUseCases } from '../../application/portal/cart/cart-use-cases';
import { createCatalogueUseCases } from '../../application/portal/catalogue/catalogue-use-cases';
import { CartGatewayInMemory, IdGeneratorCounting } from '../../application/portal/cart/testing/cart-gateway.in-memory';
import type { CartQuantity } from '../../application/portal/cart/ports';
import { exampleHostConfig, exampleShellDealer } from '../shell/testing/frame-examples';
import { inMemoryPortalPorts } from '../../application/portal/testing/portal-ports.in-memory';
import { fakeUseCases, renderPortal } from '../testing/render-portal';

const dealer = exampleShellDealer();
const config = { host: exampleHostConfig({ availableStockCheck: true }) };

function shop(cart: CartQuantity[]) {
  const gateway = new CartGatewayInMemory(undefined, { cart });
  const useCases = fakeUseCases({
    ...createCatalogueUseCases({ catalogue: new CatalogueGatewayInMemory() }),
    ...createCartUseCases({ cart: gateway, ids: new IdGeneratorCounting() }),
  });
  return { gateway, useCases };
}

describe('cart page', () => {
  it('given 5 tubes, when the quantity is set to 25, then the line takes the 10 % tier and the total follows', async () => {
    const user = userEvent.setup();
    const { useCases } = shop([{ articleCode: 'VP-TUBE-700', sorg: 'ID01', qty: 5 }]);
    renderPortal({ path: '/en-us/cart', user: dealer, useCases, state: { config } });

    const quantity = await screen.findByRole('textbox', { name: 'Quantity of Velocita Inner Tube 700' });
    await user.clear(quantity);
    await user.type(quantity, '25{Enter}');

    expect(await screen.findByText('Deal SD-VOL-25')).toBeTruthy();
    const totals = screen.getByRole('region', { name: 'Totals' });
    expect(within(totals).getByText('Rp 1.462.500')).toBeTruthy();
  });

  it('given two lines, when one is removed, then only the other stays; over-stock quantities are refused with the spec message', async () => {
    const user = userEvent.setup();
    const { useCases, gateway } = shop([
      { articleCode: 'VB-AESL-27-M', sorg: 'ID01', qty: 2 },
      { articleCode: 'VB-KTCF-26-L', sorg: 'ID01', qty: 1 },
    ]);
    renderPortal({ path: '/en-us/cart', user: dealer, useCases, state: { config } });

    await user.click(await screen.findByRole('button', { name: 'Remove Velocita Aero SL 2027 M' }));
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Remove Velocita Aero SL 2027 M' })).toBeNull());

    const quantity = screen.getByRole('textbox', { name: 'Quantity of Velocita Kota Comfort 2026 L' });
    await user.clear(quantity);
    await user.type(quantity, '3{Enter}');

    expect(await screen.findByText('Order exceeds available stock')).toBeTruthy();
    expect((await gateway.cart()).lines.map((line) => [line.articleCode, line.qty])).toEqual([['VB-KTCF-26-L', 1]]);
  });
});

describe('opening the cart', () => {
  it('loads the cart once, though the page and the catalogue bar over it each ask for it', async () => {
    const { useCases, gateway } = shop([{ articleCode: 'VP-TUBE-700', sorg: 'ID01', qty: 5 }]);
    const cartReads = vi.spyOn(gateway, 'cart');
    renderPortal({ path: '/en-us/cart', user: dealer, useCases, state: { config } });

    expect(await screen.findByRole('textbox', { name: 'Quantity of Velocita Inner Tube 700' })).toBeTruthy();
    expect(screen.getByRole('navigation', { name: 'Catalog' })).toBeTruthy();
    expect(cartReads).toHaveBeenCalledTimes(1);
  });
});

describe('checkout page', () => {
  it('given a double click on Place order, then the service is asked once and the confirmation shows the order', async () => {
    const user = userEvent.setup();
    const { useCases, gateway } = shop([{ articleCode: 'VP-TUBE-700', sorg: 'ID01', qty: 25 }]);
    const { router } = renderPortal({ path: '/en-us/cart/checkout', user: dealer, useCases, state: { config } });

    await user.type(await screen.findByRole('textbox', { name: 'PO number' }), 'PO-2026-0042');
    await user.click(screen.getByRole('button', { name: /Payment/ }));
    await user.click(await screen.findByRole('option', { name: 'Bank transfer to a virtual account' }));
    await user.dblClick(screen.getByRole('button', { name: 'Place order' }));

    expect(await screen.findByText('Thank you, your order has been placed.')).toBeTruthy();
    expect(gateway.checkouts).toHaveLength(1);
    const [checkout] = gateway.checkouts;
    expect(checkout).toMatchObject({ payload: { custPoNo: 'PO-2026-0042', paymentId: 'pm-va', shipto: 'ST-100001-01' } });
    expect(router.state.location.pathname).toBe(`/en-us/cart/order-confirmation/${gateway.placed.get(checkout!.key)![0]!.orderNo}`);
    expect(screen.getByRole('region', { name: /^Order \d+$/ }).textContent).toContain('PO-2026-0042');
  });

  it('given a missing payment and a PO number over 35 characters, then the domain refuses with the spec messages and nothing is sent', async () => {
    const user = userEvent.setup();
    const { useCases, gateway } = shop([{ articleCode: 'VP-TUBE-700', sorg: 'ID01', qty: 5 }]);
    renderPortal({ path: '/en-us/cart/checkout', user: dealer, useCases, state: { config } });

    await user.type(await screen.findByRole('textbox', { name: 'PO number' }), 'P'.repeat(36));
    await user.click(screen.getByRole('button', { name: 'Place order' }));

    expect(await screen.findByText('The PO number can have at most 35 characters')).toBeTruthy();
    expect(screen.getByText('This field is required')).toBeTruthy();
    expect(gateway.checkouts).toEqual([]);
  });
});

describe('fast order page', () => {
  it('given pasted lines, when added, then found articles are listed, an unknown code is reported, and all go to the cart', async () => {
    const user = userEvent.setup();
    const { useCases, gateway } = shop([]);
    renderPortal({ path: '/en-us/catalog/fast-order', user: dealer, useCases, state: { config } });

    await user.click(await screen.findByRole('textbox', { name: 'Article codes and quantities' }));
    await user.paste('VP-TUBE-700\t25\nvb-aesl-27-m 2\nNO-SUCH 1');
    await user.click(screen.getByRole('button', { name: 'Add pasted lines' }));

    expect(await screen.findByText('NO-SUCH: Article not found')).toBeTruthy();
    expect(within(screen.getByRole('table', { name: 'Fast order lines' })).getAllByRole('row')).toHaveLength(3);
    await user.click(screen.getByRole('button', { name: 'Add all to cart' }));

    expect(await screen.findByText('2 articles added to the cart.')).toBeTruthy();
    expect((await gateway.cart()).lines.map((line) => [line.articleCode, line.qty])).toEqual([
      ['VP-TUBE-700', 25],
      ['VB-AESL-27-M', 2],
    ]);
  });

  it('given a code typed with its quantity, when added, then its line shows; an unknown code is refused on the field', async () => {
    const user = userEvent.setup();
    const { useCases } = shop([]);
    renderPortal({ path: '/en-us/catalog/fast-order', user: dealer, useCases, state: { config } });

    const code = await screen.findByRole('textbox', { name: 'Article code' });
    await user.type(code, 'NO-SUCH');
    await user.click(screen.getByRole('button', { name: 'Add line' }));
    expect(await screen.findByText('Article not found')).toBeTruthy();

    await user.clear(code);
    await user.type(code, 'vp-pad-resin');
    const quantity = screen.getByRole('textbox', { name: /^Quantity$/ });
    await user.clear(quantity);
    await user.type(quantity, '4');
    await user.click(screen.getByRole('button', { name: 'Add line' }));

    const lines = await screen.findByRole('table', { name: 'Fast order lines' });
    expect(within(lines).getByRole('textbox', { name: 'Quantity of VP-PAD-RESIN' }).getAttribute('value')).toBe('4');
    expect((code as HTMLInputElement).value).toBe('');
  });
});

describe('checkout after a refusal', () => {
  it('given a refused PO number, when it is corrected, then the order goes through under the same attempt', async () => {
    const user = userEvent.setup();
    const { useCases, gateway } = shop([{ articleCode: 'VP-TUBE-700', sorg: 'ID01', qty: 5 }]);
    renderPortal({ path: '/en-us/cart/checkout', user: dealer, useCases, state: { config } });

    const po = await screen.findByRole('textbox', { name: 'PO number' });
    await user.type(po, 'P'.repeat(36));
    await user.click(screen.getByRole('button', { name: /Payment/ }));
    await user.click(await screen.findByRole('option', { name: 'Credit card' }));
    await user.click(screen.getByRole('button', { name: 'Place order' }));
    expect(await screen.findByText('The PO number can have at most 35 characters')).toBeTruthy();

    await user.type(po, '{Backspace}');
    expect(screen.queryByText('The PO number can have at most 35 characters')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Place order' }));

    expect(await screen.findByText('Thank you, your order has been placed.')).toBeTruthy();
    expect(gateway.checkouts.map((call) => call.payload.custPoNo)).toEqual(['P'.repeat(35)]);
  });

  it('given a confirmation opened afresh, then it shows the customer\'s orders of that number, and says so of a number that is not theirs', async () => {
    const gateway = new CartGatewayInMemory();
    const placed = await gateway.checkout({ shipto: 'ST-1', paymentId: 'VA', products: [{ articleCode: 'VP-TUBE-700', sorg: 'ID01', qty: 2 }] }, 'key-1');
    const orderNo = placed.ok ? placed.value.orders[0]!.orderNo : '';
    const useCases = fakeUseCases({ ports: inMemoryPortalPorts({ cart: gateway }) });

    renderPortal({ path: `/en-us/cart/order-confirmation/${orderNo}`, user: dealer, useCases, state: { config } });
    expect(await screen.findByText('Thank you, your order has been placed.')).toBeTruthy();
    expect(screen.getByRole('heading', { name: `Order ${orderNo}` })).toBeTruthy();
    expect(screen.getByText('Open')).toBeTruthy();
  });

  it('given a confirmation of an order number the customer never placed, then nothing is confirmed', async () => {
    const useCases = fakeUseCases({ ports: inMemoryPortalPorts({ cart: new CartGatewayInMemory() }) });
    renderPortal({ path: '/en-us/cart/order-confirmation/1', user: dealer, useCases, state: { config } });
    expect(await screen.findByText('Order 1 is not among the orders of this customer.')).toBeTruthy();
    expect(screen.queryByText('Thank you, your order has been placed.')).toBeNull();
  });

  it('given an express shipment chosen at checkout, then the amount to pay adds its charge to the goods before the order is placed', async () => {
    const user = userEvent.setup();
    const { useCases } = shop([{ articleCode: 'VP-TUBE-700', sorg: 'ID01', qty: 25 }]);
    renderPortal({ path: '/en-us/cart/checkout', user: dealer, useCases, state: { config } });

    await user.click(await screen.findByRole('radio', { name: /^Express delivery/ }));

    const due = await screen.findByRole('region', { name: 'To pay' });
    expect(within(due).getByText('Shipment ID01').nextElementSibling?.textContent).toBe('Rp 1.350.000');
    expect(within(due).getByText('Total to pay ID01').nextElementSibling?.textContent).toBe('Rp 2.812.500');
  });
});
