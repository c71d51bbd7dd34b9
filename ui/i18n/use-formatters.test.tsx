import { renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { IntlProvider } from 'react-intl';
import { Provider } from 'react-redux';
import { describe, expect, it } from 'vitest';
import type { PortalUseCases } from '../../application/portal/portal-use-cases';
import { completeHostConfig } from '../../domain/config/host-config';
import { createPortalStore } from '../store/store';
import { useFormatDate, useFormatMoney } from './use-formatters';

const host = completeHostConfig(
  { host: 'dealer.example', brandName: 'Velocita', sorg: 'SG01', webTitle: 'Velocita' },
  { currency: { symbol: 'S$', thousandSeparator: ',', decimalSeparator: '.', decimalPrecision: 2 }, dateFormat: 'DD/MM/YYYY', timeFormat: 'HH:mm' },
);

function withConfig(config: typeof host | null, locale = 'en-us') {
  const store = createPortalStore({} as PortalUseCases, { config: { host: config } });
  return ({ children }: { children: ReactNode }) => (
    <IntlProvider locale={locale} messages={{}}>
      <Provider store={store}>{children}</Provider>
    </IntlProvider>
  );
}

describe('formatting hooks', () => {
  it('format money with the host currency block', () => {
    const { result } = renderHook(() => useFormatMoney(), { wrapper: withConfig(host) });

    expect(result.current('42350.755')).toBe('S$ 42,350.76');
    expect(result.current(null)).toBe('-');
    expect(result.current('not money')).toBe('-');
  });

  it('fall back to the default currency before the host configuration loads', () => {
    const { result } = renderHook(() => useFormatMoney(), { wrapper: withConfig(null) });

    expect(result.current('1250000')).toBe('Rp 1.250.000');
  });

  it('format dates and times with the host patterns in the given zone', () => {
    const { result } = renderHook(() => useFormatDate('Asia/Singapore'), { wrapper: withConfig(host) });

    expect(result.current.date('2026-03-01T17:30:05Z')).toBe('02/03/2026');
    expect(result.current.time('2026-03-01T17:30:05Z')).toBe('01:30');
    expect(result.current.dateTime('2026-03-01T17:30:05Z')).toBe('02/03/2026 01:30');
    expect(result.current.date(undefined)).toBe('-');
  });

  it('use DD MMM YYYY and HH:mm:ss without a host configuration', () => {
    const { result } = renderHook(() => useFormatDate('UTC'), { wrapper: withConfig(null) });

    expect(result.current.dateTime('2026-03-01T17:30:05Z')).toBe('01 Mar 2026 17:30:05');
  });

  it('write the month names of the page\'s language in the host pattern, and English names in every English locale', () => {
    const dateIn = (locale: string) => renderHook(() => useFormatDate('UTC'), { wrapper: withConfig(null, locale) }).result.current.date('2026-03-01');

    expect(dateIn('de')).toBe('01 Mär 2026');
    expect(dateIn('fr')).toBe('01 mars 2026');
    expect(dateIn('id-id')).toBe('01 Mar 2026');
    expect(dateIn('ms-my')).toBe('01 Mac 2026');
    expect(dateIn('en-uk')).toBe('01 Mar 2026');
  });
});
