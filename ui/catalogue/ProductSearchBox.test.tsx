import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { IntlProvider } from 'react-intl';
import { describe, expect, it, vi } from 'vitest';
import type { ProductSuggestion } from '../../application/portal/catalogue/ports';
import enUs from '../../locales/en-us.json';
import { SearchBoxView, type SearchBoxViewProps } from './ProductSearchBox';

const suggestion = (code: string): ProductSuggestion => ({ name: `Velocita ${code}`, article_code: code, suggestion: 'Velocita', slug: code.toLowerCase(), category: 'bike' });
const suggestions = [suggestion('VB-AESL-27-S'), suggestion('VB-AESL-27-M')];

function Box(props: Partial<SearchBoxViewProps>) {
  const [term, setTerm] = useState('');
  return (
    <IntlProvider locale="en-us" messages={enUs}>
      <SearchBoxView
        term={term}
        suggestions={term.length >= 3 ? suggestions : []}
        onTermChange={setTerm}
        onSubmit={props.onSubmit ?? vi.fn()}
        onPick={props.onPick ?? vi.fn()}
        onEscape={props.onEscape}
      />
    </IntlProvider>
  );
}

describe('catalogue search box', () => {
  it('shows suggestions with name and article code once there are some, and Enter searches the typed words', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    render(<Box onSubmit={onSubmit} />);
    const box = screen.getByRole('combobox', { name: 'Search the catalog' });

    await user.type(box, 'ae');
    expect(box.getAttribute('aria-expanded')).toBe('false');
    await user.type(box, 'ro');
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual(['Velocita VB-AESL-27-SVB-AESL-27-S', 'Velocita VB-AESL-27-MVB-AESL-27-M']);
    await user.keyboard('{Enter}');

    expect(onSubmit).toHaveBeenCalledWith('aero');
  });

  it('moves through the suggestions with the arrow keys and opens the one chosen with Enter', async () => {
    const user = userEvent.setup();
    const onPick = vi.fn();
    render(<Box onPick={onPick} />);
    const box = screen.getByRole('combobox', { name: 'Search the catalog' });

    await user.type(box, 'aero{ArrowDown}{ArrowDown}');
    expect(box.getAttribute('aria-activedescendant')).toBe(screen.getAllByRole('option')[1]!.id);
    expect(screen.getAllByRole('option')[1]!.getAttribute('aria-selected')).toBe('true');
    await user.keyboard('{Enter}');

    expect(onPick).toHaveBeenCalledWith(suggestions[1]);
  });

  it('closes the suggestions with Esc, and on a second Esc tells whatever holds the box', async () => {
    const user = userEvent.setup();
    const onEscape = vi.fn();
    render(<Box onEscape={onEscape} />);
    const box = screen.getByRole('combobox', { name: 'Search the catalog' });

    await user.type(box, 'aero{Escape}');
    expect(screen.queryAllByRole('option')).toHaveLength(0);
    expect(onEscape).not.toHaveBeenCalled();
    await user.keyboard('{Escape}');

    expect(onEscape).toHaveBeenCalledOnce();
  });

  it('picks a suggestion with the pointer', async () => {
    const user = userEvent.setup();
    const onPick = vi.fn();
    render(<Box onPick={onPick} />);

    await user.type(screen.getByRole('combobox', { name: 'Search the catalog' }), 'aero');
    await user.click(screen.getByRole('option', { name: /VB-AESL-27-M/ }));

    expect(onPick).toHaveBeenCalledWith(suggestions[1]);
  });
});
