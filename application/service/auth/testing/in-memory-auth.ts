import type { SessionTokens } from '../../../../domain/session/session-user';
import type { Clock } from '../../shared/ports';
import type {
  AccessClaims,
  AccessTokenIssuer,
  CustomerAccessRepository,
  LoginAttempt,
  LoginFailureRepository,
  PasswordHasher,
  RefreshTokenRecord,
  RefreshTokenRepository,
  TokenSecrets,
  UserAccount,
  UserAccountRepository,
} from '../ports';

/** In-memory adapters of the auth ports, for use-case tests. */
export class ClockInMemory implements Clock {
  constructor(private current: Date) {}
  now(): Date {
    return this.current;
  }
  advance(ms: number): void {
    this.current = new Date(this.current.getTime() + ms);
  }
}

export class UserAccountRepositoryInMemory implements UserAccountRepository {
  constructor(readonly accounts: UserAccount[]) {}
  async findByUsername(username: string) {
    return this.accounts.find((account) => account.username === username);
  }
  async findById(id: string) {
    return this.accounts.find((account) => account.id === id);
  }
}

/** Stores passwords as `plain:<password>`: use-case tests check the flow, not the hashing. */
export class PasswordHasherInMemory implements PasswordHasher {
  async hash(password: string) {
    return `plain:${password}`;
  }
  async verify(hash: string, password: string) {
    return hash === `plain:${password}`;
  }
}

export class LoginFailureRepositoryInMemory implements LoginFailureRepository {
  readonly failures: (LoginAttempt & { id: string })[] = [];
  private sequence = 0;
  async begin(attempt: LoginAttempt, since: Date) {
    const earlier = this.failures.filter((failure) => failure.at >= since);
    this.sequence += 1;
    const attemptId = String(this.sequence);
    this.failures.push({ ...attempt, id: attemptId });
    const instants = (list: LoginAttempt[]) => list.map((failure) => failure.at);
    const ofAccount = earlier.filter((failure) => failure.username === attempt.username);
    return {
      attemptId,
      history: {
        account: instants(ofAccount.filter((failure) => failure.device === null)),
        device: attempt.device === null ? null : instants(ofAccount.filter((failure) => failure.device === attempt.device)),
        client: instants(earlier.filter((failure) => failure.client === attempt.client)),
      },
    };
  }
  async forget(attemptId: string) {
    this.keep((failure) => failure.id !== attemptId);
  }
  async forgive(attempt: LoginAttempt) {
    this.keep((failure) => !(failure.username === attempt.username && failure.client === attempt.client && failure.device === attempt.device));
  }
  private keep(predicate: (failure: LoginAttempt & { id: string }) => boolean) {
    this.failures.splice(0, this.failures.length, ...this.failures.filter(predicate));
  }
}

export class RefreshTokenRepositoryInMemory implements RefreshTokenRepository {
  readonly records: (RefreshTokenRecord & { tokenHash: string })[] = [];
  async insert(record: Parameters<RefreshTokenRepository['insert']>[0]) {
    this.records.push({ ...record, id: `rt${this.records.length + 1}`, spentAt: null, revokedAt: null, successor: null });
  }
  async findByHash(tokenHash: string) {
    return this.records.find((record) => record.tokenHash === tokenHash);
  }
  async spend(id: string, at: Date, successor: string) {
    const record = this.records.find((candidate) => candidate.id === id && !candidate.spentAt && !candidate.revokedAt);
    if (!record) return false;
    record.spentAt = at;
    record.successor = successor;
    return true;
  }
  async discard(tokenHash: string) {
    const index = this.records.findIndex((record) => record.tokenHash === tokenHash);
    if (index >= 0) this.records.splice(index, 1);
  }
  async spendFamily(familyId: string, at: Date) {
    for (const record of this.records) if (record.familyId === familyId && !record.spentAt) record.spentAt = at;
  }
  async revokeFamily(familyId: string, at: Date) {
    for (const record of this.records) if (record.familyId === familyId && !record.revokedAt) record.revokedAt = at;
  }
}

/** Access tokens as readable JSON, so tests can look inside. */
export class AccessTokenIssuerInMemory implements AccessTokenIssuer {
  async issue(claims: AccessClaims) {
    return JSON.stringify(claims);
  }
  async verify(token: string) {
    return JSON.parse(token) as AccessClaims;
  }
}

export class TokenSecretsInMemory implements TokenSecrets {
  private counter = 0;
  newRefreshToken() {
    this.counter += 1;
    return `refresh-${this.counter}`;
  }
  newFamilyId() {
    this.counter += 1;
    return `family-${this.counter}`;
  }
  hashRefreshToken(token: string) {
    return `hash(${token})`;
  }
  seal(tokens: SessionTokens) {
    return `sealed:${JSON.stringify(tokens)}`;
  }
  unseal(sealed: string) {
    return sealed.startsWith('sealed:') ? (JSON.parse(sealed.slice('sealed:'.length)) as SessionTokens) : undefined;
  }
  newDeviceCookie(username: string) {
    this.counter += 1;
    return `device-${this.counter}:${username}`;
  }
  deviceOf(cookie: string, username: string) {
    const [device, owner] = cookie.split(':');
    return owner === username && device ? device : null;
  }
}

export class CustomerAccessRepositoryInMemory implements CustomerAccessRepository {
  constructor(
    private readonly customers: { id: string; r3: string; isr: string | null }[],
    private readonly assignments: Record<string, string[]>,
  ) {}
  async findCustomerByCode(code: { r3: string; isr?: string | null }) {
    return this.customers.find((customer) => customer.r3 === code.r3 && (!code.isr || customer.isr === code.isr));
  }
  async assignedCustomerIds(userId: string) {
    return this.assignments[userId] ?? [];
  }
}
