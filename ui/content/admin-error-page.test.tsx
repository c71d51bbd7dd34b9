import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { exampleHostConfig, exampleShellDealer } from '../shell/testing/frame-examples';
import { renderPortal } from '../testing/render-portal';

const config = { host: exampleHostConfig() };

describe('administration error page', { timeout: 15_000 }, () => {
  it('given the No Data parameters, when opened, then the page title, title and subtitle read in the person’s language', async () => {
    renderPortal({
      path: '/en-us/error/admin?pt=route_title_news&pi=no-data&t=error_admin_no_data_title&s=error_admin_no_data_subtitle',
      user: exampleShellDealer(),
      state: { config },
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'No Data' })).toBeTruthy();
    expect(screen.getByText('News', { selector: '.status-page__eyebrow' })).toBeTruthy();
    expect(screen.getByText('You need to have the correct configuration, to access the data. Please contact support.')).toBeTruthy();
  });

  it('given parameters in plain text, when opened, then they show as they came', async () => {
    renderPortal({ path: '/en-us/error/admin?pt=Reports&t=Not%20configured&s=Ask%20head%20office', user: exampleShellDealer(), state: { config } });
    expect(await screen.findByRole('heading', { level: 1, name: 'Not configured' })).toBeTruthy();
    expect(screen.getByText('Ask head office')).toBeTruthy();
    expect(screen.getByText('Reports', { selector: '.status-page__eyebrow' })).toBeTruthy();
  });
});
