import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { RootErrorPage } from './RootErrorPage';

function Broken(): never {
  throw new Error('render failed');
}

describe('error page', () => {
  it('replaces a page that failed to render and links home', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const router = createMemoryRouter([{ path: '/', element: <Broken />, errorElement: <RootErrorPage /> }]);

    render(<RouterProvider router={router} />);

    expect(await screen.findByRole('heading', { name: 'An error occurred while showing the error page' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go to home page' }).getAttribute('href')).toBe('/en-us');
    expect(logged).toHaveBeenCalledWith('a page failed to render', expect.any(Error));
    logged.mockRestore();
  });
});
