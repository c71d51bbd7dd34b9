import type { Clock } from '../../shared/ports';
import type {
  AccessClaims,
  AccessTokenIssuer,
  CustomerAccessRepository,
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
  readonly failures: { username: string; at: Date }[] = [];
  async failuresSince(username: string, since: Date) {
    return this.failures.filter((failure) => failure.username === username && failure.at >= since).map((failure) => failure.at);
  }
  async record(username: string, at: Date) {
    this.failures.push({ username, at });
  }
  async clear(username: string) {
    this.failures.splice(0, this.failures.length, ...this.failures.filter((failure) => failure.username !== username));
  }
}

export class RefreshTokenRepositoryInMemory implements RefreshTokenRepository {
  readonly records: (RefreshTokenRecord & { tokenHash: string })[] = [];
  async insert(record: Parameters<RefreshTokenRepository['insert']>[0]) {
    this.records.push({ ...record, id: `rt${this.records.length + 1}`, spentAt: null, revokedAt: null });
  }
  async findByHash(tokenHash: string) {
    return this.records.find((record) => record.tokenHash === tokenHash);
  }
  async spend(id: string, at: Date) {
    const record = this.records.find((candidate) => candidate.id === id && !candidate.spentAt && !candidate.revokedAt);
    if (!record) return false;
    record.spentAt = at;
    return true;
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
