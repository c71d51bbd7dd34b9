import type { HostConfig } from '../../../domain/config/host-config';
import type { SessionUser } from '../../../domain/session/session-user';
import { err, ok, type Result } from '../../../domain/shared/result';
import type { ActiveCustomer, Credentials, LoginRefusal, SessionGateway } from '../../../application/portal/session/ports';
import { CurrentUserDocument } from '../../graphql/generated/client/graphql';
import { toPickableCustomer } from '../customers/pickable-customer';
import { SessionEndedError, type ApiClient } from '../api-client';
import type { GraphqlClient } from '../graphql-client';
import type { RuntimeConfig } from '../runtime-config';

interface ErrorAnswer {
  error?: string;
  fields?: unknown;
  retryAfterSeconds?: unknown;
}

/** The SessionGateway over the service's HTTP calls (docs/http-api.md) and its GraphQL endpoint. */
export class SessionGatewayHttp implements SessionGateway {
  constructor(
    private readonly api: ApiClient,
    private readonly graphql: GraphqlClient,
    private readonly runtime: RuntimeConfig,
  ) {}

  async login(credentials: Credentials): Promise<Result<string, LoginRefusal>> {
    const response = await this.api.request({ method: 'POST', path: '/login', body: credentials, authorization: 'none' });
    if (response.ok) {
      const answer = (await response.json()) as { requestToken?: unknown; user?: unknown };
      if (typeof answer.requestToken !== 'string') throw new Error('login answered without an access token');
      this.api.keepUserOfHandOver({ requestToken: answer.requestToken, user: answer.user });
      return ok(answer.requestToken);
    }
    const answer = (await response.json().catch(() => ({}))) as ErrorAnswer;
    if (response.status === 400 && answer.error === 'required') {
      const fields = Array.isArray(answer.fields) ? answer.fields.filter((field): field is string => typeof field === 'string') : [];
      return err({ reason: 'required', fields });
    }
    if (response.status === 401) return err({ reason: 'login_failed' });
    if (response.status === 429) {
      const retryAfterSeconds = typeof answer.retryAfterSeconds === 'number' ? answer.retryAfterSeconds : 0;
      return err({ reason: 'too_many_attempts', retryAfterSeconds });
    }
    throw new Error(`login answered ${response.status}`);
  }

  resume(): Promise<string | null> {
    return this.api.resumeSession();
  }

  async logout(): Promise<void> {
    const response = await this.api.request({ method: 'POST', path: '/logout', authorization: 'none' });
    if (!response.ok) throw new Error(`logout answered ${response.status}`);
  }

  /** The user the session's sign-in or refresh just answered with, or else GET /user's answer. */
  async currentUser(): Promise<SessionUser | null> {
    const ofHandOver = this.api.takeUserOfHandOver();
    if (ofHandOver) return ofHandOver as SessionUser;
    return whileSessionLasts(async () => {
      const response = await this.api.request({ method: 'GET', path: '/user', authorization: 'bearer' });
      if (!response.ok) throw new Error(`user answered ${response.status}`);
      return (await response.json()) as SessionUser;
    });
  }

  async activeCustomer(): Promise<ActiveCustomer | null> {
    return whileSessionLasts(async () => {
      const { currentUser } = await this.graphql.request(CurrentUserDocument);
      const customer = currentUser.activeCustomer;
      return customer ? toActiveCustomer(customer) : null;
    });
  }

  async hostConfig(host: string): Promise<HostConfig | null> {
    const authorization = this.runtime.configAuthorization;
    if (!authorization) {
      console.warn('host configuration skipped: the runtime configuration has no credentials for it');
      return null;
    }
    try {
      const response = await this.api.request({
        method: 'GET',
        path: `/server/config/${encodeURIComponent(host)}`,
        authorization: { basic: authorization },
      });
      if (response.ok) return (await response.json()) as HostConfig;
      console.warn(`host configuration of ${host} answered ${response.status}`);
    } catch (error) {
      console.warn(`host configuration of ${host} could not be loaded`, error);
    }
    return null;
  }
}

function toActiveCustomer(customer: Parameters<typeof toPickableCustomer>[0]): ActiveCustomer {
  const { id: _id, ...shown } = toPickableCustomer(customer);
  return shown;
}

/** Runs a call that needs the session, answering null once the service has ended it. */
async function whileSessionLasts<T>(call: () => Promise<T | null>): Promise<T | null> {
  try {
    return await call();
  } catch (error) {
    if (error instanceof SessionEndedError) return null;
    throw error;
  }
}
