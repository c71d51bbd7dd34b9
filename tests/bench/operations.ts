import { graphqlCycle, JSON_HEADERS, noGraphQLErrors, refreshTokenOf, type BenchContext, type BenchOperation } from './bench-plan';
import { REFRESH_COOKIE } from '../../infrastructure/server/http/session-routes';
import { INVOICING_OPERATIONS } from './invoice-operations';
import { CLAIM_CREATE_OPERATION, CLAIM_OPERATIONS } from './claim-operations';
import { SALES_OPERATIONS } from './sales-operations';

const CONFIG_AUTHORIZATION = `Basic ${Buffer.from('portal:portal-config').toString('base64')}`;
const CUSTOMER_SEARCH = 'jaya';

const SALES_CUSTOMERS_QUERY = `query BenchSalesCustomers($search: String) {
  salesCustomers(search: $search, page: 1, limit: 10) {
    total page limit
    items { id custName custPhone custAddress custCity custEmail custCode { r3 isr unified } custAreas { sorg custGroup } }
  }
}`;

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
const ORDER_METHODS_QUERY = 'query BenchOrderMethods($sorg: String) { payments(module: "order", sorg: $sorg) { id type } }';
const CHECKOUT_QUERY = `mutation Checkout($shipto: String, $paymentId: String, $products: [CheckoutProductInput!], $key: String) {
  checkout(shipto: $shipto, paymentId: $paymentId, products: $products, custPoNo: "BENCH", idempotencyKey: $key) {
    message { status description } userErrors { field message } orders { order_no total_order }
  }
}`;


/** The transfer method the checkout offers in the generated catalogue's sales organisation. */
async function transferMethodOf(context: BenchContext): Promise<string> {
  const tokens = await context.signIn(context.fixture.dealerUsername);
  const response = await fetch(`${context.portalUrl}/graphql`, {
    method: 'POST',
    headers: { ...JSON_HEADERS, authorization: `Bearer ${tokens.requestToken}` },
    body: JSON.stringify({ query: ORDER_METHODS_QUERY, variables: { sorg: context.fixture.articleSorg } }),
  });
  const methods = ((await response.json()) as { data?: { payments: { id: string; type: string }[] } }).data?.payments ?? [];
  const transfer = methods.find((method) => method.type === 'Virtual Account');
  if (!transfer) throw new Error(`the checkout offers no transfer in ${context.fixture.articleSorg}`);
  return transfer.id;
}

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
      // One after another: sign-ins of one account in flight at once count against each other, as an attack's would.
      const pool: string[] = [];
      for (let session = 0; session < connections + 2; session += 1) pool.push((await signIn(fixture.dealerUsername)).refreshToken);
      return {
        target: 'portal',
        path: '/refresh-token',
        method: 'POST',
        warmup: false,
        requests: [
          {
            method: 'POST',
            path: '/refresh-token',
            // An empty pool means an earlier call failed; the missing cookie then shows up as a 401.
            setupRequest: (request) => ({ ...request, headers: { cookie: `${REFRESH_COOKIE}=${pool.shift() ?? ''}` } }),
            onResponse: (status, _body, _context, headers) => {
              if (status === 200) pool.push(refreshTokenOf(headers['set-cookie']));
            },
          },
        ],
      };
    },
  },
  {
    name: 'POST /login',
    note:
      'Deliberately slow: every sign-in verifies an argon2id hash, which runs on the libuv thread pool (UV_THREADPOOL_SIZE, default 4). ' +
      'The sign-in throttle counts attempts still being checked as failures until they succeed, so parallel sign-ins to one account from one address are partly answered 429.',
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
    prepare: async (context) => {
      const run = Date.now().toString(36);
      const paymentId = await transferMethodOf(context);
      return graphqlCycle(
        context,
        CHECKOUT_QUERY,
        (step) => ({
          shipto: context.fixture.dealerShipTo,
          paymentId,
          products: [{ articleCode: generatedCode(1 + ((step * 31) % ORDERED_ARTICLES)), sorg: context.fixture.articleSorg, qty: 1 }],
          key: `bench-${run}-${step}`,
        }),
        (body) => noGraphQLErrors(body) && body.includes('"status":true'),
      );
    },
  },
  ...INVOICING_OPERATIONS,
  ...SALES_OPERATIONS,
  ...CLAIM_OPERATIONS,
  CLAIM_CREATE_OPERATION,
];
