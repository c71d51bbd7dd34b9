export const PROFILE_TOKENS = {
  UserLanguageRepository: Symbol('UserLanguageRepository'),
} as const;
