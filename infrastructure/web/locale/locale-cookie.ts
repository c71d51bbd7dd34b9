import { LOCALE_COOKIE, type Locale } from '../../../domain/locales/locales';
import type { LocalePreference } from '../../../application/portal/locale/ports';

/** How long the locale is remembered: one year, in seconds. */
const LOCALE_COOKIE_MAX_AGE = 365 * 24 * 60 * 60;

/**
 * Remembers the locale in a cookie on path /, SameSite lax; when the portal is framed by another site the cookie
 * must be SameSite none (and so Secure) to be sent at all.
 */
export class LocalePreferenceCookie implements LocalePreference {
  constructor(
    private readonly document: Pick<Document, 'cookie'>,
    private readonly framedByAnotherSite: boolean,
  ) {}

  remembered(): string | undefined {
    for (const pair of this.document.cookie.split(';')) {
      const [name, ...value] = pair.trim().split('=');
      if (name === LOCALE_COOKIE) return decodeURIComponent(value.join('='));
    }
    return undefined;
  }

  remember(locale: Locale): void {
    const sameSite = this.framedByAnotherSite ? 'SameSite=None; Secure' : 'SameSite=Lax';
    this.document.cookie = `${LOCALE_COOKIE}=${encodeURIComponent(locale)}; Path=/; Max-Age=${LOCALE_COOKIE_MAX_AGE}; ${sameSite}`;
  }
}
