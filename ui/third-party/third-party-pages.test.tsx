import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { EXAMPLE_ACTIVE_CUSTOMER, inMemoryPortalPorts } from '../../application/portal/testing/portal-ports.in-memory';
import { ThirdPartyGatewayInMemory } from '../../application/portal/third-party/testing/third-party-gateway.in-memory';
import { createThirdPartyUseCases } from '../../application/portal/third-party/third-party-use-cases';
import { exampleHostConfig, exampleShellDealer } from '../shell/testing/frame-examples';
import { fakeUseCases, renderPortal, sessionOf } from '../testing/render-portal';

const shellDealer = exampleShellDealer();
const dealer = { ...shellDealer, scopes: [...shellDealer.scopes, 'page.3rd-party'] };
const config = { host: exampleHostConfig() };

function render(path: string) {
  const gateway = new ThirdPartyGatewayInMemory();
  const ports = inMemoryPortalPorts({ thirdParty: gateway });
  const useCases = fakeUseCases({ ...createThirdPartyUseCases(ports), ports, loadActiveCustomer: async () => EXAMPLE_ACTIVE_CUSTOMER });
  renderPortal({ path, user: dealer, useCases, state: { config, session: { ...sessionOf(dealer), activeCustomer: EXAMPLE_ACTIVE_CUSTOMER } } });
  return gateway;
}

describe('third-party catalogue', { timeout: 60_000 }, () => {
  it('given a cart beyond the vendor’s stock, when checked out, then the line shows the product error and nothing is ordered; fewer units order', async () => {
    const user = userEvent.setup();
    const gateway = render('/en-us/3rd-party/catalog');
    await user.click(await screen.findByRole('button', { name: 'Add NUSA-CAGE-ALU to the cart' }, { timeout: 30_000 }));
    const cart = screen.getByRole('region', { name: 'Cart: Nusantara Bike Parts' });
    const quantity = within(cart).getByLabelText('Quantity of NUSA-CAGE-ALU');
    await user.clear(quantity);
    await user.type(quantity, '30');
    await user.click(within(cart).getByRole('button', { name: 'Check out' }));
    expect(await within(cart).findByText('Only 25 left at the vendor now. Lower the quantity and check out again.', undefined, { timeout: 10_000 })).toBeTruthy();
    expect(gateway.placed).toHaveLength(2);

    await user.clear(quantity);
    await user.type(quantity, '2');
    await user.click(within(cart).getByRole('button', { name: 'Check out' }));
    expect(await within(cart).findByText(/^Order TP-NEW3 has been placed with Nusantara Bike Parts\./, undefined, { timeout: 10_000 })).toBeTruthy();
    expect(gateway.placed[0]!.items.map((item) => [item.articleCode, item.qty])).toEqual([['NUSA-CAGE-ALU', 2]]);
  });
});
