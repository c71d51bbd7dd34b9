import type { Locale } from '../../../domain/locales/locales';

/** Where the browser remembers the locale a person last used, so a bare-root visit returns to it. */
export interface LocalePreference {
  remembered(): string | undefined;
  remember(locale: Locale): void;
}
