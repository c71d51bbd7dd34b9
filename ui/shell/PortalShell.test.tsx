import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { CustomerGatewayInMemory, exampleCustomer } from '../../application/portal/customers/testing/customer-gateway.in-memory';
import { createStartCustomerSearch } from '../../application/portal/customers/customer-search';
import type { Announcement } from '../../application/portal/announcements/ports';
import type { PortalUseCases } from '../../application/portal/portal-use-cases';
import { fakeUseCases, renderPortal } from '../testing/render-portal';
import { cartRequested } from './shell-thunks';
import { exampleHostConfig, exampleShellDealer } from './testing/frame-examples';

const dealer = exampleShellDealer();
const salesman = exampleShellDealer({
  id: 'u-sales',
  name: 'Andi Pratama',
  roles: ['salesman'],
  scopes: [...exampleShellDealer().scopes, 'menu.change-cust'],
  salesActiveCustCode: null,
  hasCustCode: false,
});
const config = { host: exampleHostConfig() };

function salesUseCases(overrides: Partial<PortalUseCases> = {}) {
  const customers = new CustomerGatewayInMemory(Array.from({ length: 12 }, (_, index) => exampleCustomer(index + 1)));
  return fakeUseCases({
    countCustomers: vi.fn(async () => 12),
    startCustomerSearch: createStartCustomerSearch({ customers }),
    pickCustomer: vi.fn(async () => ({ ok: true as const, value: { next: 'reload' as const } })),
    ...overrides,
  });
}

