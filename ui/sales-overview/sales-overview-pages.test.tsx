import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { SalesOverviewGatewayInMemory } from '../../application/portal/sales-overview/testing/sales-overview-gateway.in-memory';
import { inMemoryPortalPorts } from '../../application/portal/testing/portal-ports.in-memory';
import { exampleHostConfig, exampleShellDealer } from '../shell/testing/frame-examples';
import { fakeUseCases, renderPortal } from '../testing/render-portal';

const dealer = exampleShellDealer();
const config = { host: exampleHostConfig() };

function openPage(path: string) {
  const gateway = new SalesOverviewGatewayInMemory();
  const useCases = fakeUseCases({ ports: inMemoryPortalPorts({ salesOverview: gateway }) });
  return { gateway, ...renderPortal({ path, user: dealer, useCases, state: { config } }) };
}

describe('sales overview', { timeout: 40_000 }, () => {
  it('given the brands shown as a table, when a brand is filtered, then only that brand is listed; the table view of the breakdown drills down to a model\'s series', async () => {
    const user = userEvent.setup();
    openPage('/en-us/sales-overview');
    const brands = await screen.findByRole('region', { name: 'Net sales by brand' }, { timeout: 10_000 });
    await user.click(within(brands).getByRole('radio', { name: 'Table' }));
    expect(within(brands).getByRole('rowheader', { name: 'Trailmark' })).toBeTruthy();

    await user.click(screen.getByRole('button', { name: /Brands/ }));
    await user.click(await screen.findByRole('option', { name: 'Velocita' }, { timeout: 5_000 }));
    await user.keyboard('{Escape}');
    await within(brands).findByText('Velocita');
    expect(within(brands).queryByRole('rowheader', { name: 'Trailmark' })).toBeNull();

    const breakdown = screen.getByRole('region', { name: /merchandise category/ });
    await user.click(within(breakdown).getByRole('radio', { name: 'Table' }));
    await user.click(within(breakdown).getByRole('button', { name: 'Open E-bike' }));
    await user.click(await within(breakdown).findByRole('button', { name: 'Open Terra E' }));
    expect(await within(breakdown).findByRole('rowheader', { name: 'Terra' })).toBeTruthy();
    await user.click(within(breakdown).getByRole('button', { name: 'Merchandise categories' }));
    expect(await within(breakdown).findByRole('button', { name: 'Open Road' })).toBeTruthy();
  });

  it('exports the panel\'s table as a spreadsheet', async () => {
    const user = userEvent.setup();
    const { gateway } = openPage('/en-us/sales-overview');
    const months = await screen.findByRole('region', { name: /per month/ }, { timeout: 10_000 });
    await user.click(within(months).getByRole('button', { name: 'Export to Excel' }));
    expect(gateway.exports).toEqual(['months']);
  });

  it('shows the dealer its tier, the progress to the next one and what it still needs', async () => {
    openPage('/en-us/bonus-dealer');
    const progress = await screen.findByRole('progressbar', { name: 'Purchase towards Silver' }, { timeout: 10_000 });
    expect(progress.getAttribute('aria-valuenow')).not.toBeNull();
    expect(screen.getByText('Tier reached: Bronze')).toBeTruthy();
    expect(screen.getByText('What Silver still needs')).toBeTruthy();
  });
});
