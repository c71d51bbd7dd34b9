import type { PasswordLinkGateway, PasswordResetRequestOutcome } from '../../../application/portal/profile/ports';
import { ok, refused, type Result } from '../../../domain/shared/result';
import type { ApiClient } from '../api-client';
import { fromContractUserErrors, type ContractUserError } from '../contract-user-errors';

/** The PasswordLinkGateway over the service's public password calls, sent without a session. */
export class PasswordLinkGatewayHttp implements PasswordLinkGateway {
  constructor(readonly api: ApiClient) {}

  async requestReset(login: string): Promise<PasswordResetRequestOutcome> {
    const response = await this.api.request({ method: 'POST', path: '/password/forgot', body: { login }, authorization: 'none' });
    if (response.status === 429) {
      const answer = (await response.json().catch(() => ({}))) as { retryAfterSeconds?: unknown };
      return { kind: 'too_many', retryAfterSeconds: typeof answer.retryAfterSeconds === 'number' ? answer.retryAfterSeconds : 0 };
    }
    if (!response.ok) throw new Error(`password reset request answered ${response.status}`);
    return { kind: 'accepted' };
  }

  async setPassword(token: string, password: string, confirmation: string): Promise<Result<true>> {
    const response = await this.api.request({ method: 'POST', path: '/password/set', body: { token, password, confirmation }, authorization: 'none' });
    if (response.ok) return ok(true);
    if (response.status !== 400) throw new Error(`password set answered ${response.status}`);
    const answer = (await response.json()) as { userErrors?: ContractUserError[] };
    return refused(...fromContractUserErrors(answer.userErrors ?? []));
  }
}
