import type { HostConfig } from '../../../../domain/config/host-config';
import type { SessionTokens, SessionUser } from '../../../../domain/session/session-user';
import { err, ok, type Result } from '../../../../domain/shared/result';
import { inMemoryAccessToken } from './token-decoder.in-memory';
import type { ActiveCustomer, Credentials, LoginRefusal, SessionGateway } from '../ports';

export interface InMemoryAccount {
  password: string;
  user: SessionUser;
  activeCustomer?: ActiveCustomer;
}

/** A SessionGateway over a fixed set of accounts, holding one session at a time. */
export class SessionGatewayInMemory implements SessionGateway {
  /** Refresh tokens the portal asked to revoke, oldest first. */
  readonly revokedRefreshTokens: string[] = [];
  private signedIn: InMemoryAccount | null;
  private issued = 0;

  constructor(
    private readonly accounts: readonly InMemoryAccount[],
    private readonly options: { hostConfig?: HostConfig; refusal?: LoginRefusal; signedInAs?: string } = {},
  ) {
    this.signedIn = accounts.find((account) => account.user.username === options.signedInAs) ?? null;
  }

  async login(credentials: Credentials): Promise<Result<SessionTokens, LoginRefusal>> {
    if (this.options.refusal) return err(this.options.refusal);
    const account = this.accounts.find((candidate) => candidate.user.username === credentials.username);
    if (!account || account.password !== credentials.password) return err({ reason: 'login_failed' });
    this.signedIn = account;
    this.issued += 1;
    return ok({
      requestToken: inMemoryAccessToken({ userId: account.user.id, salesActiveCustCode: account.user.salesActiveCustCode }),
      refreshToken: `refresh-${this.issued}`,
    });
  }

  async logout(refreshToken: string): Promise<void> {
    this.revokedRefreshTokens.push(refreshToken);
    this.signedIn = null;
  }

  async currentUser(): Promise<SessionUser | null> {
    return this.signedIn?.user ?? null;
  }

  async activeCustomer(): Promise<ActiveCustomer | null> {
    return this.signedIn?.activeCustomer ?? null;
  }

  async hostConfig(): Promise<HostConfig | null> {
    return this.options.hostConfig ?? null;
  }
}
