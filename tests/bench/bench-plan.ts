import type autocannon from 'autocannon';
import type { SessionTokens } from '../../domain/session/session-user';
import { REFRESH_COOKIE } from '../../infrastructure/server/http/session-routes';

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
   * the large one; its overdue open lines are paid one per request. Every generated invoice has one invoice item
   * (salesItems, infrastructure/db/seed/scale-sales.ts) for the sales overview. Null when none were generated.
   */
  invoicing: { lines: number; payerCode: string; overdueAssignments: string[]; salesItems: number } | null;
  /** Generated warranty claims (infrastructure/db/seed/scale-claims.ts, BENCH_CLAIMS), a tenth the dealer's; null when none. */
  claims: { count: number; sampleClaimId: string | null } | null;
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
  body?: string | Buffer;
  /** A request sequence for stateful calls; when given, each connection loops over it instead of path/method/body. */
  requests?: autocannon.Request[];
  /** A response whose body fails this counts as an error (GraphQL answers errors with status 200). */
  verifyBody?: (body: string) => boolean;
  /** False skips the untimed warm-up run, for requests that cannot be repeated freely. Default true. */
  warmup?: boolean;
  /** Concurrent connections for this operation alone (a heavy upload is timed one at a time), and its timeout. */
  connections?: number;
  timeoutSeconds?: number;
}

export interface BenchOperation {
  name: string;
  /** Printed under the results table. */
  note?: string;
  prepare(context: BenchContext): Promise<BenchPlan> | BenchPlan;
  /**
   * A one-off measurement instead of a load (a background job): runs once and answers the rows it handled and its
   * time; the runner reads the CPU around it.
   */
  runOnce?(context: BenchContext): Promise<{ rows: number; elapsedMs: number; detail: string }>;
}

export const JSON_HEADERS = { 'content-type': 'application/json' };

export const noGraphQLErrors = (body: string) => body.includes('"data"') && !body.includes('"errors"');

/**
 * A GraphQL call whose variables change per request (a counter walks the inputs), so caches and repeated rows do
 * not flatter the figures. The body check counts GraphQL errors and refused mutations as errors.
 */
export async function graphqlCycle(
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

/** The refresh token of the session cookie among an answer's Set-Cookie lines (docs/adr/0005-keeping-session-tokens.md). */
export function refreshTokenOf(setCookie: string | readonly string[] | undefined): string {
  const lines = typeof setCookie === 'string' ? [setCookie] : (setCookie ?? []);
  const line = lines.find((candidate) => candidate.startsWith(`${REFRESH_COOKIE}=`));
  return line?.split(';')[0]?.slice(REFRESH_COOKIE.length + 1) ?? '';
}
