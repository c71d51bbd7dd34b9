import { render, screen } from '@testing-library/react';
import type { ComponentType, ReactNode } from 'react';
import { IntlProvider } from 'react-intl';
import { describe, expect, it } from 'vitest';
import enUs from '../../locales/en-us.json';
import { reportIntlError } from '../i18n/report-intl-error';
import { lazyShellPage, preloadPage } from './lazy-page';

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

function codeOnItsWay() {
  let arrive: (page: ComponentType<{ name: string }>) => void = () => undefined;
  const code = new Promise<ComponentType<{ name: string }>>((resolve) => (arrive = resolve));
  return { code, arrive };
}

describe('preloading the page an element shows', () => {
  it('settles only once the page\'s code is there', async () => {
    const { code, arrive } = codeOnItsWay();
    const WelcomePage = lazyShellPage(() => code);
    let settled = false;
    const preloaded = preloadPage(<WelcomePage name="Budi" />).then(() => (settled = true));

    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(settled).toBe(false);
    arrive(Welcome);
    await preloaded;
    expect(settled).toBe(true);
  });

  it('settles without failing when the code cannot be fetched, leaving the failure to the page', async () => {
    const WelcomePage = lazyShellPage<{ name: string }>(() => Promise.reject(new Error('the chunk is gone')));

    await expect(preloadPage(<WelcomePage name="Budi" />)).resolves.toBeUndefined();
  });

  it('settles at once for a page that loads with the portal', async () => {
    await expect(preloadPage(<Welcome name="Budi" />)).resolves.toBeUndefined();
  });
});
