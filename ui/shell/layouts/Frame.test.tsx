import { act, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type * as sideMenu from '../../../domain/navigation/side-menu';
import { visibleMenu } from '../../../domain/navigation/side-menu';
import { renderPortal } from '../../testing/render-portal';
import { cartCounted } from '../cart/cart-slice';
import { exampleHostConfig, exampleShellDealer } from '../testing/frame-examples';

vi.mock('../../../domain/navigation/side-menu', async (original) => {
  const actual = await original<typeof sideMenu>();
  return { ...actual, visibleMenu: vi.fn(actual.visibleMenu) };
});

describe('frame', () => {
  it('shows a new cart count without working the side menu out again', async () => {
    const { store } = renderPortal({ path: '/en-us/claim', user: exampleShellDealer(), state: { config: { host: exampleHostConfig() } } });
    await screen.findByRole('navigation', { name: 'Main menu' });
    const menuWorkedOut = vi.mocked(visibleMenu).mock.calls.length;

    act(() => {
      store.dispatch(cartCounted({ itemCount: 7, totalQuantity: 7 }));
    });

    expect(await screen.findAllByRole('link', { name: 'Go To Cart, 7 in cart' })).not.toHaveLength(0);
    expect(vi.mocked(visibleMenu).mock.calls.length).toBe(menuWorkedOut);
  });
});
