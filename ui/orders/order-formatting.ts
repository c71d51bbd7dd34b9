import { useCallback } from 'react';
import { DEFAULT_CURRENCY } from '../../domain/config/host-config';
import { formatMoney } from '../i18n/format-money';
import { usePortalLocale } from '../i18n/portal-locale';
import { MISSING_VALUE, useFormatDate } from '../i18n/use-formatters';
import { selectHostConfig } from '../shell/config-slice';
import { useAppSelector } from '../store/hooks';

/** Formats an amount in its own currency: the host's format for the host's currency, the reader's locale otherwise. */
export function useOrderMoney(): (amount: string, currency: string) => string {
  const host = useAppSelector(selectHostConfig)?.currency ?? DEFAULT_CURRENCY;
  const locale = usePortalLocale();
  return useCallback((amount, currency) => formatMoney(amount, host, { currency, locale }), [host, locale]);
}

/** Formats a calendar day (YYYY-MM-DD) with the host's date pattern, in UTC so no time zone moves it to another day. */
export function useCalendarDay(): (day: string | null | undefined) => string {
  const dates = useFormatDate('UTC');
  return useCallback((day) => (day ? dates.date(`${day}T00:00:00Z`) : MISSING_VALUE), [dates]);
}
