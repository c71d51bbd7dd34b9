export const CONTENT_TOKENS = {
  ContentTargetMarketRepository: Symbol('ContentTargetMarketRepository'),
  RichTextSanitiser: Symbol('RichTextSanitiser'),
  SalesOrganisationHoldings: Symbol('SalesOrganisationHoldings'),
} as const;
