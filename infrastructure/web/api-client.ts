import type { SessionNotices, TokenStore } from '../../application/portal/session/ports';
import type { Locale } from '../../domain/locales/locales';
import type { MaintenanceNotices } from '../../application/portal/shell/ports';
import { fetchWithUploadProgress, type UploadProgressListener } from './upload-progress-fetch';

/** How a request proves who sends it: the session's bearer token, given basic credentials, or nothing. */
export type ApiAuthorization = 'bearer' | 'none' | { basic: string };

export interface ApiRequest {
  method: 'GET' | 'POST';
  path: string;
  body?: unknown;
  /**
   * A multipart body (a file upload), sent instead of `body` with the header the service asks of multipart
   * requests so that a cross-site form cannot post one (docs/adr/0003-graphql-edge.md).
   */
  form?: FormData;
  /** Told how much of a multipart body has gone out, for a progress bar of a large upload. */
  onUploadProgress?: UploadProgressListener;
  authorization: ApiAuthorization;
  signal?: AbortSignal;
}

/** The header a multipart request carries to show it comes from the portal's own script. */
export const UPLOAD_HEADER = 'x-portal-upload';

/** Thrown by a bearer request once the service has ended the session; the listeners have been told already. */
export class SessionEndedError extends Error {
  constructor() {
    super('session ended');
    this.name = 'SessionEndedError';
  }
}

export interface ApiClientOptions {
  /** Origin of the service, empty for the portal's own origin. */
  baseUrl: string;
  fetch: typeof fetch;
  tokens: TokenStore;
  /**
   * The locale the portal shows at the moment of a request, sent as Accept-Language so that what the service
   * writes for the person (e-mails, spreadsheets) is in that language; without one the browser's own list goes.
   */
  shownLocale?: () => Locale | undefined;
  /**
   * The answer of the POST /refresh-token that the portal page sent before this code ran (early-hand-over.ts), for the
   * first refresh to use instead of asking again; undefined when there is none (any more), null when it got no answer.
   */
  earlyHandOver?: () => Promise<Response | null> | undefined;
}

/**
 * Calls the service and applies the session policy of spec 000 §8 to bearer requests: a 403 ends the session;
 * a 401 is retried once with the page's token (another request may have refreshed it), then once more after a
 * token refresh, and ends the session when the refresh is refused. The refresh token is the service's httpOnly
 * cookie, which the browser sends along; the page never sees it. Requests that meet a 401 together share one
 * refresh, because presenting a spent refresh token outside the grace window revokes the whole session.
 * A request that gets no answer at all tells the connection-failed listeners and rethrows. A 500 answering
 * `{ status: "maintenance", message }` while signed in ends the session and tells the maintenance listeners the
 * message (spec 000 §8).
 */
export class ApiClient implements SessionNotices, MaintenanceNotices {
  private refreshing: Promise<boolean> | null = null;
  private userOfHandOver: { token: string; user: object } | null = null;
  private readonly sessionEndedListeners = new Set<() => void>();
  private readonly connectionFailedListeners = new Set<() => void>();
  private readonly maintenanceListeners = new Set<(message: string | null) => void>();

  constructor(private readonly options: ApiClientOptions) {}

  onSessionEnded(listener: () => void): () => void {
    this.sessionEndedListeners.add(listener);
    return () => this.sessionEndedListeners.delete(listener);
  }

  onConnectionFailed(listener: () => void): () => void {
    this.connectionFailedListeners.add(listener);
    return () => this.connectionFailedListeners.delete(listener);
  }

  onMaintenance(listener: (message: string | null) => void): () => void {
    this.maintenanceListeners.add(listener);
    return () => this.maintenanceListeners.delete(listener);
  }

  async request(request: ApiRequest): Promise<Response> {
    return this.unlessMaintenance(await this.requestWithSessionPolicy(request));
  }

  private async requestWithSessionPolicy(request: ApiRequest): Promise<Response> {
    if (request.authorization !== 'bearer') return this.send(request, authorizationHeader(request.authorization));

    // A page without a token yet (a reload, a new tab) gets one with the session cookie before its first call.
    if (!this.options.tokens.read() && !(await this.refreshUnless(null))) return this.endSession();
    const first = await this.sendWithToken(request, this.options.tokens.read());
    if (first.status !== 401) return this.unlessForbidden(first);

    const retriedWith = this.options.tokens.read();
    const retried = await this.sendWithToken(request, retriedWith);
    if (retried.status !== 401) return this.unlessForbidden(retried);

    if (!(await this.refreshUnless(retriedWith))) return this.endSession();
    const afterRefresh = await this.sendWithToken(request, this.options.tokens.read());
    if (afterRefresh.status === 401) return this.endSession();
    return this.unlessForbidden(afterRefresh);
  }

