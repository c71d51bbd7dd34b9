import type { OpenInvoiceLineQuery, PaymentSelectionQuery } from '../../application/portal/invoices/ports';
import type { PaymentPayer } from '../../application/portal/payments/payment-screen';
import { NOT_PAYABLE_STATUS_GROUPS, PAYABLE_STATUS_GROUPS } from '../../domain/invoices/due-state';
import type { InvoiceSelection } from '../../domain/invoices/selection';
import type { PageSize } from '../../domain/tables/paging';

/** The payment screen is a checklist: twenty lines a page keep most dealers' open invoices on one. */
export const PAYER_LINES_PAGE_SIZE: PageSize = 20;

/**
 * The reads of a payer's lines on the payment screen: a page of the payable lines, a page of those being paid (when the
 * payer has any) and the facts the selection is judged by.
 */
export function payerLineQueries(payer: PaymentPayer, selection: InvoiceSelection, pages = { payable: 1, apart: 1 }) {
  const ofPayer = { companyCode: payer.companyCode, payerCode: payer.payerCode, currency: payer.currency, ageingBucket: null, search: '', limit: PAYER_LINES_PAGE_SIZE };
  return {
    payable: { ...ofPayer, statusGroups: PAYABLE_STATUS_GROUPS, page: pages.payable } satisfies OpenInvoiceLineQuery,
    apart: payer.notPayableCount > 0 ? ({ ...ofPayer, statusGroups: NOT_PAYABLE_STATUS_GROUPS, page: pages.apart } satisfies OpenInvoiceLineQuery) : null,
    facts: { companyCode: payer.companyCode, payerCode: payer.payerCode, currency: payer.currency, selection } satisfies PaymentSelectionQuery,
  };
}
