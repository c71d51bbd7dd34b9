export const NEWS_TOKENS = {
  NewsRepository: Symbol('NewsRepository'),
  RichTextSanitiser: Symbol('RichTextSanitiser'),
} as const;
