import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { exampleCatalogue } from '../../application/portal/catalogue/testing/catalogue-gateway.in-memory';
import { cartView } from '../../application/portal/cart/cart-view';
import { exampleHostConfig, exampleShellDealer } from '../shell/testing/frame-examples';
import { fakeUseCases, renderPortal } from '../testing/render-portal';

const dealer = exampleShellDealer();
const tube = exampleCatalogue().find((article) => article.articleCode === 'VP-TUBE-700')!;
const cart = cartView({ lines: [{ id: tube.id, sorg: 'ID01', articleCode: tube.articleCode, qty: 25, uom: 'EA', readyToShip: 25, preOrder: 0, article: tube }] });

function useCases() {
  return fakeUseCases({
    loadBikeCategories: vi.fn(async () => [{ id: 'bc-road', mcid: 'BK-ROAD', wording: 'Road', sorg: 'ID01' }]),
    loadCart: vi.fn(async () => cart),
  });
}

describe('catalogue app bar', () => {
  it('goes to the catalogue home when the toggle switches away from a list, and stays there when already home', async () => {
    const user = userEvent.setup();
    const { router, store } = renderPortal({ path: '/en-us/catalog/bike', user: dealer, useCases: useCases(), state: { config: { host: exampleHostConfig() } } });

    await user.click(await screen.findByRole('radio', { name: 'PAA' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/en-us/catalog'));
    expect(store.getState().catalogue.category).toBe('paa');
    // The list stays on screen until the catalogue home's code has arrived.
    await waitFor(() => expect(screen.getByRole('radio', { name: 'PAA' }).getAttribute('aria-checked')).toBe('true'));

    await user.click(screen.getByRole('radio', { name: 'Bike' }));
    expect(router.state.location.pathname).toBe('/en-us/catalog');
    expect(store.getState().catalogue.category).toBe('bike');
  });

  it('links each bike category to the catalogue with mc', async () => {
    const user = userEvent.setup();
    const { router } = renderPortal({ path: '/en-us/catalog/paa', user: dealer, useCases: useCases(), state: { config: { host: exampleHostConfig() } } });

    await user.click(await screen.findByRole('button', { name: 'Bike categories' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Road' }));

    await waitFor(() => expect(`${router.state.location.pathname}${router.state.location.search}`).toBe('/en-us/catalog?mc=BK-ROAD'));
  });

  it('shows a plain all-categories link under HIDE_BIKE_CATEGORY_MENU', async () => {
    renderPortal({ path: '/en-us/catalog/paa', user: dealer, useCases: useCases(), state: { config: { host: exampleHostConfig({ features: ['HIDE_BIKE_CATEGORY_MENU'] }) } } });

    expect(await screen.findByRole('link', { name: 'All categories' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Bike categories' })).toBeNull();
  });

  it("shows the cart's total quantity, and its total price with the view-cart and fast-order links", async () => {
    const user = userEvent.setup();
    renderPortal({ path: '/en-us/catalog/paa', user: dealer, useCases: useCases(), state: { config: { host: exampleHostConfig() } } });

    await user.click(await screen.findByRole('button', { name: 'Cart: 25 units' }));
    const panel = await screen.findByRole('dialog', { name: 'Your cart' });

    expect(within(panel).getByText('Rp 1.462.500')).toBeTruthy();
    expect(within(panel).getByRole('link', { name: 'View cart' }).getAttribute('href')).toBe('/en-us/cart');
    expect(within(panel).getByRole('link', { name: 'Fast order' }).getAttribute('href')).toBe('/en-us/catalog/fast-order');
  });
});

describe('one cart button per page', () => {
  it('leaves the cart to the catalogue bar on catalogue pages', async () => {
    renderPortal({ path: '/en-us/catalog', user: exampleShellDealer(), state: { config: { host: exampleHostConfig() } } });
    await screen.findByRole('navigation', { name: 'Catalog' });
    expect(screen.queryAllByRole('link', { name: /^Go To Cart, / })).toHaveLength(0);
  });

  it('keeps the cart in the top bar on other pages', async () => {
    renderPortal({ path: '/en-us/order', user: exampleShellDealer(), state: { config: { host: exampleHostConfig() } } });
    expect((await screen.findAllByRole('link', { name: /^Go To Cart, / })).length).toBeGreaterThan(0);
  });
});

describe('skip links of catalogue pages', () => {
  it('lead past the side menu to the search box and the cart menu', async () => {
    renderPortal({ path: '/en-us/catalog', user: exampleShellDealer(), state: { config: { host: exampleHostConfig() } } });
    await screen.findByRole('navigation', { name: 'Catalog' });

    for (const [name, target] of [['Skip to search', 'combobox'], ['Skip to cart', 'button']] as const) {
      const link = screen.getByRole('link', { name });
      const id = link.getAttribute('href')!.slice(1);
      expect(document.getElementById(id)?.getAttribute('role') ?? document.getElementById(id)?.tagName.toLowerCase()).toBe(target);
    }
  });
});
