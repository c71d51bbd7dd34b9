import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { EXAMPLE_ACTIVE_CUSTOMER } from '../application/portal/testing/portal-ports.in-memory';
import { exampleDealer } from '../application/portal/session/example-users';
import { ROUTES } from '../domain/navigation/routes';
import { ROUTE_PAGES } from './routes';
import { sessionEnded } from './session/session-slice';
import { connectionFailed } from './shell/connection-slice';
import type { PortalRouteHandle } from './shell/PortalShell';
import { fakeUseCases, memoryLocalePreference, renderPortal } from './testing/render-portal';

const dealer = exampleDealer();

function openedRouteName(router: ReturnType<typeof renderPortal>['router']): string | undefined {
  return (router.state.matches.at(-1)?.route.handle as PortalRouteHandle | undefined)?.route.name;
}

describe('portal routes', () => {
  it('opens a page of its own on every route of the table: none falls back to the area not available yet', () => {
    expect(ROUTES.filter((route) => ROUTE_PAGES[route.name] === undefined).map((route) => route.path)).toEqual([]);
  });

  it('sends the bare root to the remembered locale', async () => {
    const { router } = renderPortal({ path: '/', localePreference: memoryLocalePreference('de'), browserLanguages: ['fr-FR'] });

    expect(await screen.findByRole('heading', { name: 'Anmelden' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/de/login');
  });

  it('sends the bare root to the best browser language when none is remembered', async () => {
    const { router } = renderPortal({ path: '/', browserLanguages: ['id', 'en-US'] });

    await screen.findByRole('heading', { name: 'Masuk' });
    expect(router.state.location.pathname).toBe('/id-id/login');
  });

  it('remembers the locale of the pages visited and sets the document language', async () => {
    const localePreference = memoryLocalePreference();
    renderPortal({ path: '/fr/login', localePreference });

    await screen.findByRole('heading', { name: 'Se connecter' });
    expect(localePreference.remember).toHaveBeenCalledWith('fr');
    expect(document.documentElement.lang).toBe('fr');
  });

  it('shows a page in the language of its locale prefix', async () => {
    renderPortal({ path: '/ms-my/login' });

    expect(await screen.findByRole('heading', { name: 'Log masuk' })).toBeTruthy();
    expect(screen.getByRole('textbox', { name: 'Nama pengguna' })).toBeTruthy();
  });

  it('gives an English variant the wording of the catalogues it builds on where it has none of its own', async () => {
    renderPortal({ path: '/en-sg/login' });

    expect(await screen.findByRole('heading', { name: 'Sign in' })).toBeTruthy();
    expect(screen.getByRole('textbox', { name: 'Username' })).toBeTruthy();
  });

  it('shows the 404 page for an unknown locale prefix, with a way home', async () => {
    const localePreference = memoryLocalePreference();
    renderPortal({ path: '/xx/login', localePreference });

    expect(await screen.findByRole('heading', { name: 'This page could not be found' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go to home page' }).getAttribute('href')).toBe('/en-us');
    expect(localePreference.remember).not.toHaveBeenCalled();
  });

  it('shows the 404 page for an unknown path without asking for a login', async () => {
    renderPortal({ path: '/de/no-such-page' });

    expect(await screen.findByRole('heading', { name: 'Diese Seite wurde nicht gefunden' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Zur Startseite' }).getAttribute('href')).toBe('/de');
  });

  it('opens the literal route of a path after a route with a parameter in its place was opened', async () => {
    const { router } = renderPortal({ path: '/en-us/catalog/bikes', user: dealer });
    await waitFor(() => expect(openedRouteName(router)).toBe('catalog-category'));

    await act(() => router.navigate('/en-us/catalog/fast-order'));

    expect(openedRouteName(router)).toBe('catalog-fast-order');
    expect(router.state.location.pathname).toBe('/en-us/catalog/fast-order');
  });

  it('tells a visitor of the maintenance page what happened and leads back to sign in, in their language', async () => {
    renderPortal({ path: '/fr/maintenance' });

    expect(await screen.findByRole('heading', { level: 1, name: 'Le portail est en maintenance' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Connexion' }).getAttribute('href')).toBe('/fr/login');
  });

  it('sends an anonymous visitor of the landing page to the login page', async () => {
    const { router } = renderPortal({ path: '/en-us' });

    await screen.findByRole('heading', { name: 'Sign in' });
    expect(router.state.location.pathname).toBe('/en-us/login');
  });

  it('welcomes a signed-in user with the customer they act for', async () => {
    const useCases = fakeUseCases({
      loadActiveCustomer: vi.fn(async () => EXAMPLE_ACTIVE_CUSTOMER),
    });
    renderPortal({ path: '/en-us', user: dealer, useCases });

    expect(await screen.findByRole('heading', { name: 'Welcome, Budi Santoso' })).toBeTruthy();
    expect(await screen.findByText('Acting for SEPEDA JAYA (0001000123)')).toBeTruthy();
  });

  it('signs out with the keyboard and returns to the login page', async () => {
    const user = userEvent.setup();
    const { useCases, router } = renderPortal({ path: '/en-us', user: dealer });
    const logout = await screen.findByRole('button', { name: 'Logout' });

    logout.focus();
    await user.keyboard('{Enter}');

    await screen.findByRole('heading', { name: 'Sign in' });
    expect(useCases.signOut).toHaveBeenCalledOnce();
    expect(router.state.location.pathname).toBe('/en-us/login');
  });

  it('goes to the login page when the service ends the session', async () => {
    const { store, router } = renderPortal({ path: '/en-us', user: dealer });
    await screen.findByRole('heading', { name: 'Welcome, Budi Santoso' });

    act(() => {
      store.dispatch(sessionEnded());
    });

    await screen.findByRole('heading', { name: 'Sign in' });
    expect(router.state.location.pathname).toBe('/en-us/login');
  });

  it('asks for a reload when another tab switched the session', async () => {
    const useCases = fakeUseCases({ loadSession: vi.fn(async () => ({ kind: 'reload-needed' as const })) });
    const { reloadPage } = renderPortal({ path: '/en-us', user: dealer, useCases });

    expect(await screen.findByRole('dialog', { name: 'Your session changed' })).toBeTruthy();
    expect(reloadPage).toHaveBeenCalledOnce();
  });

  it('shows the connection-failed dialog with its refresh button focused', async () => {
    const { store, reloadPage } = renderPortal({ path: '/en-us/login' });
    await screen.findByRole('heading', { name: 'Sign in' });

    act(() => {
      store.dispatch(connectionFailed());
    });

    const dialog = await screen.findByRole('alertdialog', { name: 'connection failed, please refresh' });
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Refresh' })));
    expect(dialog.contains(document.activeElement)).toBe(true);
    await userEvent.setup().keyboard('{Enter}');
    expect(reloadPage).toHaveBeenCalledOnce();
  });
});
