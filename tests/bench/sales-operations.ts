import { setTimeout as delay } from 'node:timers/promises';
import { graphqlCycle, JSON_HEADERS, type BenchContext, type BenchOperation } from './bench-plan';

/** Sales figures and the download area over the generated ledger (BENCH_INVOICE_LINES invoices of one item each). */
const SALES_OVERVIEW_QUERY = `query BenchSalesOverview($filter: SalesOverviewFilterInput) {
  salesOverviewV4(filter: $filter) {
    currency filter { year }
    months { month netSales netSalesLastYear }
    brands { key netSales invoiceQuantity }
    merchandiseCategories { key label netSales invoiceQuantity }
    models { key label merchandiseCategory netSales invoiceQuantity series { key netSales invoiceQuantity } }
  }
}`;
const REQUEST_DOWNLOAD = 'mutation BenchDownload($module: String!, $from: String!, $to: String!) { requestDownloadArea(module: $module, from: $from, to: $to) { userErrors { message } request { id } } }';
const DOWNLOADS = 'query BenchDownloads { downloadAreaRequests { items { id status progress rowCount } } }';
/** The export the job measures: about this many invoice rows of the audit user's sales organisation. */
const EXPORT_ROWS = 100_000;
/** The span of the generated invoice dates (infrastructure/db/seed/scale-invoicing.ts). */
const HISTORY_DAYS = 700;
const EXPORT_TIMEOUT_MS = 10 * 60_000;

const year = new Date().getUTCFullYear();
/** The narrowings the overview takes in turn: the year as it opens, a brand, a merchandise category, a quarter. */
const OVERVIEW_FILTERS: Record<string, unknown>[] = [{ year }, { year, brands: ['Velocita'] }, { year, merchandiseCategories: ['PA-GEN-3'] }, { year, months: [1, 2, 3] }];

async function graphqlOnce<T>(context: BenchContext, token: string, query: string, variables: Record<string, unknown> = {}): Promise<T> {
  const response = await fetch(`${context.portalUrl}/graphql`, { method: 'POST', headers: { ...JSON_HEADERS, authorization: `Bearer ${token}` }, body: JSON.stringify({ query, variables }) });
  const answer = (await response.json()) as { data?: T; errors?: unknown[] };
  if (!answer.data) throw new Error(`GraphQL answered ${response.status}: ${JSON.stringify(answer.errors)}`);
  return answer.data;
}

/** The last days of this year (in UTC) holding about {@link EXPORT_ROWS} generated invoices, cut at 1 January. */
function exportRange(lines: number): { from: string; to: string } {
  const days = Math.max(1, Math.ceil((EXPORT_ROWS * HISTORY_DAYS) / Math.max(1, lines)));
  const today = new Date();
  const from = new Date(Math.max(Date.UTC(year, 0, 1), today.getTime() - (days - 1) * 24 * 60 * 60_000));
  return { from: from.toISOString().slice(0, 10), to: today.toISOString().slice(0, 10) };
}

export const SALES_OPERATIONS: BenchOperation[] = [
  {
    name: 'POST /graphql salesOverviewV4 (large dealer, a year)',
    note: 'The sales overview of the dealer with the largest ledger for this year: months against last year, brands, merchandise categories, models with their series, from the summary the invoice-item trigger keeps; four narrowings in turn (none, a brand, a category, a quarter).',
    prepare: (context) => graphqlCycle(context, SALES_OVERVIEW_QUERY, (step) => ({ filter: OVERVIEW_FILTERS[step % OVERVIEW_FILTERS.length] })),
  },
  {
    name: 'download-area export job (100,000 rows)',
    note: 'One invoice export of the audit user (the sales organisation\'s invoices of the last days of this year holding about 100,000 rows), from the request to the job\'s completion, on the queue\'s default 2 s polling; req/s column: rows exported per second, latency: the whole job.',
    prepare: () => ({ target: 'portal', path: '/graphql' }),
    runOnce: async (context) => {
      const token = (await context.signIn('auditor')).requestToken;
      const range = exportRange(context.fixture.invoicing?.lines ?? 0);
      const started = performance.now();
      const answer = await graphqlOnce<{ requestDownloadArea: { userErrors: { message: string }[]; request: { id: string } | null } }>(context, token, REQUEST_DOWNLOAD, { module: 'invoices', ...range });
      const id = answer.requestDownloadArea.request?.id;
      if (!id) throw new Error(`the export was refused: ${JSON.stringify(answer.requestDownloadArea.userErrors)}`);
      for (;;) {
        const { downloadAreaRequests } = await graphqlOnce<{ downloadAreaRequests: { items: { id: string; status: string; rowCount: number | null }[] } }>(context, token, DOWNLOADS);
        const item = downloadAreaRequests.items.find((candidate) => candidate.id === id);
        if (item?.status === 'completed') return { rows: item.rowCount ?? 0, elapsedMs: performance.now() - started, detail: `${range.from} to ${range.to}` };
        if (item?.status === 'failed') throw new Error('the export job failed');
        if (performance.now() - started > EXPORT_TIMEOUT_MS) throw new Error('the export job did not finish within 10 minutes');
        await delay(100);
      }
    },
  },
];
