import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter, useLocation } from 'react-router';
import { describe, expect, it } from 'vitest';
import { usePagedListAddress } from './use-paged-list-address';

function renderAt(address: string) {
  const wrapper = ({ children }: { children: ReactNode }) => <MemoryRouter initialEntries={[address]}>{children}</MemoryRouter>;
  return renderHook(() => ({ list: usePagedListAddress('status'), location: useLocation() }), { wrapper });
}

describe("a server-paged list's place in the address", () => {
  it('reads the search, the filter and the page from the address', () => {
    const { result } = renderAt('/claim?status=in_review&search=VLC&page=3');
    expect(result.current.list).toMatchObject({ search: 'VLC', filter: 'in_review', page: 3, typed: 'VLC' });
  });

  it('turns pages within the filter, and a new filter starts again at the first page', () => {
    const { result } = renderAt('/claim?status=in_review&search=VLC&page=3');
    act(() => result.current.list.show({ page: 4 }));
    expect(result.current.location.search).toBe('?status=in_review&search=VLC&page=4');
    act(() => result.current.list.show({ filter: null }));
    expect(result.current.location.search).toBe('?search=VLC');
  });

  it('puts the typed search in the address once typing rests, back on the first page', async () => {
    const { result } = renderAt('/claim?page=2');
    act(() => result.current.list.setTyped('  WC-0012 '));
    expect(result.current.location.search).toBe('?page=2');
    await waitFor(() => expect(result.current.location.search).toBe('?search=WC-0012'));
    expect(result.current.list.search).toBe('WC-0012');
  });

  it('treats a page that is not a positive number as the first', () => {
    expect(renderAt('/claim?page=abc').result.current.list.page).toBe(1);
    expect(renderAt('/claim?page=-2').result.current.list.page).toBe(1);
  });
});
