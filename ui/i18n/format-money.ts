import type { CurrencyFormat } from '../../domain/config/host-config';
import { formatAmount } from '../../domain/formatting/format-amount';

const foreignCurrencyFormats = new Map<string, Intl.NumberFormat>();

/** One formatter per locale and currency: making one costs far more than formatting with it, and tables format many. */
function foreignCurrencyFormat(locale: string | undefined, currency: string): Intl.NumberFormat {
  const key = `${locale ?? ''}|${currency}`;
  let format = foreignCurrencyFormats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(locale, { style: 'currency', currency });
    foreignCurrencyFormats.set(key, format);
  }
  return format;
}

/**
 * An amount (a decimal string) as the host shows money: the host's symbol, thousand and decimal separators and
 * precision, rounding half up, e.g. "Rp 335.000.000" or "-S$ 1,500.50". An amount in another currency than the
 * host's is shown in that currency in the reader's locale.
 */
export function formatMoney(amount: string, format: CurrencyFormat, options: { currency?: string; locale?: string } = {}): string {
  if (options.currency && options.currency !== format.display) {
    return foreignCurrencyFormat(options.locale, options.currency).format(amount as `${number}`);
  }
  return formatAmount(amount, format);
}
