import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays } from '../../domain/dates/calendar-day';
import { DEMO_INVOICING_FIXTURES as F } from '../../infrastructure/db/seed/demo-invoicing';
import { gql, signInActingFor } from './support/invoicing';
import { signInAs } from './support/session';
import { ENGINES, startTestServer, type TestServer } from './support/test-server';

const OPEN_INVOICES = `query Open($payerCode: String, $sorgs: [String!], $creditCustomers: [String!]) {
  openInvoiceV5(payerCode: $payerCode, sorgs: $sorgs, creditCustomers: $creditCustomers) {
    companyCode companyName currency
    creditCustomers {
      payerCode payerName currency total
      ageing { key from to count value }
      invoices { invoiceNo accountingNo assignment installment dueDate overdue overdueDisplay { key days daysUntilDue } status statusGroup accountingAmount earlyPaymentDiscount freightAllowance currency }
    }
  }
}`;
const PAID = `query Paid($from: String!, $to: String!) { invoiceV5(from: $from, to: $to) { invoiceNo invoiceDate clearingDate status accountingAmount } }`;
const DETAILS = `query Details($invoiceNo: String!, $sorg: String!) {
  invoiceDetails(invoiceNo: $invoiceNo, sorg: $sorg) { invoice { invoiceNo grandTotal tax shippingCost } lines { accountingNo installment dueDate accountingAmount } items { lineNo articleCode name qty price subTotal } }
}`;
const PAYMENT_DAYS = `query Days { averagePaymentDays { custCode years { year averageDays invoices } } }`;
const SEND = `mutation Send($invoiceNumber: String!, $sorg: String!) { sendEmailInvoice(invoiceNumber: $invoiceNumber, sorg: $sorg) { message { status description } userErrors { field message } } }`;

type InvoiceLine = {
  invoiceNo: string;
  accountingNo: string;
  assignment: string;
  installment: number | null;
  dueDate: string;
  overdue: number;
  overdueDisplay: { key: string; days: number; daysUntilDue: number };
  status: string | null;
  statusGroup: string;
  accountingAmount: string;
  currency: string;
};
type OpenInvoices = {
  openInvoiceV5: {
    companyCode: string;
    companyName: string;
    currency: string;
    creditCustomers: { payerCode: string; payerName: string; total: string; ageing: { key: string; count: number; value: string }[]; invoices: InvoiceLine[] }[];
  }[];
};

