import { render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { IntlProvider } from 'react-intl';
import { describe, expect, it } from 'vitest';
import enUs from '../../locales/en-us.json';
import { reportIntlError } from '../i18n/report-intl-error';
import { lazyShellPage } from './lazy-page';

function Welcome({ name }: { name: string }) {
  return <h1>Welcome, {name}</h1>;
}

function renderInEnglish(children: ReactNode) {
  return render(
    <IntlProvider locale="en-us" messages={enUs} onError={reportIntlError}>
      {children}
    </IntlProvider>,
  );
}

describe('a page loaded on first use', () => {
  it('shows the loading state while its code is on its way, then the page', async () => {
    const WelcomePage = lazyShellPage(async () => Welcome);

    renderInEnglish(<WelcomePage name="Budi" />);

    expect(screen.getByRole('progressbar', { name: 'Loading…' })).toBeTruthy();
    expect(await screen.findByRole('heading', { name: 'Welcome, Budi' })).toBeTruthy();
  });

  it('shows at once, with no loading state in between, once its code was preloaded', async () => {
    const WelcomePage = lazyShellPage(async () => Welcome);
    await WelcomePage.preload();

    renderInEnglish(<WelcomePage name="Budi" />);

    expect(screen.getByRole('heading', { name: 'Welcome, Budi' })).toBeTruthy();
    expect(screen.queryByRole('progressbar')).toBeNull();
  });
});
