export const SALES_DOCUMENTS_TOKENS = {
  SalesDocumentRepository: Symbol('SalesDocumentRepository'),
} as const;
