export const PROFILE_TOKENS = {
  UserLanguageRepository: Symbol('UserLanguageRepository'),
  OwnProfileRepository: Symbol('OwnProfileRepository'),
} as const;
