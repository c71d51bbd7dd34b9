import type { MonthNames } from './format-date';

const monthNamesByLocale = new Map<string, MonthNames | undefined>();

/**
 * The month names of a locale's language as Intl writes them, for the host's date pattern. English locales keep
 * the pattern's own English names, so every English variant writes "Sep" alike.
 */
export function monthNamesOf(locale: string): MonthNames | undefined {
  if (locale.startsWith('en')) return undefined;
  if (!monthNamesByLocale.has(locale)) {
    const months = Array.from({ length: 12 }, (_, month) => Date.UTC(2000, month, 15));
    const names = (month: 'short' | 'long') => months.map((at) => new Intl.DateTimeFormat(locale, { month, timeZone: 'UTC' }).format(at));
    monthNamesByLocale.set(locale, { short: names('short'), long: names('long') });
  }
  return monthNamesByLocale.get(locale);
}
