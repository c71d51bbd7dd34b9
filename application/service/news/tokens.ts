export const NEWS_TOKENS = {
  NewsRepository: Symbol('NewsRepository'),
} as const;
