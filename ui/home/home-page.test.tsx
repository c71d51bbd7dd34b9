import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { exampleAdministrator, exampleHostConfig, exampleShellDealer } from '../shell/testing/frame-examples';
import { fakeUseCases, renderPortal } from '../testing/render-portal';
import { inMemoryPortalPorts } from '../../application/portal/testing/portal-ports.in-memory';

const config = { host: exampleHostConfig({ features: ['NEWS'] }) };

function openHome(user: ReturnType<typeof exampleShellDealer>) {
  return renderPortal({ path: '/en-us/home-page', user, useCases: fakeUseCases({ ports: inMemoryPortalPorts() }), state: { config } });
}

describe('the start page', { timeout: 30_000 }, () => {
  it('shows a dealer its open orders, invoices with what is overdue, credit and quick links, and nothing of the administration', async () => {
    openHome(exampleShellDealer());

    const invoices = await screen.findByRole('region', { name: 'Invoices' }, { timeout: 10_000 });
    expect(await within(invoices).findAllByText(/ open, of which .+ overdue$/)).not.toHaveLength(0);
    expect(await screen.findByRole('region', { name: 'Open orders' })).toBeTruthy();
    expect(screen.getByRole('region', { name: 'Credit' })).toBeTruthy();
    expect(within(screen.getByRole('region', { name: 'Quick links' })).getByRole('link', { name: 'Pay invoices' }).getAttribute('href')).toBe('/en-us/payment/invoice');
    expect(screen.queryByRole('region', { name: 'Needs attention' })).toBeNull();
    expect(screen.queryByRole('region', { name: 'Your customers' })).toBeNull();
  });

  it('shows an administrator the new-customer inquiries waiting, and no customer’s figures', async () => {
    openHome(exampleAdministrator());

    const attention = await screen.findByRole('region', { name: 'Needs attention' }, { timeout: 10_000 });
    expect((await within(attention).findByRole('link')).getAttribute('href')).toBe('/en-us/admin/customer-inquiries');
    expect(screen.queryByRole('region', { name: 'Invoices' })).toBeNull();
  });
});
