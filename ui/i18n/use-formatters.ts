import { useCallback, useMemo } from 'react';
import { useIntl } from 'react-intl';
import { DEFAULT_CURRENCY } from '../../domain/config/host-config';
import { formatAmount, type FormatAmountOptions } from '../../domain/formatting/format-amount';
import { DEFAULT_DATE_FORMAT, DEFAULT_TIME_FORMAT, formatInstant, type Instant } from '../../domain/formatting/format-date';
import { monthNamesOf } from '../../domain/formatting/month-names';
import { selectHostConfig } from '../shell/config-slice';
import { useAppSelector } from '../store/hooks';

/** Shown for an amount or date that is missing or cannot be read. */
export const MISSING_VALUE = '-';

/** The browser's time zone, in which the portal writes dates and times. */
export function browserTimeZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
}

/** Formats decimal amounts with the host's currency block (symbol, separators, precision; spec 000 §3). */
export function useFormatMoney(): (amount: string | null | undefined, options?: FormatAmountOptions) => string {
  const currency = useAppSelector(selectHostConfig)?.currency ?? DEFAULT_CURRENCY;
  return useCallback(
    (amount, options) => {
      if (amount === null || amount === undefined || amount === '') return MISSING_VALUE;
      try {
        return formatAmount(amount, currency, options);
      } catch {
        return MISSING_VALUE;
      }
    },
    [currency],
  );
}

export interface DateFormatters {
  /** The date with the host's dateFormat (DD MMM YYYY unless set). */
  date(instant: Instant | null | undefined): string;
  /** The time of day with the host's timeFormat (HH:mm:ss unless set). */
  time(instant: Instant | null | undefined): string;
  dateTime(instant: Instant | null | undefined): string;
}

/**
 * Formats points in time with the host's date and time patterns and the month names of the page's language, in
 * the browser's time zone unless given one.
 */
export function useFormatDate(timeZone: string = browserTimeZone()): DateFormatters {
  const config = useAppSelector(selectHostConfig);
  const { locale } = useIntl();
  const datePattern = config?.dateFormat || DEFAULT_DATE_FORMAT;
  const timePattern = config?.timeFormat || DEFAULT_TIME_FORMAT;
  return useMemo(() => {
    const format = (pattern: string) => (instant: Instant | null | undefined) => {
      if (instant === null || instant === undefined || instant === '') return MISSING_VALUE;
      try {
        return formatInstant(instant, pattern, timeZone, monthNamesOf(locale));
      } catch {
        return MISSING_VALUE;
      }
    };
    return { date: format(datePattern), time: format(timePattern), dateTime: format(`${datePattern} ${timePattern}`) };
  }, [datePattern, timePattern, timeZone, locale]);
}
