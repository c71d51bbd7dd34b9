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
];
