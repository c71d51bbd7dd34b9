export const LOCALE_TOKENS = {
  localePreference: Symbol.for('portal.LocalePreference'),
} as const;
