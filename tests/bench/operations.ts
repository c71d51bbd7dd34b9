import type autocannon from 'autocannon';
import type { SessionTokens } from '../../domain/session/session-user';

/** What the portal process reports once its generated database is ready. */
export interface PortalFixture {
  engine: 'pglite' | 'postgres';
  password: string;
  customers: number;
  salesUsers: number;
  /** The generated sales user with the most assigned customers. */
  busiestSalesUser: { username: string; assignedCount: number };
  /** A generated dealer login (one customer, no customer switching). */
  dealerUsername: string;
  /** Generated catalogue articles (GX-000001 …), sold in the dealer's sales organisation. */
  articles: number;
  /** The sales organisation of the generated catalogue. */
  articleSorg: string;
  /** The ship-to code of the generated dealer's customer. */
  dealerShipTo: string;
  /**
   * Generated receivables (infrastructure/db/seed/scale-invoicing.ts, BENCH_INVOICE_LINES): the dealer's customer is
   * the large one; its overdue open lines are paid one per request. Null when none were generated.
   */
  invoicing: { lines: number; payerCode: string; overdueAssignments: string[] } | null;
}

export interface BenchContext {
  floorUrl: string;
  portalUrl: string;
  /** Concurrent connections autocannon will open for the operation. */
  connections: number;
  fixture: PortalFixture;
  /** Signs in through POST /login; prepare() runs before the timed window, so this costs the measurement nothing. */
  signIn(username: string): Promise<SessionTokens>;
}

/** One measured operation as autocannon sends it. */
export interface BenchPlan {
  target: 'floor' | 'portal';
  path: string;
  method?: 'GET' | 'POST';
  headers?: Record<string, string>;
  body?: string;
  /** A request sequence for stateful calls; when given, each connection loops over it instead of path/method/body. */
  requests?: autocannon.Request[];
  /** A response whose body fails this counts as an error (GraphQL answers errors with status 200). */
  verifyBody?: (body: string) => boolean;
  /** False skips the untimed warm-up run, for requests that cannot be repeated freely. Default true. */
  warmup?: boolean;
}

export interface BenchOperation {
  name: string;
  /** Printed under the results table. */
  note?: string;
  prepare(context: BenchContext): Promise<BenchPlan> | BenchPlan;
}

const JSON_HEADERS = { 'content-type': 'application/json' };
const CONFIG_AUTHORIZATION = `Basic ${Buffer.from('portal:portal-config').toString('base64')}`;
const CUSTOMER_SEARCH = 'jaya';

const SALES_CUSTOMERS_QUERY = `query BenchSalesCustomers($search: String) {
  salesCustomers(search: $search, page: 1, limit: 10) {
    total page limit
    items { id custName custPhone custAddress custCity custEmail custCode { r3 isr unified } custAreas { sorg custGroup } }
  }
}`;

const noGraphQLErrors = (body: string) => body.includes('"data"') && !body.includes('"errors"');

/** The n-th generated article, 1-based (infrastructure/db/seed/scale-commerce.ts). */
const generatedCode = (n: number) => `GX-${String(n).padStart(6, '0')}`;
const generatedSlug = (n: number) => `gx-${String(n).padStart(6, '0')}`;
/**
 * Search terms of 3+ characters over the generated names and codes, with their catalogue: common words, two-word
 * prefixes, a word inside names, article codes, and a term that matches nothing.
 */
const SUGGESTION_TERMS: [term: string, category: 'bike' | 'paa'][] = [
  ['aero', 'bike'],
  ['enduro bi', 'bike'],
  ['trail hel', 'paa'],
  ['grav', 'paa'],
  ['tyre', 'paa'],
  ['GX-0123', 'paa'],
  ['summit sad', 'paa'],
  ['ailleur', 'paa'],
  ['metro', 'paa'],
  ['qwerty', 'paa'],
];
const PRODUCT_PAGES = 50;
/** Articles the checkout cycles through. */
const ORDERED_ARTICLES = 500;
/** Articles the cart update cycles through: a cart of at most this many lines, as a dealer keeps. */
const CART_ARTICLES = 20;

/**
 * A GraphQL call whose variables change per request (a counter walks the inputs), so caches and repeated rows do
 * not flatter the figures. The body check counts GraphQL errors and refused mutations as errors.
 */
