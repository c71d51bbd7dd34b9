import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { IntlProvider } from 'react-intl';
import { Provider } from 'react-redux';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Announcement } from '../../../application/portal/announcements/ports';
import type { PortalUseCases } from '../../../application/portal/portal-use-cases';
import { reportIntlError } from '../../i18n/report-intl-error';
import { createPortalStore } from '../../store/store';
import { HomeAnnouncement } from './HomeAnnouncement';
import { parseRichText } from '../../components/RichText';

const long: Announcement = { id: 'a1', type: 'home_page', title: 'Delivery', content: `<p>${'x'.repeat(450)}</p>`, url: null };

function renderAnnouncement(announcements: Announcement[]) {
  const homeAnnouncement = { load: vi.fn(async () => announcements), close: vi.fn() };
  const store = createPortalStore({ homeAnnouncement } as unknown as PortalUseCases);
  render(
    <Provider store={store}>
      <IntlProvider locale="en-us" onError={reportIntlError}>
        <HomeAnnouncement />
      </IntlProvider>
    </Provider>,
  );
  return { homeAnnouncement };
}

function smallScreen(matches: boolean) {
  vi.stubGlobal('matchMedia', (query: string) => ({ matches, media: query, addEventListener: () => undefined, removeEventListener: () => undefined }));
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('home announcement', () => {
  it('shows the announcements and hides them for good once closed', async () => {
    const { homeAnnouncement } = renderAnnouncement([{ ...long, content: '<p>Pre-order <b>now</b></p>' }]);

    expect((await screen.findByRole('region', { name: 'Announcement' })).textContent).toContain('Pre-order now');
    await userEvent.click(screen.getByRole('button', { name: 'Close announcement' }));

    expect(homeAnnouncement.close).toHaveBeenCalledOnce();
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Announcement' })).toBeNull());
  });

  it('collapses long content on small screens behind See More / See Less', async () => {
    smallScreen(true);
    renderAnnouncement([long]);

    const more = await screen.findByRole('button', { name: 'See More' });
    expect(more.getAttribute('aria-expanded')).toBe('false');
    await userEvent.click(more);
    expect(screen.getByRole('button', { name: 'See Less' }).getAttribute('aria-expanded')).toBe('true');
  });

  it('does not collapse on large screens', async () => {
    smallScreen(false);
    renderAnnouncement([long]);

    await screen.findByRole('region', { name: 'Announcement' });
    expect(screen.queryByRole('button', { name: 'See More' })).toBeNull();
  });
});

describe('parseRichText', () => {
  it('keeps the allowed markup of the HTML and drops the rest', () => {
    expect(parseRichText('<p onclick="x()">Hi <a href="javascript:x()">a</a><script>bad()</script><img src=x onerror=bad()></p>')).toEqual([
      { kind: 'element', tag: 'p', attributes: {}, children: [{ kind: 'text', text: 'Hi ' }, { kind: 'text', text: 'a' }] },
    ]);
  });
});
