export const CONTENT_TOKENS = {
  ContentTargetMarketRepository: Symbol('ContentTargetMarketRepository'),
} as const;
