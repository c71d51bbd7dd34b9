import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ageingBucketOf, AGEING_BUCKETS } from '../../domain/invoices/due-state';
import type { OpenInvoice } from '../../domain/invoices/open-invoice';
import { selectionOf } from '../../domain/invoices/selection';
import { selectionFacts } from '../../domain/invoices/selection-facts';
import { DEMO_INVOICING_FIXTURES as F } from '../../infrastructure/db/seed/demo-invoicing';
import { gql, signInActingFor } from './support/invoicing';
import { signInAs } from './support/session';
import { ENGINES, startTestServer, type TestServer } from './support/test-server';

const WHOLE_LEDGER = `query Whole {
  openInvoiceV5 { companyCode currency creditCustomers { payerCode total ageing { key from to count value } invoices { id invoiceNo overdue statusGroup installment } } }
}`;
const SUMMARY = `query Summary($sorgs: [String!]) {
  openInvoiceSummary(sorgs: $sorgs) { companyCode companyName currency creditCustomers { payerCode payerName total payableCount notPayableCount ageing { key from to count value } } }
}`;
const LINES = `query Lines($filter: OpenInvoiceLineFilter, $page: Int, $limit: Int) {
  openInvoiceLines(filter: $filter, page: $page, limit: $limit) { total page limit items { id invoiceNo doNo installment installmentCount overdue statusGroup companyCode payerCode } }
}`;

const LEDGER_LINES = `query Ledger { openInvoiceV5 { companyCode currency creditCustomers { payerCode invoices { id invoiceNo accountingNo assignment installment accountingAmount dueDate status companyCode payerCode payerName earlyPaymentDiscount freightAllowance } } } }`;
const FACTS = `query Facts($companyCode: String!, $payerCode: String!, $currency: String!, $selection: InvoiceSelectionInput!) {
  paymentSelectionFacts(companyCode: $companyCode, payerCode: $payerCode, currency: $currency, selection: $selection) { id }
}`;
type Ledger = { openInvoiceV5: { companyCode: string; currency: string; creditCustomers: { payerCode: string; invoices: OpenInvoice[] }[] }[] };

type Line = { id: string; invoiceNo: string; overdue: number; statusGroup: string; installment: number | null };
type Whole = { openInvoiceV5: { companyCode: string; currency: string; creditCustomers: { payerCode: string; total: string; ageing: { key: string; count: number; value: string }[]; invoices: Line[] }[] }[] };
type Summary = {
  openInvoiceSummary: {
    companyCode: string;
    currency: string;
    creditCustomers: { payerCode: string; total: string; payableCount: number; notPayableCount: number; ageing: { key: string; count: number; value: string }[] }[];
  }[];
};
type Page = { openInvoiceLines: { total: number; page: number; limit: number; items: (Line & { doNo: string | null; installmentCount: number | null; companyCode: string; payerCode: string })[] } };

