import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { exampleHostConfig, exampleShellDealer } from '../shell/testing/frame-examples';
import { fakeUseCases, renderPortal } from '../testing/render-portal';

const config = { host: exampleHostConfig() };

describe('catalogue home', () => {
  it('given page.home-page, when /catalog opens, then the home shows', async () => {
    renderPortal({ path: '/en-us/catalog', user: exampleShellDealer(), state: { config } });

    expect(await screen.findByRole('heading', { level: 1, name: 'Catalog' })).toBeTruthy();
    expect(await screen.findByRole('navigation', { name: 'Shop by' })).toBeTruthy();
  });

  it('given no page.home-page, when /catalog opens, then the default entry opens: the first section holding products', async () => {
    const user = exampleShellDealer({ scopes: exampleShellDealer().scopes.filter((scope) => scope !== 'page.home-page') });
    const useCases = fakeUseCases({ loadMenuFacts: vi.fn(async () => ({ visitFormKinds: [], catalogue: { bike: false, paa: true, groupset: true } })) });
    const { router } = renderPortal({ path: '/en-us/catalog', user, useCases, state: { config } });

    await waitFor(() => expect(router.state.location.pathname).toBe('/en-us/catalog/paa'));
  });

  it('given search words in the address, when /catalog opens, then it lists what they find among bikes and parts alike', async () => {
    const useCases = fakeUseCases();
    renderPortal({ path: '/en-us/catalog?search=aero', user: exampleShellDealer(), useCases, state: { config } });

    expect(await screen.findByText('0 results for “aero”')).toBeTruthy();
    expect(useCases.loadListing).toHaveBeenCalledWith({ category: null, mc: null, search: 'aero', view: 'group', page: 1, limit: 12 });
  });
});
