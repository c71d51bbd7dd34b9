import type { CalendarDay } from '../../../../domain/dates/calendar-day';
import type { DateRange } from '../../../../domain/dates/date-range';
import { ageingBucketOf } from '../../../../domain/invoices/due-state';
import { selectionFacts } from '../../../../domain/invoices/selection-facts';
import { err, ok, type Result } from '../../../../domain/shared/result';
import type { UserError } from '../../../../domain/shared/user-error';
import type {
  AgeingBucketView,
  AveragePaymentDays,
  InvoiceDetails,
  InvoiceItem,
  InvoiceLine,
  InvoiceReference,
  InvoicesGateway,
  OpenInvoiceCompanySummary,
  OpenInvoiceLinePage,
  OpenInvoiceLineQuery,
  PaymentSelectionQuery,
} from '../ports';

/** A credit customer (payer) of a company with its open lines, oldest due first. */
interface InvoiceCreditCustomer {
  payerCode: string;
  payerName: string;
  currency: string;
  total: string;
  ageing: AgeingBucketView[];
  invoices: InvoiceLine[];
}

/** The example ledger as the in-memory service holds it: by company and credit customer, oldest due first. */
export interface InvoiceCompany {
  companyCode: string;
  companyName: string;
  currency: string;
  creditCustomers: InvoiceCreditCustomer[];
}

/** The business day the example lines' due states and overdue days are counted from. */
export const EXAMPLE_BUSINESS_DAY = '2026-11-22';

/** An open invoice line of the example dealer, overdue 45 days unless told otherwise. */
export function exampleInvoiceLine(overrides: Partial<InvoiceLine> = {}): InvoiceLine {
  const invoiceNo = overrides.invoiceNo ?? '9000100001';
  return {
    id: `line-${invoiceNo}-${overrides.installment ?? 0}`,
    sorg: 'ID01',
    invoiceNo,
    accountingNo: invoiceNo.replace(/^9/, '1'),
    assignment: invoiceNo,
    installment: null,
    doNo: `80${invoiceNo.slice(2)}`,
    invoiceDate: '2026-09-08',
    dueDate: '2026-10-08',
    overdue: -45,
    dueState: { key: 'overdue_days', days: 45 },
    status: 'Open',
    statusGroup: 'open',
    notes: null,
    detailNotes: null,
    accountingAmount: '11344500.00',
    grandTotal: '11344500.00',
    tax: '1109500.00',
    shippingCost: '150000.00',
    paymentDiscount: '0.00',
    earlyPaymentDiscount: '0.00',
    freightAllowance: '0.00',
    clearingDate: null,
    payerCode: '0000100001',
    payerName: 'Sepeda Jaya Jakarta',
    companyCode: 'ID01-1000',
    companyName: 'PT Velocita Indonesia',
    currency: 'IDR',
    terms: 'Net 30',
    expeditionName: 'JNE Trucking',
    expeditionTracking: 'JT100001',
    ...overrides,
  };
}

/** The example dealer's open lines: two overdue invoices, one due soon, an invoice in two installments and a credit note. */
export function exampleOpenInvoiceLines(): InvoiceLine[] {
  return [
    exampleInvoiceLine(),
    exampleInvoiceLine({ invoiceNo: '9000100002', invoiceDate: '2026-10-03', dueDate: '2026-11-02', overdue: -20, dueState: { key: 'overdue_days', days: 20 }, accountingAmount: '7309500.00', grandTotal: '7309500.00' }),
    exampleInvoiceLine({ invoiceNo: '9000100005', invoiceDate: '2026-11-02', dueDate: '2026-12-02', overdue: 10, dueState: { key: 'due_within_days', days: 10 }, accountingAmount: '14302500.00', grandTotal: '14302500.00' }),
    exampleInvoiceLine({ invoiceNo: '9000100008', assignment: '9000100008-1', accountingNo: '1000100008-1', installment: 1, invoiceDate: '2026-11-07', dueDate: '2026-12-07', overdue: 15, dueState: { key: 'due_within_days', days: 15 }, accountingAmount: '10928000.00', grandTotal: '32784000.00', earlyPaymentDiscount: '600000.00', freightAllowance: '250000.00', detailNotes: 'Installment 1 of 2', terms: '2 installments' }),
    exampleInvoiceLine({ invoiceNo: '9000100008', assignment: '9000100008-2', accountingNo: '1000100008-2', installment: 2, invoiceDate: '2026-11-07', dueDate: '2027-01-06', overdue: 45, dueState: { key: 'due_in_more_than_days', days: 30 }, accountingAmount: '21856000.00', grandTotal: '32784000.00', earlyPaymentDiscount: '600000.00', freightAllowance: '250000.00', detailNotes: 'Installment 2 of 2', terms: '2 installments' }),
    exampleInvoiceLine({ invoiceNo: '9100100001', invoiceDate: '2026-10-28', dueDate: '2026-10-28', overdue: -25, dueState: { key: 'overdue_days', days: 25 }, accountingAmount: '-1337000.00', grandTotal: '-1337000.00', doNo: null, shippingCost: '0.00', notes: 'Return of damaged goods', terms: 'Credit note' }),
  ];
}

