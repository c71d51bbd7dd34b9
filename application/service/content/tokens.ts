export const CONTENT_TOKENS = {
  ContentTargetMarketRepository: Symbol('ContentTargetMarketRepository'),
  RichTextSanitiser: Symbol('RichTextSanitiser'),
} as const;
