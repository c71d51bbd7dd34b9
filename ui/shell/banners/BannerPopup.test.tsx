import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { IntlProvider } from 'react-intl';
import { reportIntlError } from '../../i18n/report-intl-error';
import { describe, expect, it, vi } from 'vitest';
import type { PopupBanner } from '../../../application/portal/banners/ports';
import { BannerCarousel } from './BannerPopup';

const banners: PopupBanner[] = [
  { id: 'b1', imageUrl: '/bnrs/image/one.svg', link: 'https://velocita.example/one' },
  { id: 'b2', imageUrl: '/bnrs/image/two.svg', link: null },
];

function renderCarousel() {
  const onClose = vi.fn();
  render(
    <IntlProvider locale="en-us" onError={reportIntlError}>
      <BannerCarousel banners={banners} isOpen onClose={onClose} />
    </IntlProvider>,
  );
  return { onClose, user: userEvent.setup() };
}

describe('banner carousel', () => {
  it('turns with the buttons and the arrow keys, each banner with its own alt text', async () => {
    const { user } = renderCarousel();
    expect(screen.getByRole('img', { name: 'Promotion banner 1 of 2' }).getAttribute('src')).toBe('/bnrs/image/one.svg');

    await user.click(screen.getByRole('button', { name: 'Next banner' }));
    expect(screen.getByRole('img', { name: 'Promotion banner 2 of 2' })).toBeTruthy();

    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('img', { name: 'Promotion banner 1 of 2' })).toBeTruthy();
    await user.keyboard('{ArrowLeft}');
    expect(screen.getByRole('img', { name: 'Promotion banner 2 of 2' })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Show banner 1' }));
    expect(screen.getByRole('link', { name: /Promotion banner 1 of 2/ }).getAttribute('href')).toBe('https://velocita.example/one');
  });

  it('keeps focus inside and closes with the close button, Escape, or a click on the link', async () => {
    const { user, onClose } = renderCarousel();
    expect(screen.getByRole('dialog', { name: 'News for you' }).contains(document.activeElement)).toBe(true);

    await user.click(screen.getByRole('button', { name: 'Close' }));
    await user.keyboard('{Escape}');
    screen.getByRole('link', { name: /Promotion banner 1 of 2/ }).addEventListener('click', (event) => event.preventDefault());
    await user.click(screen.getByRole('link', { name: /Promotion banner 1 of 2/ }));

    expect(onClose).toHaveBeenCalledTimes(3);
  });
});
