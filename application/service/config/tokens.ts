export const CONFIG_TOKENS = {
  HostConfigRepository: Symbol('HostConfigRepository'),
  LanguageRepository: Symbol('LanguageRepository'),
} as const;
