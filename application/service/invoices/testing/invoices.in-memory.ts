import type { CalendarDay } from '../../../../domain/dates/calendar-day';
import type { DateRange } from '../../../../domain/dates/date-range';
import { ageingBucketOf, byDueDate, daysUntilDue, dueDateStandingForAgeingBucket } from '../../../../domain/invoices/due-state';
import { money, sum, toDecimalString } from '../../../../domain/money/money';
import type {
  HostPaymentRules,
  InvoiceFilter,
  InvoiceItemRecord,
  InvoiceLineRecord,
  InvoiceRepository,
  InvoicesSettings,
  Mailer,
  MailMessage,
  OpenLineQuery,
  OpenLineSum,
  PaymentDaysOfYear,
} from '../ports';

/** An invoice line for tests: a payable, open, single-line invoice of the demo dealer unless overridden. */
export function givenInvoiceLine(overrides: Partial<InvoiceLineRecord> & Pick<InvoiceLineRecord, 'invoiceNo'>): InvoiceLineRecord {
  return {
    id: `line-${overrides.accountingNo ?? overrides.invoiceNo}`,
    invoiceId: `invoice-${overrides.invoiceNo}`,
    accountingNo: overrides.invoiceNo.replace(/^9/, '1'),
    assignment: overrides.invoiceNo,
    installment: null,
    dueDate: '2026-03-01',
    accountingAmount: '1000000.00',
    earlyPaymentDiscount: '0.00',
    freightAllowance: '0.00',
    status: 'Open',
    companyCode: 'ID01-1000',
    companyName: 'PT Velocita Indonesia',
    payerCode: '0000100001',
    payerName: 'Sepeda Jaya Jakarta',
    sorg: 'ID01',
    currency: 'IDR',
    doNo: null,
    invoiceDate: '2026-02-01',
    fiscalYear: 2026,
    grandTotal: overrides.accountingAmount ?? '1000000.00',
    tax: '0.00',
    shippingCost: '0.00',
    discount: '0.00',
    recycleFee: '0.00',
    surcharges: '0.00',
    paymentDiscount: '0.00',
    clearingDate: null,
    notes: null,
    detailNotes: null,
    terms: null,
    expeditionName: null,
    expeditionTracking: null,
    paymentRequestId: null,
    ...overrides,
  };
}

/** Invoice lines of customers held in memory, by customer id. */
export class InvoiceRepositoryInMemory implements InvoiceRepository {
  constructor(
    private readonly lines: Record<string, InvoiceLineRecord[]>,
    private readonly items: Record<string, InvoiceItemRecord[]> = {},
  ) {}

  private filtered(customerId: string, filter: InvoiceFilter) {
    return (this.lines[customerId] ?? []).filter(
      (line) => (!filter.payerCodes || filter.payerCodes.includes(line.payerCode)) && (!filter.sorgs || filter.sorgs.includes(line.sorg)),
    );
  }

  async openLines(customerId: string, filter: InvoiceFilter) {
    return this.filtered(customerId, filter).filter((line) => line.clearingDate === null);
  }

  async openLineSums(customerId: string, filter: InvoiceFilter, agedOn: CalendarDay): Promise<OpenLineSum[]> {
    const groups = new Map<string, { dueDate: CalendarDay; lines: InvoiceLineRecord[] }>();
    for (const line of await this.openLines(customerId, filter)) {
      const dueDate = dueDateStandingForAgeingBucket(ageingBucketOf(-daysUntilDue(line.dueDate, agedOn)), agedOn);
      const key = [line.sorg, line.companyCode, line.companyName, line.payerCode, line.payerName, line.currency, dueDate, line.status].join('|');
      const group = groups.get(key) ?? { dueDate, lines: [] };
      groups.set(key, group);
      group.lines.push(line);
    }
    return [...groups.values()].map(({ dueDate, lines }) => {
      const { sorg, companyCode, companyName, payerCode, payerName, currency, status } = lines[0]!;
      const amount = toDecimalString(sum(currency, lines.map((line) => money(line.accountingAmount, currency))));
      return { sorg, companyCode, companyName, payerCode, payerName, currency, dueDate, status, count: lines.length, amount };
    });
  }

  async openLineStatuses(customerId: string) {
    return [...new Set((await this.openLines(customerId, {})).map((line) => line.status))];
  }

  async openLinePage(customerId: string, query: OpenLineQuery, page: { offset: number; limit: number }) {
    const open = await this.openLines(customerId, query);
    const search = query.search?.toLowerCase();
    const matching = open
      .filter(
        (line) =>
          (!query.companyCode || line.companyCode === query.companyCode) &&
          (!query.currency || line.currency === query.currency) &&
          (!query.dueDates?.earliest || line.dueDate >= query.dueDates.earliest) &&
          (!query.dueDates?.latest || line.dueDate <= query.dueDates.latest) &&
          (!query.statuses || query.statuses.includes(line.status)) &&
          (!search || [line.invoiceNo, line.accountingNo, line.assignment].some((text) => text.toLowerCase().includes(search))),
      )
      .sort(byDueDate);
    const installmentCount = (line: InvoiceLineRecord) =>
      line.installment === null ? null : Math.max(...open.filter((other) => other.invoiceId === line.invoiceId).map((other) => other.installment ?? 0));
    const lines = matching.slice(page.offset, page.offset + page.limit).map((line) => ({ ...line, installmentCount: installmentCount(line) }));
    return { lines, total: matching.length };
  }

  async paidLines(customerId: string, range: DateRange, filter: InvoiceFilter) {
    return this.filtered(customerId, filter).filter((line) => line.clearingDate !== null && line.invoiceDate >= range.from && line.invoiceDate <= range.to);
  }

  async invoice(customerId: string, sorg: string, invoiceNo: string) {
    const lines = (this.lines[customerId] ?? []).filter((line) => line.sorg === sorg && line.invoiceNo === invoiceNo);
    return lines.length === 0 ? undefined : { lines, items: this.items[invoiceNo] ?? [] };
  }

  async averagePaymentDays(): Promise<PaymentDaysOfYear[]> {
    return [];
  }
}

/** Settings with fixed rules per host, fixed precisions and a business day in UTC. */
export class InvoicesSettingsFixed implements InvoicesSettings {
  constructor(
    private readonly rules: Record<string, HostPaymentRules>,
    private readonly decimals: Record<string, number> = { IDR: 0, SGD: 2, USD: 2 },
  ) {}

  async hostRules(host: string): Promise<HostPaymentRules> {
    return this.rules[host] ?? { invoicePaymentRule: 'oldest', allowPartialPayment: false, payment: true };
  }

  async precisions() {
    return this.decimals;
  }

  today(_sorg: string, now: Date): CalendarDay {
    return now.toISOString().slice(0, 10);
  }
}

/** Keeps sent messages. */
export class MailerInMemory implements Mailer {
  readonly sent: MailMessage[] = [];
  async send(message: MailMessage) {
    this.sent.push(message);
    return { messageId: `<message-${this.sent.length}@test>` };
  }
}

/** A clock standing still at an instant, which tests may move. */
export class ClockFixed {
  constructor(private instant: Date) {}
  now(): Date {
    return this.instant;
  }
  advance(milliseconds: number): void {
    this.instant = new Date(this.instant.getTime() + milliseconds);
  }
}