  private sendWithToken(request: ApiRequest, token: string | null): Promise<Response> {
    return this.send(request, token ? { authorization: `Bearer ${token}` } : {});
  }

  /** An access token for the browser's session (after a reload or in a new tab), or null when it holds none. */
  async resumeSession(): Promise<string | null> {
    return (await this.refreshUnless(null)) ? this.options.tokens.read() : null;
  }

  /**
   * Keeps the user a sign-in or a refresh answered beside its access token (GET /user's answer), for
   * takeUserOfHandOver; an answer without one forgets any earlier.
   */
  keepUserOfHandOver(answer: { requestToken: string; user?: unknown }): void {
    this.userOfHandOver = typeof answer.user === 'object' && answer.user !== null ? { token: answer.requestToken, user: answer.user } : null;
  }

  /**
   * The user the last sign-in or refresh answered, handed out once and only while the page still holds the access
   * token that came with it; undefined otherwise.
   */
  takeUserOfHandOver(): object | undefined {
    const delivered = this.userOfHandOver;
    this.userOfHandOver = null;
    return delivered && delivered.token === this.options.tokens.read() ? delivered.user : undefined;
  }

  private async send(request: ApiRequest, authorization: Record<string, string>): Promise<Response> {
    const headers: Record<string, string> = { accept: 'application/json', ...authorization };
    const locale = this.options.shownLocale?.();
    if (locale) headers['accept-language'] = locale;
    // The browser writes a multipart body's content type itself, with the boundary it chose.
    if (request.form) headers[UPLOAD_HEADER] = '1';
    else if (request.body !== undefined) headers['content-type'] = 'application/json';
    const send = request.form && request.onUploadProgress ? fetchWithUploadProgress(request.onUploadProgress) : this.options.fetch;
    try {
      return await send(`${this.options.baseUrl.replace(/\/$/, '')}${request.path}`, {
        method: request.method,
        headers,
        body: request.form ?? (request.body === undefined ? undefined : JSON.stringify(request.body)),
        signal: request.signal,
      });
    } catch (error) {
      // A cancelled request is the caller's choice, not a broken connection.
      if (!(error instanceof Error && error.name === 'AbortError')) this.notify(this.connectionFailedListeners);
      throw error;
    }
  }

  /**
   * Refreshes the access token unless that is already done: joins a refresh in flight, and skips refreshing when
   * the page's access token is no longer the one that was just refused. Answers whether the page holds a fresh one.
   */
  private refreshUnless(refusedToken: string | null): Promise<boolean> {
    if (this.refreshing) return this.refreshing;
    const held = this.options.tokens.read();
    if (held && held !== refusedToken) return Promise.resolve(true);
    this.refreshing = this.refresh().finally(() => {
      this.refreshing = null;
    });
    return this.refreshing;
  }

  private async refresh(): Promise<boolean> {
    const early = await this.options.earlyHandOver?.();
    const response = early ?? (await this.send({ method: 'POST', path: '/refresh-token', authorization: 'none' }, {}));
    if (!response.ok) return false;
    const answer = (await response.json().catch(() => ({}))) as { requestToken?: unknown; user?: unknown };
    if (typeof answer.requestToken !== 'string') return false;
    this.options.tokens.write(answer.requestToken);
    this.keepUserOfHandOver({ requestToken: answer.requestToken, user: answer.user });
    return true;
  }

  /** A maintenance answer ends a signed-in session; without a session the caller sees the answer as it is. */
  private async unlessMaintenance(response: Response): Promise<Response> {
    if (response.status !== 500 || !this.options.tokens.read()) return response;
    const answer = (await response
      .clone()
      .json()
      .catch(() => null)) as { status?: unknown; message?: unknown } | null;
    if (answer?.status !== 'maintenance') return response;
    const message = typeof answer.message === 'string' && answer.message !== '' ? answer.message : null;
    for (const listener of [...this.maintenanceListeners]) listener(message);
    return this.endSession();
  }

  private unlessForbidden(response: Response): Response {
    if (response.status === 403) return this.endSession();
    return response;
  }

  private endSession(): never {
    this.options.tokens.clear();
    this.notify(this.sessionEndedListeners);
    throw new SessionEndedError();
  }

  private notify(listeners: ReadonlySet<() => void>): void {
    for (const listener of [...listeners]) listener();
  }
}

function authorizationHeader(authorization: Exclude<ApiAuthorization, 'bearer'>): Record<string, string> {
  return authorization === 'none' ? {} : { authorization: authorization.basic };
}
