import { render, screen } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import { describe, expect, it, vi } from 'vitest';
import { LanguageMenu } from './LanguageMenu';

const offered = [
  { code: 'en-us', name: 'English (US)' },
  { code: 'de', name: 'Deutsch' },
];

function renderMenu(active: string) {
  render(
    <IntlProvider locale="en-us" messages={{}} onError={() => undefined}>
      <LanguageMenu languages={offered} active={active} onChoose={vi.fn()} />
    </IntlProvider>,
  );
}

describe('language menu', () => {
  it('names the active language as the host names it', () => {
    renderMenu('de');
    expect(screen.getByRole('button', { name: 'Language: Deutsch' })).toBeTruthy();
  });

  it('names an active language the host does not offer in its own language, not by its code', () => {
    renderMenu('fr');
    expect(screen.getByRole('button', { name: 'Language: Français' }).textContent).toContain('Français');
  });
});
