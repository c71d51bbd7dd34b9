import type { Context } from 'hono';
import { getCookie } from 'hono/cookie';
import { FALLBACK_LOCALE, isLocale, LOCALE_COOKIE, matchLocale, type Locale } from '../../../domain/locales/locales';

/** Enough language tags for any real preference list; the rest of an overlong header is not read. */
const MAX_ACCEPTED_LANGUAGES = 20;

/**
 * The language tags of an Accept-Language header, most preferred first (by quality, then in the order written);
 * tags refused with q=0 and the wildcard are left out.
 */
export function acceptedLanguages(header: string | undefined): string[] {
  if (!header) return [];
  return header
    .split(',', MAX_ACCEPTED_LANGUAGES)
    .map((entry) => {
      const [tag = '', ...parameters] = entry.split(';').map((part) => part.trim());
      const quality = parameters.find((parameter) => parameter.startsWith('q='));
      return { tag, quality: quality === undefined ? 1 : Number(quality.slice(2)) };
    })
    .filter(({ tag, quality }) => tag !== '' && tag !== '*' && quality > 0)
    .sort((a, b) => b.quality - a.quality)
    .map(({ tag }) => tag);
}

/**
 * The locale the service writes in for a request: the portal sends the locale it shows as Accept-Language, and
 * another client's Accept-Language is matched as the portal matches browser languages; when it names no language
 * the service writes, the locale the portal remembered in its cookie; otherwise en-us.
 */
export function requestLocale(acceptLanguage: string | undefined, rememberedLocale: string | undefined): Locale {
  const accepted = matchLocale(acceptedLanguages(acceptLanguage));
  if (accepted) return accepted;
  return rememberedLocale && isLocale(rememberedLocale) ? rememberedLocale : FALLBACK_LOCALE;
}

export function localeOf(c: Context): Locale {
  return requestLocale(c.req.header('accept-language'), getCookie(c, LOCALE_COOKIE));
}
