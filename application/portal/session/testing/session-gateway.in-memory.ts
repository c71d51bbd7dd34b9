import type { HostConfig } from '../../../../domain/config/host-config';
import type { SessionUser } from '../../../../domain/session/session-user';
import { err, ok, type Result } from '../../../../domain/shared/result';
import { inMemoryAccessToken } from './token-decoder.in-memory';
import type { ActiveCustomer, Credentials, LoginRefusal, SessionGateway } from '../ports';

export interface InMemoryAccount {
  password: string;
  user: SessionUser;
  activeCustomer?: ActiveCustomer;
}

/** A SessionGateway over a fixed set of accounts, holding one session at a time as the browser's cookie would. */
export class SessionGatewayInMemory implements SessionGateway {
  /** How many times the portal ended the browser's session on the service. */
  logouts = 0;
  private signedIn: InMemoryAccount | null;

  constructor(
    private readonly accounts: readonly InMemoryAccount[],
    private readonly options: { hostConfig?: HostConfig; refusal?: LoginRefusal; signedInAs?: string } = {},
  ) {
    this.signedIn = accounts.find((account) => account.user.username === options.signedInAs) ?? null;
  }

  async login(credentials: Credentials): Promise<Result<string, LoginRefusal>> {
    if (this.options.refusal) return err(this.options.refusal);
    const account = this.accounts.find((candidate) => candidate.user.username === credentials.username);
    if (!account || account.password !== credentials.password) return err({ reason: 'login_failed' });
    this.signedIn = account;
    return ok(this.accessTokenOf(account));
  }

  async resume(): Promise<string | null> {
    return this.signedIn ? this.accessTokenOf(this.signedIn) : null;
  }

  async logout(): Promise<void> {
    this.logouts += 1;
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

  private accessTokenOf(account: InMemoryAccount): string {
    return inMemoryAccessToken({ userId: account.user.id, salesActiveCustCode: account.user.salesActiveCustCode });
  }
}
