import { graphqlCycle, JSON_HEADERS, noGraphQLErrors, type BenchOperation } from './bench-plan';

/** Receivables: open invoices, paid invoices of a range, and paying an overdue line, on the generated ledger. */
const OPEN_INVOICES_QUERY = `query BenchOpenInvoices {
  openInvoiceV5 {
    companyCode currency
    creditCustomers { payerCode total ageing { key count value } invoices { id invoiceNo assignment dueDate overdueDisplay { key days } status statusGroup accountingAmount } }
  }
}`;
const OPEN_INVOICE_SUMMARY_QUERY = `query BenchOpenInvoiceSummary {
  openInvoiceSummary { companyCode currency creditCustomers { payerCode total payableCount notPayableCount ageing { key count value } } }
}`;
const OPEN_INVOICE_LINES_QUERY = `query BenchOpenInvoiceLines($filter: OpenInvoiceLineFilter, $page: Int, $limit: Int) {
  openInvoiceLines(filter: $filter, page: $page, limit: $limit) { total items { id invoiceNo assignment installment installmentCount dueDate overdueDisplay { key days } status statusGroup accountingAmount } }
}`;
/** The narrowings the page walk takes in turn: none, an ageing bucket, the lines being paid, a number search. */
const LINE_FILTERS: Record<string, unknown>[] = [{}, { ageingBucket: 'overdue_over_90' }, { statusGroups: ['pending_payment', 'waiting_for_payment', 'other'] }, { search: '00012' }];
/** Pages of 20 the walk visits: the large customer's 4,000 open lines fill 200. */
const WALKED_PAGES = 200;
const PAID_INVOICES_QUERY = `query BenchPaidInvoices($from: String!, $to: String!) {
  invoiceV5(from: $from, to: $to) { id invoiceNo invoiceDate dueDate clearingDate status accountingAmount grandTotal payerCode }
}`;
const PAYMENT_METHODS_QUERY = 'query BenchPayments { payments { type paymentMerchants { id } } }';
const CREATE_PAYMENT_QUERY = `mutation BenchPay($input: CreateInvoicePaymentRequestInput!) {
  createInvoicePaymentRequestV3(input: $input) { message { status description } userErrors { field message } paymentRequest { orderNumber amount status { id } virtualAccountNo } }
}`;

/** The last 30 days in Jakarta (the generated sales organisation's business day), cut at 1 January. */
function last30Days(): { from: string; to: string } {
  const day = (instant: Date) => new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Jakarta' }).format(instant);
  const to = day(new Date());
  const from = day(new Date(Date.now() - 29 * 24 * 60 * 60_000));
  return { from: from.slice(0, 4) === to.slice(0, 4) ? from : `${to.slice(0, 4)}-01-01`, to };
}

export const INVOICING_OPERATIONS: BenchOperation[] = [
  {
    name: 'POST /graphql openInvoiceV5 (large customer)',
    note: 'Every open line of the dealer with the largest receivables (4,000 open lines beside 36,000 paid ones, in a ledger of BENCH_INVOICE_LINES lines), grouped by company and payer with due states and ageing.',
    prepare: (context) => graphqlCycle(context, OPEN_INVOICES_QUERY, () => ({})),
  },
  {
    name: 'POST /graphql openInvoiceSummary (large customer)',
    note: 'The open-invoice page\'s totals and ageing of the large dealer: summed per due date and status in the database, folded into buckets by the domain.',
    prepare: (context) => graphqlCycle(context, OPEN_INVOICE_SUMMARY_QUERY, () => ({})),
  },
  {
    name: 'POST /graphql openInvoiceLines (large customer)',
    note: 'One page of 20 of the large dealer\'s open lines per call, walking the pages and taking each narrowing in turn (none, over 90 days, being paid, a number search).',
    prepare: (context) =>
      graphqlCycle(context, OPEN_INVOICE_LINES_QUERY, (step) => ({ filter: LINE_FILTERS[step % LINE_FILTERS.length], page: 1 + (step % WALKED_PAGES), limit: 20 })),
  },
  {
    name: 'POST /graphql invoiceV5 (30-day range)',
    note: 'The large dealer\'s paid invoice lines of invoices dated in the last 30 days (the longest range the date filter allows).',
    prepare: (context) => graphqlCycle(context, PAID_INVOICES_QUERY, () => last30Days()),
  },
  {
    name: 'POST /graphql createInvoicePaymentRequestV3',
    note:
      'One virtual-account payment request per call for one overdue line of the large dealer (overdue rule of 127.0.0.1), each under a new idempotency key: ' +
      'the payer lock, every rule judged again over the payer\'s open lines, the request, its lines and the gateway sandbox in one transaction.',
    prepare: async (context) => {
      const tokens = await context.signIn(context.fixture.dealerUsername);
      const response = await fetch(`${context.portalUrl}/graphql`, {
        method: 'POST',
        headers: { ...JSON_HEADERS, authorization: `Bearer ${tokens.requestToken}` },
        body: JSON.stringify({ query: PAYMENT_METHODS_QUERY }),
      });
      const methods = ((await response.json()) as { data?: { payments: { type: string; paymentMerchants: { id: string }[] }[] } }).data?.payments ?? [];
      const merchant = methods.find((method) => method.type === 'Virtual Account')?.paymentMerchants[0]?.id ?? '';
      const assignments = [...(context.fixture.invoicing?.overdueAssignments ?? [])];
      const payerCode = context.fixture.invoicing?.payerCode ?? '';
      const run = Date.now().toString(36);
      let step = 0;
      return {
        target: 'portal',
        path: '/graphql',
        method: 'POST',
        warmup: false,
        verifyBody: (body) => noGraphQLErrors(body) && body.includes('"status":true'),
        requests: [
          {
            method: 'POST',
            path: '/graphql',
            headers: { ...JSON_HEADERS, authorization: `Bearer ${tokens.requestToken}` },
            setupRequest: (request) => ({
              ...request,
              body: JSON.stringify({
                query: CREATE_PAYMENT_QUERY,
                variables: {
                  input: {
                    payerCode,
                    paymentId: merchant,
                    selection: { assignments: [assignments.shift() ?? 'none-left'], creditNoteNumbers: [] },
                    idempotencyKey: `bench-${run}-${step++}`,
                  },
                },
              }),
            }),
          },
        ],
      };
    },
  },
];