/** The example dealer's open invoices in one company and one credit customer. */
export function exampleInvoiceCompanies(lines: InvoiceLine[] = exampleOpenInvoiceLines()): InvoiceCompany[] {
  return [
    {
      companyCode: 'ID01-1000',
      companyName: 'PT Velocita Indonesia',
      currency: 'IDR',
      creditCustomers: [
        {
          payerCode: '0000100001',
          payerName: 'Sepeda Jaya Jakarta',
          currency: 'IDR',
          total: '64403500.00',
          ageing: [
            { key: 'current', from: null, to: 0, count: 3, value: '47086500.00' },
            { key: 'overdue_1_30', from: 1, to: 30, count: 2, value: '5972500.00' },
            { key: 'overdue_31_60', from: 31, to: 60, count: 1, value: '11344500.00' },
            { key: 'overdue_61_90', from: 61, to: 90, count: 0, value: '0.00' },
            { key: 'overdue_over_90', from: 91, to: null, count: 0, value: '0.00' },
          ],
          invoices: lines,
        },
      ],
    },
  ];
}

/** What the service sums of these companies' lines: totals and ageing as given, lines counted by payability. */
export function exampleInvoiceSummaries(companies: readonly InvoiceCompany[] = exampleInvoiceCompanies()): OpenInvoiceCompanySummary[] {
  return companies.map((company) => ({
    ...company,
    sorg: company.creditCustomers[0]?.invoices[0]?.sorg ?? 'ID01',
    creditCustomers: company.creditCustomers.map(({ invoices, ...customer }) => {
      const payableCount = invoices.filter((line) => line.statusGroup === 'open').length;
      return { ...customer, payableCount, notPayableCount: invoices.length - payableCount };
    }),
  }));
}

/** A paid line of the example dealer: an invoice cleared 20 days after it was issued. */
export function examplePaidInvoiceLine(overrides: Partial<InvoiceLine> = {}): InvoiceLine {
  return exampleInvoiceLine({
    invoiceNo: '9000100201',
    invoiceDate: '2026-11-10',
    dueDate: '2026-12-10',
    overdue: 18,
    dueState: { key: 'due_within_days', days: 30 },
    status: 'Paid',
    statusGroup: 'other',
    clearingDate: '2026-11-30',
    accountingAmount: '9584500.00',
    grandTotal: '9584500.00',
    ...overrides,
  });
}

/** The example dealer's paid lines of November 2026, newest first. */
export function examplePaidInvoiceLines(): InvoiceLine[] {
  return [
    examplePaidInvoiceLine(),
    examplePaidInvoiceLine({ invoiceNo: '9000100202', invoiceDate: '2026-10-25', dueDate: '2026-11-24', clearingDate: '2026-11-13', accountingAmount: '2541000.00', grandTotal: '2541000.00' }),
  ];
}

/** The articles of the example invoice. */
export function exampleInvoiceItems(): InvoiceItem[] {
  return [
    { lineNo: 1, articleCode: 'VB-AESL-27-M', articleCodeDisplay: 'VB-AESL-27-M', name: 'Velocita Aero SL 2027 M', brand: 'Velocita', uom: 'EA', qty: 2, price: '4250000.00', subTotal: '8500000.00' },
    { lineNo: 2, articleCode: 'VP-HLM-URB-M', articleCodeDisplay: 'VP-HLM-URB-M', name: 'Velocita Urban Helmet M', brand: 'Velocita', uom: 'EA', qty: 4, price: '385000.00', subTotal: '1540000.00' },
  ];
}

/** The details of an example invoice: its lines as given (the line alone unless told) and the example articles. */
export function exampleInvoiceDetails(invoice: InvoiceLine = exampleInvoiceLine(), lines: InvoiceLine[] = [invoice]): InvoiceDetails {
  return { invoice, lines, items: exampleInvoiceItems() };
}

/** The example dealer's average payment days over the last three years. */
export function exampleAveragePaymentDays(): AveragePaymentDays {
  return {
    custCode: '0000100001',
    years: [
      { year: 2024, averageDays: '31.5', invoices: 12 },
      { year: 2025, averageDays: '27.2', invoices: 14 },
      { year: 2026, averageDays: '24.8', invoices: 11 },
    ],
  };
}

