/** The locale prefixes every route lives under; en-us is the default and the fallback for missing messages. */
export const LOCALES = ['de', 'en-ca', 'en-id', 'en-my', 'en-nl', 'en-sg', 'en-uk', 'en-us', 'fr', 'id-id', 'ms-my'] as const;
export type Locale = (typeof LOCALES)[number];
export const FALLBACK_LOCALE: Locale = 'en-us';
/** The cookie the portal remembers a person's locale in; the service reads it too, to write in that language. */
export const LOCALE_COOKIE = 'locale';

/** Each locale's language named in that language, as a person looking for their own language reads it. */
export const LOCALE_NAMES: Readonly<Record<Locale, string>> = {
  de: 'Deutsch',
  'en-ca': 'English (Canada)',
  'en-id': 'English (Indonesia)',
  'en-my': 'English (Malaysia)',
  'en-nl': 'English (Netherlands)',
  'en-sg': 'English (Singapore)',
  'en-uk': 'English (UK)',
  'en-us': 'English (US)',
  fr: 'Français',
  'id-id': 'Bahasa Indonesia',
  'ms-my': 'Bahasa Melayu',
};

/**
 * Where a locale takes the messages it does not word itself. The English variants of Asia and the Netherlands
 * write British English, so they share en-uk's wording and keep only their own differences (the name of the
 * sales tax); every chain ends in the fallback.
 */
const MESSAGE_BASES: Readonly<Partial<Record<Locale, Locale>>> = {
  'en-id': 'en-uk',
  'en-my': 'en-uk',
  'en-nl': 'en-uk',
  'en-sg': 'en-uk',
};

/** The catalogues a locale's messages come from, the fallback first and the locale's own last. */
export function messageSources(locale: Locale): Locale[] {
  const chain: Locale[] = [locale];
  for (let base = MESSAGE_BASES[locale]; base !== undefined; base = MESSAGE_BASES[base]) chain.unshift(base);
  return chain[0] === FALLBACK_LOCALE ? chain : [FALLBACK_LOCALE, ...chain];
}

/** A language's name in its own language; a code the portal does not know stays as it is. */
export function localeName(code: string): string {
  return isLocale(code) ? LOCALE_NAMES[code] : code;
}

export function isLocale(value: string): value is Locale {
  return (LOCALES as readonly string[]).includes(value);
}

/** Browser language tags that name a region we serve under another spelling. */
const TAG_ALIASES: ReadonlyMap<string, Locale> = new Map([
  ['en-gb', 'en-uk'],
  ['id', 'id-id'],
  ['ms', 'ms-my'],
  ['en', 'en-us'],
]);

/**
 * The locale a bare-root visit goes to: a remembered choice first, then the first browser language that
 * matches a locale exactly, by alias, or by its language alone; otherwise the fallback.
 */
export function bestLocale(remembered: string | undefined, browserLanguages: readonly string[]): Locale {
  if (remembered && isLocale(remembered)) return remembered;
  return matchLocale(browserLanguages) ?? FALLBACK_LOCALE;
}

/**
 * The locale that serves a list of language tags in order of preference: the first tag that names a locale
 * exactly or by alias, else the first whose language alone one of the locales speaks; undefined when none does.
 */
export function matchLocale(languages: readonly string[]): Locale | undefined {
  for (const raw of languages) {
    const tag = raw.toLowerCase();
    if (isLocale(tag)) return tag;
    const alias = TAG_ALIASES.get(tag);
    if (alias) return alias;
  }
  for (const raw of languages) {
    const language = raw.toLowerCase().split('-')[0] ?? '';
    const byLanguage = LOCALES.find((locale) => locale === language || locale.startsWith(`${language}-`));
    if (byLanguage) return TAG_ALIASES.get(language) ?? byLanguage;
  }
  return undefined;
}

/** Splits a path into its locale prefix and the rest; the rest always starts with a slash. */
export function splitLocalePath(path: string): { locale: Locale | undefined; rest: string } {
  const [, first = '', ...others] = path.split('/');
  if (!isLocale(first)) return { locale: undefined, rest: path.startsWith('/') ? path : `/${path}` };
  return { locale: first, rest: `/${others.join('/')}` };
}
