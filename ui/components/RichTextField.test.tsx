import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { IntlProvider } from 'react-intl';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { RichTextField } from './RichTextField';

function renderField(value = '', onChange = vi.fn()) {
  render(
    <IntlProvider locale="en-US" defaultLocale="en-US">
      <RichTextField label="Content" value={value} onChange={onChange} errorMessage={null} />
    </IntlProvider>,
  );
  return onChange;
}

describe('RichTextField', () => {
  beforeAll(() => {
    // jsdom lays nothing out; the editor asks where the caret is to scroll to it.
    const noRects = () => Object.assign([], { item: () => null }) as unknown as DOMRectList;
    Range.prototype.getClientRects = noRects;
    Range.prototype.getBoundingClientRect = () => new DOMRect();
    Element.prototype.getClientRects = noRects;
  });

  it('is a labelled multi-line text box with a formatting toolbar', () => {
    renderField('<p>Hello</p>');
    const box = screen.getByRole('textbox', { name: 'Content' });
    expect(box.getAttribute('aria-multiline')).toBe('true');
    expect(box.textContent).toBe('Hello');
    expect(screen.getByRole('toolbar', { name: 'Text formatting' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Bold' }).getAttribute('aria-pressed')).toBe('false');
  });

  it('reports what a person types as HTML', async () => {
    const onChange = renderField();
    act(() => screen.getByRole('textbox', { name: 'Content' }).focus());
    await userEvent.keyboard('Hi');
    await waitFor(() => expect(onChange).toHaveBeenLastCalledWith('<p>Hi</p>'));
  });

  it('shows a value given from outside', () => {
    renderField('<p>Loaded <em>record</em></p>');
    expect(screen.getByRole('textbox', { name: 'Content' }).innerHTML).toContain('<em>record</em>');
  });
});