describe.each(ENGINES)('open invoice summary and pages on %s', (engine) => {
  let server: TestServer;
  let dealer: string;
  let multico: string;

  beforeAll(async () => {
    server = await startTestServer(engine);
    dealer = (await signInAs(server, 'dealer')).requestToken;
    multico = (await signInAs(server, 'multico')).requestToken;
  });
  afterAll(() => server.close());

  async function allPages(token: string, filter: Record<string, unknown>, limit = 10) {
    const first = (await gql<Page>(server, token, LINES, { filter, page: 1, limit })).data!.openInvoiceLines;
    const items = [...first.items];
    for (let page = 2; (page - 1) * limit < first.total; page += 1) items.push(...(await gql<Page>(server, token, LINES, { filter, page, limit })).data!.openInvoiceLines.items);
    return { total: first.total, items };
  }

  it("sums each payer's lines in the database to the totals and ageing the whole ledger gives", async () => {
    for (const token of [dealer, multico]) {
      const whole = (await gql<Whole>(server, token, WHOLE_LEDGER)).data!.openInvoiceV5;
      const summary = (await gql<Summary>(server, token, SUMMARY)).data!.openInvoiceSummary;
      expect(summary.map((company) => [company.companyCode, company.currency])).toEqual(whole.map((company) => [company.companyCode, company.currency]));
      summary.forEach((company, index) => {
        const payers = whole[index]!.creditCustomers;
        expect(company.creditCustomers.map((payer) => ({ payerCode: payer.payerCode, total: payer.total, ageing: payer.ageing }))).toEqual(
          payers.map((payer) => ({ payerCode: payer.payerCode, total: payer.total, ageing: payer.ageing })),
        );
        company.creditCustomers.forEach((payer, payerIndex) => {
          const lines = payers[payerIndex]!.invoices;
          expect(payer.payableCount).toBe(lines.filter((line) => line.statusGroup === 'open').length);
          expect(payer.notPayableCount).toBe(lines.filter((line) => line.statusGroup !== 'open').length);
        });
      });
    }
  });

  it('pages through every open line once, in the ledger order, with the count of all', async () => {
    const whole = (await gql<Whole>(server, multico, WHOLE_LEDGER)).data!.openInvoiceV5;
    for (const company of whole) {
      for (const payer of company.creditCustomers) {
        const paged = await allPages(multico, { companyCode: company.companyCode, payerCode: payer.payerCode, currency: company.currency }, 10);
        expect(paged.total).toBe(payer.invoices.length);
        expect(paged.items.map((line) => line.id)).toEqual(payer.invoices.map((line) => line.id));
      }
    }
    const past = (await gql<Page>(server, multico, LINES, { page: 99, limit: 20 })).data!.openInvoiceLines;
    expect(past).toMatchObject({ page: 99, limit: 20, items: [] });
    expect(past.total).toBe(whole.flatMap((company) => company.creditCustomers.flatMap((payer) => payer.invoices)).length);
    expect((await gql<Page>(server, multico, LINES, { limit: 500 })).data!.openInvoiceLines.limit).toBe(10);
  });

  it('narrows to an ageing bucket, a status group or a document number exactly as the domain classifies the lines', async () => {
    const lines = (await gql<Whole>(server, dealer, WHOLE_LEDGER)).data!.openInvoiceV5.flatMap((company) => company.creditCustomers.flatMap((payer) => payer.invoices));
    for (const bucket of AGEING_BUCKETS) {
      const paged = await allPages(dealer, { ageingBucket: bucket.key }, 20);
      expect(paged.items.map((line) => line.id).sort()).toEqual(lines.filter((line) => ageingBucketOf(-line.overdue) === bucket.key).map((line) => line.id).sort());
    }
    const beingPaid = await allPages(dealer, { statusGroups: ['pending_payment', 'waiting_for_payment', 'other'] });
    expect(beingPaid.items.map((line) => line.invoiceNo).sort()).toEqual([F.pendingInvoice, F.waitingInvoice].sort());
    const payable = await allPages(dealer, { statusGroups: ['open'] });
    expect(payable.total).toBe(lines.filter((line) => line.statusGroup === 'open').length);

    const installments = await allPages(dealer, { search: F.installmentInvoice.slice(-6) });
    expect(installments.items.length).toBeGreaterThan(0);
    for (const line of installments.items) expect(line.installmentCount).toBe(Math.max(...lines.filter((other) => other.invoiceNo === line.invoiceNo).map((other) => other.installment ?? 0)));
    expect((await allPages(dealer, { search: '%' })).total).toBe(0);
  });

  it("answers a selection's facts as the domain picks them from the payer's whole ledger", async () => {
    for (const token of [dealer, multico]) {
      const ledger = (await gql<Ledger>(server, token, LEDGER_LINES)).data!.openInvoiceV5;
      for (const company of ledger) {
        for (const payer of company.creditCustomers) {
          const lines = payer.invoices;
          const picks = [[], lines.slice(0, 1), lines.slice(-1), lines.filter((line) => line.installment !== null).slice(0, 1), lines.filter((_, index) => index % 2 === 1)];
          for (const picked of picks) {
            const selection = selectionOf(picked);
            const variables = { companyCode: company.companyCode, payerCode: payer.payerCode, currency: company.currency, selection };
            const facts = (await gql<{ paymentSelectionFacts: { id: string }[] }>(server, token, FACTS, variables)).data!.paymentSelectionFacts;
            expect(facts.map((line) => line.id)).toEqual(selectionFacts(lines, selection).map((line) => line.id));
          }
        }
      }
    }
    const { requestToken: marketing } = await signInAs(server, 'marketing');
    const anySelection = { companyCode: 'ID01-1000', payerCode: F.dealer, currency: 'IDR', selection: { assignments: [], creditNoteNumbers: [] } };
    expect((await gql(server, marketing, FACTS, anySelection)).errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    const asMulti = await gql<{ paymentSelectionFacts: unknown[] }>(server, multico, FACTS, anySelection);
    expect(asMulti.data!.paymentSelectionFacts).toEqual([]);
  });

  it("never answers another customer's lines, and asks for both invoice scopes", async () => {
    const salesman = await signInActingFor(server, 'salesman', F.multico);
    const asMulti = await allPages(salesman, { search: F.oldestInvoice });
    expect(asMulti.items.map((line) => line.invoiceNo)).not.toContain(F.oldestInvoice);
    const summary = (await gql<Summary>(server, salesman, SUMMARY)).data!.openInvoiceSummary;
    expect(summary.flatMap((company) => company.creditCustomers.map((payer) => payer.payerCode))).not.toContain(F.dealer);
    const { requestToken: marketing } = await signInAs(server, 'marketing');
    expect((await gql(server, marketing, LINES)).errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    expect((await gql(server, marketing, SUMMARY)).errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    const { requestToken: auditor } = await signInAs(server, 'auditor');
    expect((await gql<Page>(server, auditor, LINES)).data!.openInvoiceLines).toEqual({ total: 0, page: 1, limit: 10, items: [] });
  });
});
