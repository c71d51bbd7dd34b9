import IntlMessageFormat from 'intl-messageformat';
import { DEFAULT_CURRENCY, type CurrencyFormat } from '../../../domain/config/host-config';
import type { CalendarDay } from '../../../domain/dates/calendar-day';
import { formatAmount } from '../../../domain/formatting/format-amount';
import { DEFAULT_DATE_FORMAT, formatInstant } from '../../../domain/formatting/format-date';
import { monthNamesOf } from '../../../domain/formatting/month-names';
import { messageSources, type Locale } from '../../../domain/locales/locales';
import type sourceCatalogue from '../../../locales/service/en-us.json';
import type { HostConfigRepository } from '../config/ports';
import type { MessageCatalogues } from './ports';

/** The ids of the service's messages: those of the source catalogue, locales/service/en-us.json. */
export type ServiceMessageId = Extract<keyof typeof sourceCatalogue, string>;

/** The values a message's ICU arguments take: words as they are, numbers for plurals and counts. */
export type MessageValues = Readonly<Record<string, string | number>>;

/**
 * Who a text of the service is written for: the locale they read the portal in, and the host they came through,
 * whose currency settings write money.
 */
export interface Reader {
  locale: Locale;
  host: string;
}

/**
 * The words and figures the service writes for one reader: messages from the service's catalogue of the reader's
 * locale (its base's or en-us's where it lacks one), numbers by the locale's rules, calendar days as the portal
 * writes them (the host's date pattern with the month names of the reader's language), and money as the portal
 * shows it: in the host's currency with the host's symbol, separators and precision, in another currency by the
 * locale's rules.
 */
export class ServiceTexts {
  private readonly numbers: Intl.NumberFormat;

  constructor(
    private readonly catalogues: MessageCatalogues,
    readonly locale: Locale,
    private readonly hostCurrency: CurrencyFormat,
    private readonly hostDateFormat: string = DEFAULT_DATE_FORMAT,
  ) {
    // Intl takes the portal's locale codes as language tags; en-uk is read as en-GB.
    this.numbers = new Intl.NumberFormat(locale);
  }

  message(id: ServiceMessageId, values?: MessageValues): string {
    const text = messageSources(this.locale)
      .reverse()
      .map((source) => this.catalogues.messagesOf(source)[id])
      .find((found) => found !== undefined);
    if (text === undefined) throw new Error(`the service's catalogues hold no message ${id}`);
    // The texts go into plain text, HTML (escaped) and spreadsheets alike: angle brackets are words, not markup.
    const formatted = new IntlMessageFormat(text, this.locale, undefined, { ignoreTag: true }).format(values);
    if (typeof formatted !== 'string') throw new Error(`message ${id} did not format to text`);
    return formatted;
  }

  number(value: number): string {
    return this.numbers.format(value);
  }

  /** A calendar day is the same day everywhere, so it is written in UTC, where no time zone can move it. */
  day(day: CalendarDay): string {
    return formatInstant(day, this.hostDateFormat, 'UTC', monthNamesOf(this.locale));
  }

  /** An amount (a decimal string) in a currency. */
  money(amount: string, currency: string): string {
    if (currency === this.hostCurrency.display) return formatAmount(amount, this.hostCurrency);
    return new Intl.NumberFormat(this.locale, { style: 'currency', currency }).format(amount as `${number}`);
  }
}

export type ServiceTextsDeps = { messageCatalogues: MessageCatalogues; hostConfigs: Pick<HostConfigRepository, 'findByHost'> };

/** The texts for a reader, with the currency and date settings of the host they came through (the defaults for an unknown host). */
export async function serviceTextsFor(deps: ServiceTextsDeps, reader: Reader): Promise<ServiceTexts> {
  const config = await deps.hostConfigs.findByHost(reader.host);
  return new ServiceTexts(deps.messageCatalogues, reader.locale, config?.currency ?? DEFAULT_CURRENCY, config?.dateFormat || DEFAULT_DATE_FORMAT);
}