async function graphqlCycle(
  context: BenchContext,
  query: string,
  variablesAt: (step: number) => Record<string, unknown>,
  verifyBody: (body: string) => boolean = noGraphQLErrors,
): Promise<BenchPlan> {
  const tokens = await context.signIn(context.fixture.dealerUsername);
  let step = 0;
  return {
    target: 'portal',
    path: '/graphql',
    method: 'POST',
    verifyBody,
    requests: [
      {
        method: 'POST',
        path: '/graphql',
        headers: { ...JSON_HEADERS, authorization: `Bearer ${tokens.requestToken}` },
        setupRequest: (request) => ({ ...request, body: JSON.stringify({ query, variables: variablesAt(step++) }) }),
      },
    ],
  };
}

const SUGGEST_QUERY = 'query Suggest($term: String!, $category: ProductCategory) { productSearchSuggestion(term: $term, category: $category) { data { name article_code suggestion slug } } }';
const PRODUCTS_QUERY = `query Page($page: Int) {
  products(page: $page, filter: { category: paa, view: item }) {
    info { count page limit pages }
    data { id article_code name sorg price { dealer net discountDetails { term qty discount } } stock { available label { key } } }
  }
}`;
const DETAILS_QUERY = `query Details($slug: String!) {
  productDetailsV2(slug: $slug) {
    product { id article_code name price { dealer net discount { salesDealNo } discountDetails { term qty discount } } stock { available label { key } nextArrival { key } } }
    variants { article_code price { net } }
  }
}`;
const UPDATE_CART_QUERY = `mutation Cart($products: [CartProductInput!]!) {
  updateProductsInCart(products: $products) { message { status } userErrors { message } cart { totalQuantity totalsBySorg { sorg total } } }
}`;
const CHECKOUT_QUERY = `mutation Checkout($shipto: String, $products: [CheckoutProductInput!], $key: String) {
  checkout(shipto: $shipto, paymentId: "BANK_TRANSFER", products: $products, custPoNo: "BENCH", idempotencyKey: $key) {
    message { status description } userErrors { field message } orders { order_no total_order }
  }
}`;

// ---- invoicing: open invoices, paid invoices of a range, payment requests ----

const OPEN_INVOICES_QUERY = `query BenchOpenInvoices {
  openInvoiceV5 {
    companyCode currency
    creditCustomers { payerCode total ageing { key count value } invoices { id invoiceNo assignment dueDate overdueDisplay { key days } status statusGroup accountingAmount } }
  }
}`;
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