/** What the in-memory invoices hold besides the open ones. */
export interface InvoicesInMemoryContents {
  paid?: InvoiceLine[];
  paymentDays?: AveragePaymentDays | null;
  /** The service's refusals of every invoice e-mail; none: every e-mail is sent. */
  emailErrors?: UserError[];
  /** The service's business day; the example data's day unless given. */
  businessDay?: CalendarDay | null;
}

/** The invoices in memory: the example dealer's unless others are given. */
export class InvoicesGatewayInMemory implements InvoicesGateway {
  /** The ranges paid invoices were asked for, in order. */
  readonly paidRequests: DateRange[] = [];
  /** The invoices e-mailed, in order. */
  readonly sentEmails: InvoiceReference[] = [];
  private readonly contents: Required<InvoicesInMemoryContents>;

  constructor(
    private readonly companies: InvoiceCompany[] = exampleInvoiceCompanies(),
    contents: InvoicesInMemoryContents = {},
  ) {
    this.contents = { paid: examplePaidInvoiceLines(), paymentDays: exampleAveragePaymentDays(), emailErrors: [], businessDay: EXAMPLE_BUSINESS_DAY, ...contents };
  }

  /** The pages of open lines asked for, in order. */
  readonly lineQueries: OpenInvoiceLineQuery[] = [];

  async openInvoiceSummary(): Promise<OpenInvoiceCompanySummary[]> {
    return exampleInvoiceSummaries(this.companies);
  }

  private payerLines(query: Pick<OpenInvoiceLineQuery, 'companyCode' | 'payerCode' | 'currency'>): InvoiceLine[] {
    const company = this.companies.find((candidate) => candidate.companyCode === query.companyCode && candidate.currency === query.currency);
    return company?.creditCustomers.find((customer) => customer.payerCode === query.payerCode)?.invoices ?? [];
  }

  async paymentSelectionFacts(query: PaymentSelectionQuery): Promise<InvoiceLine[]> {
    return selectionFacts(this.payerLines(query), query.selection);
  }

  async openInvoiceLines(query: OpenInvoiceLineQuery): Promise<OpenInvoiceLinePage> {
    this.lineQueries.push(query);
    const open = this.payerLines(query);
    const search = query.search.trim().toLowerCase();
    const matching = open.filter(
      (line) =>
        query.statusGroups.includes(line.statusGroup) &&
        (query.ageingBucket === null || ageingBucketOf(-line.overdue) === query.ageingBucket) &&
        (search === '' || [line.invoiceNo, line.accountingNo, line.assignment].some((text) => text.toLowerCase().includes(search))),
    );
    const installmentCount = (line: InvoiceLine) =>
      line.installment === null ? null : Math.max(...open.filter((other) => other.invoiceNo === line.invoiceNo).map((other) => other.installment ?? 0));
    const first = (query.page - 1) * query.limit;
    return { items: matching.slice(first, first + query.limit).map((line) => ({ ...line, installmentCount: installmentCount(line) })), total: matching.length };
  }

  async paidInvoices(range: DateRange): Promise<InvoiceLine[]> {
    this.paidRequests.push(range);
    return this.contents.paid.filter((line) => line.invoiceDate >= range.from && line.invoiceDate <= range.to);
  }

  async invoiceDetails(invoice: InvoiceReference): Promise<InvoiceDetails | null> {
    const openLines = this.companies.flatMap((company) => company.creditCustomers.flatMap((customer) => customer.invoices));
    const lines = [...openLines, ...this.contents.paid].filter((line) => line.invoiceNo === invoice.invoiceNo && line.sorg === invoice.sorg);
    return lines.length > 0 ? exampleInvoiceDetails(lines[0], lines) : null;
  }

  async averagePaymentDays(): Promise<AveragePaymentDays | null> {
    return this.contents.paymentDays;
  }

  async sendInvoiceEmail(invoice: InvoiceReference): Promise<Result<InvoiceReference>> {
    if (this.contents.emailErrors.length > 0) return err(this.contents.emailErrors);
    this.sentEmails.push(invoice);
    return ok(invoice);
  }

  async businessDay(): Promise<CalendarDay | null> {
    return this.contents.businessDay;
  }
}

/**
 * An invoices service whose every call answers alike: a rejected promise for a service that cannot be reached, one
 * that never settles for a page that is still loading.
 */
export function invoicesGatewayAnswering(answer: () => Promise<never>): InvoicesGateway {
  return { openInvoiceSummary: answer, openInvoiceLines: answer, paymentSelectionFacts: answer, paidInvoices: answer, invoiceDetails: answer, averagePaymentDays: answer, sendInvoiceEmail: answer, businessDay: answer };
}
