export const SALES_DOCUMENTS_TOKENS = {
  SalesDocumentRepository: Symbol('SalesDocumentRepository'),
  SalesDocumentAttachmentRepository: Symbol('SalesDocumentAttachmentRepository'),
} as const;
