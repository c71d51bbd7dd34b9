export const LANGUAGE_TOKENS = {
  languageGateway: Symbol.for('portal.LanguageGateway'),
} as const;
