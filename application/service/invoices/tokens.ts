export const INVOICES_TOKENS = {
  InvoiceRepository: Symbol('InvoiceRepository'),
  InvoicesSettings: Symbol('InvoicesSettings'),
  Mailer: Symbol('Mailer'),
} as const;