const INVOICING_OPERATIONS: BenchOperation[] = [
  {
    name: 'POST /graphql openInvoiceV5 (large customer)',
    note: 'Every open line of the dealer with the largest receivables (4,000 open lines beside 36,000 paid ones, in a ledger of BENCH_INVOICE_LINES lines), grouped by company and payer with due states and ageing.',
    prepare: (context) => graphqlCycle(context, OPEN_INVOICES_QUERY, () => ({})),
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

/**
 * The measured operations, in the order they run. A later area adds its own entries here; each prepares its
 * fixtures (sign-ins, tokens) in prepare() and answers what autocannon should send.
 */
export const BENCH_OPERATIONS: BenchOperation[] = [
  {
    name: 'floor: hello-world (bare Hono)',
    note: 'Hono on @hono/node-server answering a constant string: the ceiling for this machine and client.',
    prepare: () => ({ target: 'floor', path: '/' }),
  },
  {
    name: 'GET /server/config/localhost',
    note: 'Basic authentication plus one host-configuration read.',
    prepare: () => ({ target: 'portal', path: '/server/config/localhost', headers: { authorization: CONFIG_AUTHORIZATION } }),
  },
  {
    name: 'GET /user',
    note: 'Bearer token verification, the principal query (scopes, revocation) and the profile read.',
    prepare: async ({ signIn, fixture }) => {
      const tokens = await signIn(fixture.busiestSalesUser.username);
      return { target: 'portal', path: '/user', headers: { authorization: `Bearer ${tokens.requestToken}` } };
    },
  },
  {
    name: 'POST /graphql salesCustomers search',
    note: `Customer picker: search "${CUSTOMER_SEARCH}" across the assigned customers of the busiest sales user, first page of 10.`,
    prepare: async ({ signIn, fixture }) => {
      const tokens = await signIn(fixture.busiestSalesUser.username);
      return {
        target: 'portal',
        path: '/graphql',
        method: 'POST',
        headers: { ...JSON_HEADERS, authorization: `Bearer ${tokens.requestToken}` },
        body: JSON.stringify({ query: SALES_CUSTOMERS_QUERY, variables: { search: CUSTOMER_SEARCH } }),
        verifyBody: noGraphQLErrors,
      };
    },
  },
  {
    name: 'POST /refresh-token (chained)',
    note: 'Refresh tokens are single-use: each call presents a token a previous call returned, from a pool seeded by one sign-in per connection.',
    prepare: async ({ signIn, fixture, connections }) => {
      const pool = (await Promise.all(Array.from({ length: connections + 2 }, () => signIn(fixture.dealerUsername)))).map((tokens) => tokens.refreshToken);
      return {
        target: 'portal',
        path: '/refresh-token',
        method: 'POST',
        warmup: false,
        requests: [
          {
            method: 'POST',
            path: '/refresh-token',
            headers: JSON_HEADERS,
            // An empty pool means an earlier call failed; the empty token then shows up as a 401.
            setupRequest: (request) => ({ ...request, body: JSON.stringify({ token: pool.shift() ?? '' }) }),
            onResponse: (status, body) => {
              if (status === 200) pool.push((JSON.parse(body) as SessionTokens).refreshToken);
            },
          },
        ],
      };
    },
  },
  {
    name: 'POST /login',
    note: 'Deliberately slow: every sign-in verifies an argon2id hash, which runs on the libuv thread pool (UV_THREADPOOL_SIZE, default 4).',
    prepare: ({ fixture }) => ({
      target: 'portal',
      path: '/login',
      method: 'POST',
      headers: JSON_HEADERS,
      body: JSON.stringify({ username: fixture.dealerUsername, password: fixture.password }),
    }),
  },
  {
    name: 'POST /graphql productSearchSuggestion',
    note: 'Search box: up to 4 suggestions by article-code prefix, name words (full text) and name substring (trigram) over the generated catalogue; ten terms cycling, one matching nothing.',
    prepare: (context) =>
      graphqlCycle(context, SUGGEST_QUERY, (step) => {
        const [term, category] = SUGGESTION_TERMS[step % SUGGESTION_TERMS.length]!;
        return { term, category };
      }),
  },
  {
    name: 'POST /graphql products (catalogue page)',
    note: `PAA item view, 10 per page in the recommended sort with the total count, priced for the dealer with stock; pages 1-${PRODUCT_PAGES} cycling.`,
    prepare: (context) => graphqlCycle(context, PRODUCTS_QUERY, (step) => ({ page: 1 + (step % PRODUCT_PAGES) })),
  },
  {
    name: 'POST /graphql productDetailsV2',
    note: 'Product page of a generated article: the article, its model variants, prices with deals and stock.',
    prepare: (context) => graphqlCycle(context, DETAILS_QUERY, (step) => ({ slug: generatedSlug(1 + ((step * 7919) % context.fixture.articles)) })),
  },
  {
    name: 'POST /graphql updateProductsInCart',
    note: `Sets one line of the dealer's server-side cart (one of ${CART_ARTICLES} articles, quantity 1-5) and answers the whole cart repriced.`,
    prepare: (context) =>
      graphqlCycle(
        context,
        UPDATE_CART_QUERY,
        (step) => ({ products: [{ articleCode: generatedCode(1 + ((step * 7) % CART_ARTICLES)), sorg: context.fixture.articleSorg, qty: 1 + (step % 5) }] }),
        (body) => noGraphQLErrors(body) && body.includes('"status":true'),
      ),
  },
  {
    name: 'POST /graphql checkout',
    note: 'One order of one unit per call, each under a new idempotency key: one transaction locking the stock rows, writing order, lines, confirmations and history.',
    prepare: (context) => {
      const run = Date.now().toString(36);
      return graphqlCycle(
        context,
        CHECKOUT_QUERY,
        (step) => ({
          shipto: context.fixture.dealerShipTo,
          products: [{ articleCode: generatedCode(1 + ((step * 31) % ORDERED_ARTICLES)), sorg: context.fixture.articleSorg, qty: 1 }],
          key: `bench-${run}-${step}`,
        }),
        (body) => noGraphQLErrors(body) && body.includes('"status":true'),
      );
    },
  },
  ...INVOICING_OPERATIONS,
];