describe.each(ENGINES)('invoices on %s', (engine) => {
  let server: TestServer;
  let outbox: string;
  let dealer: string;

  beforeAll(async () => {
    outbox = await mkdtemp(join(tmpdir(), 'portal-outbox-'));
    server = await startTestServer(engine, { mail: { outboxFolder: outbox } });
    dealer = (await signInAs(server, 'dealer')).requestToken;
  });
  afterAll(async () => {
    await server.close();
    await rm(outbox, { recursive: true, force: true });
  });

  it('groups the dealer’s open invoices by company and payer, oldest due first, with due states and every ageing bucket', async () => {
    const answer = await gql<OpenInvoices>(server, dealer, OPEN_INVOICES);
    const [company] = answer.data!.openInvoiceV5;
    expect(answer.data!.openInvoiceV5).toHaveLength(1);
    expect(company).toMatchObject({ companyCode: 'ID01-1000', companyName: 'PT Velocita Indonesia', currency: 'IDR' });
    const payer = company!.creditCustomers[0]!;
    expect(payer.payerCode).toBe(F.dealer);
    const dueDates = payer.invoices.map((line) => line.dueDate);
    expect(dueDates).toEqual([...dueDates].sort());
    expect(payer.ageing.map((bucket) => bucket.key)).toEqual(['current', 'overdue_1_30', 'overdue_31_60', 'overdue_61_90', 'overdue_over_90']);
    expect(payer.ageing.reduce((sum, bucket) => sum + bucket.count, 0)).toBe(payer.invoices.length);
    expect(payer.ageing.reduce((sum, bucket) => sum + Number(bucket.value), 0)).toBe(Number(payer.total));

    const byNumber = (invoiceNo: string) => payer.invoices.filter((line) => line.invoiceNo === invoiceNo);
    expect(byNumber(F.oldestInvoice)[0]).toMatchObject({ overdue: -45, overdueDisplay: { key: 'overdue_days', days: 45 }, statusGroup: 'open' });
    expect(byNumber(F.dueTodayInvoice)[0]!.overdueDisplay).toEqual({ key: 'due_now', days: 0, daysUntilDue: 0 });
    expect(byNumber(F.notOverdueInvoice)[0]!.overdueDisplay).toEqual({ key: 'due_within_days', days: 30, daysUntilDue: 10 });
    expect(byNumber('9000100007')[0]!.overdueDisplay.key).toBe('due_in_more_than_days');
    expect(byNumber(F.creditNote)[0]!.accountingAmount).toMatch(/^-\d+\.00$/);
    expect(byNumber(F.installmentInvoice).map((line) => [line.installment, line.assignment])).toEqual([
      [1, `${F.installmentInvoice}-1`],
      [2, `${F.installmentInvoice}-2`],
      [3, `${F.installmentInvoice}-3`],
    ]);
    expect(byNumber(F.waitingInvoice)[0]).toMatchObject({ status: 'Waiting For Payment', statusGroup: 'waiting_for_payment' });
    expect(byNumber(F.pendingInvoice)[0]).toMatchObject({ status: 'Pending Payment', statusGroup: 'pending_payment' });
  });

  it('shows the dealer with several companies each company and credit customer apart, in its own currency', async () => {
    const { requestToken } = await signInAs(server, 'multico');
    const answer = await gql<OpenInvoices>(server, requestToken, OPEN_INVOICES);
    const companies = answer.data!.openInvoiceV5;
    expect(companies.map((company) => [company.companyCode, company.currency])).toEqual([
      ['ID01-1000', 'IDR'],
      ['ID01-2000', 'IDR'],
      ['SG01-1000', 'SGD'],
    ]);
    expect(companies[0]!.creditCustomers.map((payer) => payer.payerCode)).toEqual(['0000100002', '0000100102']);
    expect(companies[1]!.creditCustomers[0]!.ageing.find((bucket) => bucket.key === 'overdue_over_90')!.count).toBe(1);
    const branchOnly = await gql<OpenInvoices>(server, requestToken, OPEN_INVOICES, { payerCode: '0000100102' });
    expect(branchOnly.data!.openInvoiceV5.flatMap((company) => company.creditCustomers.map((payer) => payer.payerCode))).toEqual(['0000100102']);
    const singapore = await gql<OpenInvoices>(server, requestToken, OPEN_INVOICES, { sorgs: ['SG01'] });
    expect(singapore.data!.openInvoiceV5.map((company) => company.companyCode)).toEqual(['SG01-1000']);
  });

  it('lists paid invoices of a range, and refuses ranges the date filter refuses', async () => {
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Jakarta' }).format(new Date());
    const from = addDays(today, -29) < `${today.slice(0, 4)}-01-01` ? `${today.slice(0, 4)}-01-01` : addDays(today, -29);
    const paid = await gql<{ invoiceV5: { invoiceNo: string; invoiceDate: string; clearingDate: string; status: string }[] }>(server, dealer, PAID, { from, to: today });
    // The newest paid demo invoice is dated 12 days ago; early in January the range stops at 1 January.
    if (addDays(today, -12) >= from) expect(paid.data!.invoiceV5.length).toBeGreaterThan(0);
    for (const line of paid.data!.invoiceV5) {
      expect(line.invoiceDate >= from && line.invoiceDate <= today).toBe(true);
      expect(line.clearingDate).not.toBeNull();
      expect(line.status).toBe('Paid');
    }
    const tooLong = await gql(server, dealer, PAID, { from: '2026-01-01', to: '2026-01-31' });
    expect(tooLong.errors?.[0]).toMatchObject({ message: 'invalid_date_range', extensions: { code: 'BAD_USER_INPUT', errors: ['range_over_30_days'] } });
    const reversed = await gql(server, dealer, PAID, { from: '2026-03-10', to: '2026-03-01' });
    expect(reversed.errors?.[0]?.extensions?.errors).toEqual(['from_after_to']);
    const twoYears = await gql(server, dealer, PAID, { from: '2025-12-20', to: '2026-01-05' });
    expect(twoYears.errors?.[0]?.extensions?.errors).toEqual(['different_years']);
    const notADay = await gql(server, dealer, PAID, { from: '2026-02-30', to: '2026-03-01' });
    expect(notADay.errors?.[0]?.extensions?.errors).toEqual(['invalid_date']);
  });

  it('answers an invoice with its installments and articles, and average payment days by year', async () => {
    const details = await gql<{ invoiceDetails: { invoice: { grandTotal: string }; lines: { installment: number; accountingAmount: string }[]; items: { qty: number; subTotal: string }[] } }>(
      server,
      dealer,
      DETAILS,
      { invoiceNo: F.installmentInvoice, sorg: 'ID01' },
    );
    const invoice = details.data!.invoiceDetails;
    expect(invoice.lines.map((line) => line.installment)).toEqual([1, 2, 3]);
    expect(invoice.lines.reduce((sum, line) => sum + Number(line.accountingAmount), 0)).toBe(Number(invoice.invoice.grandTotal));
    expect(invoice.items).toEqual([expect.objectContaining({ qty: 3 })]);
    const otherCustomer = await gql(server, dealer, DETAILS, { invoiceNo: '9000200001', sorg: 'ID01' });
    expect(otherCustomer.data).toEqual({ invoiceDetails: null });

    const days = await gql<{ averagePaymentDays: { custCode: string; years: { year: number; averageDays: string; invoices: number }[] } }>(server, dealer, PAYMENT_DAYS);
    expect(days.data!.averagePaymentDays.custCode).toBe(F.dealer);
    expect(days.data!.averagePaymentDays.years.length).toBeGreaterThan(0);
    for (const year of days.data!.averagePaymentDays.years) expect(Number(year.averageDays)).toBeGreaterThanOrEqual(12);
  });

  it('e-mails an invoice to the signed-in user: a complete message lands in the outbox', async () => {
    const sent = await gql<{ sendEmailInvoice: { message: { status: boolean; description: string }; userErrors: unknown[] } }>(server, dealer, SEND, { invoiceNumber: F.oldestInvoice, sorg: 'ID01' });
    expect(sent.data!.sendEmailInvoice).toEqual({ message: { status: true, description: 'success_send_email_invoice' }, userErrors: [] });
    const files = (await readdir(outbox)).filter((file) => file.endsWith('.eml'));
    expect(files).toHaveLength(1);
    const message = await readFile(join(outbox, files[0]!), 'utf8');
    expect(message).toMatch(/^To: Budi Santoso <budi@sepedajaya\.example>$/m);
    expect(message).toMatch(new RegExp(`^Subject: Invoice ${F.oldestInvoice}$`, 'm'));
    expect(message).toContain('multipart/alternative');
    expect(message).toContain(F.oldestInvoice);

    const unknown = await gql<{ sendEmailInvoice: { message: { status: boolean }; userErrors: { field: string[]; message: string }[] } }>(server, dealer, SEND, { invoiceNumber: '9000200001', sorg: 'ID01' });
    expect(unknown.data!.sendEmailInvoice.userErrors).toEqual([{ field: ['invoiceNumber'], message: 'invoice_not_found' }]);
    expect((await readdir(outbox)).filter((file) => file.endsWith('.eml'))).toHaveLength(1);
  });

  it('reads invoices only with both invoice scopes, only for the session’s customer', async () => {
    const { requestToken: marketing } = await signInAs(server, 'marketing');
    expect((await gql(server, marketing, OPEN_INVOICES)).errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    expect((await gql(server, marketing, SEND, { invoiceNumber: F.oldestInvoice, sorg: 'ID01' })).errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    const { requestToken: auditor } = await signInAs(server, 'auditor');
    expect(await gql(server, auditor, OPEN_INVOICES)).toMatchObject({ data: { openInvoiceV5: [] } });
    const salesman = await signInActingFor(server, 'salesman', F.multico);
    const asMulti = await gql<OpenInvoices>(server, salesman, OPEN_INVOICES);
    expect(asMulti.data!.openInvoiceV5.map((company) => company.companyCode)).toEqual(['ID01-1000', 'ID01-2000', 'SG01-1000']);
    const credit = asMulti.data!.openInvoiceV5.flatMap((company) => company.creditCustomers.flatMap((payer) => payer.invoices.map((line) => line.invoiceNo)));
    expect(credit).not.toContain(F.oldestInvoice);
  });
});
