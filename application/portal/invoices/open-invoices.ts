import { splitByStatusGroup } from '../../../domain/invoices/due-state';
import type { AgeingBucketView, AveragePaymentDays, InvoiceCompany, InvoiceLine } from './ports';

/** An open line as the list shows it: with the number of installments of its invoice when it is one of several. */
export interface OpenInvoiceRow extends InvoiceLine {
  installmentCount: number | null;
}

/**
 * A credit customer's open lines, split as the screen shows them: `payable` (status Open or none) and `notPayable`
 * (Pending Payment, Waiting For Payment, or a status the portal does not know), each oldest due first.
 */
export interface OpenInvoicesOfPayer {
  payerCode: string;
  payerName: string;
  currency: string;
  total: string;
  ageing: AgeingBucketView[];
  payable: OpenInvoiceRow[];
  notPayable: OpenInvoiceRow[];
}

export interface OpenInvoicesOfCompany {
  companyCode: string;
  companyName: string;
  currency: string;
  creditCustomers: OpenInvoicesOfPayer[];
}

/**
 * The installment count shown as "n of m": the highest installment number among the invoice's open lines. The ledger
 * clears installments in order, so the last one stays open as long as any does.
 */
function withInstallmentCounts(lines: readonly InvoiceLine[]): OpenInvoiceRow[] {
  const highest = new Map<string, number>();
  for (const line of lines) {
    if (line.installment !== null) highest.set(line.invoiceNo, Math.max(highest.get(line.invoiceNo) ?? 0, line.installment));
  }
  return lines.map((line) => ({ ...line, installmentCount: line.installment === null ? null : (highest.get(line.invoiceNo) ?? null) }));
}

/** The open invoices of the customer the session acts for as the list shows them, by company and credit customer. */
export function openInvoicesAsListed(companies: readonly InvoiceCompany[]): OpenInvoicesOfCompany[] {
  return companies.map((company) => ({
    companyCode: company.companyCode,
    companyName: company.companyName,
    currency: company.currency,
    creditCustomers: company.creditCustomers.map(({ invoices, ...customer }) => {
      const groups = splitByStatusGroup(withInstallmentCounts(invoices));
      return { ...customer, payable: groups.open, notPayable: [...groups.pending_payment, ...groups.waiting_for_payment, ...groups.other] };
    }),
  }));
}

/** The average payment days by year, the latest year first; null (the session acts for no customer) stays null. */
export function latestYearFirst(days: AveragePaymentDays | null): AveragePaymentDays | null {
  return days && { ...days, years: [...days.years].sort((a, b) => b.year - a.year) };
}