describe('portal shell', () => {
  it('sends a visitor of a portal page to the sign-in page', async () => {
    const { router } = renderPortal({ path: '/en-us/order' });

    await screen.findByRole('heading', { name: 'Sign in' });
    expect(router.state.location.pathname).toBe('/en-us/login');
    expect(router.state.location.state).toEqual({ from: '/en-us/order' });
  });

  it('signs out a user who opens a page their scopes do not allow, and starts the sign-in afresh', async () => {
    const { router, useCases } = renderPortal({ path: '/en-us/admin/users', user: dealer, state: { config } });

    await screen.findByRole('heading', { name: 'Sign in' });
    expect(useCases.signOut).toHaveBeenCalledOnce();
    expect(router.state.location.pathname).toBe('/en-us/login');
    expect(router.state.location.state).toBeNull();
  });

  it('sends the PAA claim page to the claim list where the host does not allow PAA claims', async () => {
    const { router } = renderPortal({ path: '/en-us/claim/create/paa', user: dealer, state: { config } });

    await waitFor(() => expect(router.state.location.pathname).toBe('/en-us/claim'));
  });

  it.each(['/en-us/maintenance', '/en-us/new-customer-inquiry'])('shows %s, a public page, to a visitor without the side menu', async (path) => {
    renderPortal({ path, state: { config } });

    expect(await screen.findByRole('heading', { level: 1 })).toBeTruthy();
    expect(screen.queryByRole('navigation', { name: 'Main menu' })).toBeNull();
    expect(screen.queryByRole('heading', { name: 'This area is not available yet' })).toBeNull();
  });

  it('frames a page with the top bar and the side menu, its menu entry marked as the current page', async () => {
    renderPortal({ path: '/en-us/claim', user: dealer, state: { config } });

    expect(await screen.findByRole('heading', { name: 'Claim List' })).toBeTruthy();
    const menu = screen.getByRole('navigation', { name: 'Main menu' });
    expect(within(menu).getByRole('link', { name: 'Claim' }).getAttribute('aria-current')).toBe('page');
    expect(screen.getByRole('button', { name: 'Profile: Budi Santoso' })).toBeTruthy();
  });

  it('keeps a page out of sight until the announcement banner above it is known, so the banner never pushes it down', async () => {
    let answer: (announcements: Announcement[]) => void = () => undefined;
    const load = vi.fn(() => new Promise<Announcement[]>((resolve) => (answer = resolve)));
    renderPortal({ path: '/en-us/claim', user: dealer, useCases: fakeUseCases({ homeAnnouncement: { load, close: vi.fn() } }), state: { config } });

    await waitFor(() => expect(load).toHaveBeenCalled());
    const body = document.querySelector('.portal__body');
    expect(body?.getAttribute('aria-busy')).toBe('true');
    expect(body?.classList.contains('portal__body--awaiting-announcement')).toBe(true);

    answer([{ id: 'a1', type: 'home_page', title: 'Delivery', content: '<p>Closed on Friday</p>', url: null }]);
    expect(await screen.findByRole('region', { name: 'Announcement' })).toBeTruthy();
    expect(body?.hasAttribute('aria-busy')).toBe(false);
    expect(body?.classList.contains('portal__body--awaiting-announcement')).toBe(false);
  });

  it('opens the customer picker by itself on a page that needs a customer, and it cannot be closed', async () => {
    const user = userEvent.setup();
    renderPortal({ path: '/en-us/order', user: salesman, useCases: salesUseCases(), state: { config } });

    const dialog = await screen.findByRole('dialog', { name: 'Select customer' });
    expect(await within(dialog).findByRole('option', { name: /Sepeda Jaya 1\b/ })).toBeTruthy();
    expect(within(dialog).queryByRole('button', { name: 'Close' })).toBeNull();

    await user.keyboard('{Escape}');

    expect(screen.getByRole('dialog', { name: 'Select customer' })).toBeTruthy();
  });

  it('reloads the page after a pick', async () => {
    const user = userEvent.setup();
    const useCases = salesUseCases();
    const { reloadPage } = renderPortal({ path: '/en-us/order', user: salesman, useCases, state: { config } });

    await user.click(await screen.findByRole('option', { name: /Sepeda Jaya 2\b/ }));

    await waitFor(() => expect(reloadPage).toHaveBeenCalledOnce());
    expect(useCases.pickCustomer).toHaveBeenCalledWith({ r3: '0000100002', isr: null, unified: 'U00002' }, expect.objectContaining({ name: 'order' }));
  });

  it('opens the catalogue after a pick on a catalogue page', async () => {
    const user = userEvent.setup();
    const useCases = salesUseCases({ pickCustomer: vi.fn(async () => ({ ok: true as const, value: { next: 'open' as const, path: '/catalog' } })) });
    const { openPage } = renderPortal({ path: '/en-us/catalog/fast-order', user: salesman, useCases, state: { config } });

    await user.click(await screen.findByRole('option', { name: /Sepeda Jaya 2\b/ }));

    await waitFor(() => expect(openPage).toHaveBeenCalledWith('/en-us/catalog'));
  });

  it('asks for the cart once at start, when the shell and the frame both want it, and again once that answer is in', async () => {
    let answer: (count: { itemCount: number; totalQuantity: number }) => void = () => undefined;
    const loadCartCount = vi.fn(() => new Promise<{ itemCount: number; totalQuantity: number } | null>((resolve) => (answer = resolve)));
    const { store } = renderPortal({ path: '/en-us/claim', user: dealer, state: { config }, useCases: fakeUseCases({ loadCartCount }) });
    await screen.findByRole('heading', { name: 'Claim List' });
    await waitFor(() => expect(loadCartCount).toHaveBeenCalled());

    answer({ itemCount: 2, totalQuantity: 5 });
    await waitFor(() => expect(store.getState().cart.count).toEqual({ itemCount: 2, totalQuantity: 5 }));
    expect(loadCartCount).toHaveBeenCalledOnce();

    void store.dispatch(cartRequested());
    await waitFor(() => expect(loadCartCount).toHaveBeenCalledTimes(2));
  });

  it('clears the cart before it signs out', async () => {
    const user = userEvent.setup();
    let cartWhenSigningOut: unknown = 'not signed out';
    const useCases = fakeUseCases({ loadCartCount: vi.fn(async () => ({ itemCount: 2, totalQuantity: 5 })) });
    const { store } = renderPortal({ path: '/en-us/claim', user: dealer, state: { config }, useCases });
    useCases.signOut = vi.fn(async () => {
      cartWhenSigningOut = store.getState().cart.count;
    });
    await waitFor(() => expect(store.getState().cart.count).toEqual({ itemCount: 2, totalQuantity: 5 }));

    await user.click(screen.getByRole('button', { name: 'Profile: Budi Santoso' }));
    await user.click(await screen.findByRole('button', { name: 'Logout' }));

    await screen.findByRole('heading', { name: 'Sign in' });
    expect(cartWhenSigningOut).toBeNull();
  });

  it('switches the language: the address takes the new prefix and the texts follow', async () => {
    const user = userEvent.setup();
    const useCases = fakeUseCases({ changeLanguage: vi.fn(async (chosen: string) => ({ kind: 'changed' as const, language: chosen })) });
    const { router } = renderPortal({ path: '/en-us/claim', user: dealer, state: { config }, useCases });

    await user.click(await screen.findByRole('button', { name: 'Language: English (US)' }));
    await user.click(await screen.findByRole('menuitemradio', { name: 'Deutsch' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/de/claim'));
    expect(useCases.changeLanguage).toHaveBeenCalledWith('de', 'en-us');
    expect(await screen.findByRole('heading', { name: 'Reklamationsliste' })).toBeTruthy();
    expect(screen.getByRole('navigation', { name: 'Hauptmenü' })).toBeTruthy();
  });
});
