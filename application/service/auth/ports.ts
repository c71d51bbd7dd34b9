import type { Scope } from '../../../domain/access/scopes';
import type { CustomerCode, SessionTokens } from '../../../domain/session/session-user';

export interface UserAccount {
  id: string;
  username: string;
  passwordHash: string;
  disabled: boolean;
  /** The r3 code of the dealer's own customer; the session acts for it by default. */
  ownCustomerCode: string | null;
}

export interface UserAccountRepository {
  findByUsername(username: string): Promise<UserAccount | undefined>;
  findById(id: string): Promise<UserAccount | undefined>;
}

export interface PasswordHasher {
  hash(password: string): Promise<string>;
  /** Whether the password matches; throws {@link PasswordCheckBusy} when too many checks are already waiting. */
  verify(hash: string, password: string): Promise<boolean>;
}

/** Password checks are memory-hard and bounded in number: this one was refused rather than queued. */
export class PasswordCheckBusy extends Error {
  constructor() {
    super('too many password checks waiting');
  }
}

export interface RefreshTokenRecord {
  id: string;
  familyId: string;
  userId: string;
  activeCustomerCode: string | null;
  expiresAt: Date;
  spentAt: Date | null;
  revokedAt: Date | null;
  /** The pair this token was exchanged for, sealed (TokenSecrets.seal); null while unspent or when spent without one. */
  successor: string | null;
}

export interface RefreshTokenRepository {
  insert(record: { tokenHash: string; familyId: string; userId: string; activeCustomerCode: string | null; issuedAt: Date; expiresAt: Date }): Promise<void>;
  findByHash(tokenHash: string): Promise<RefreshTokenRecord | undefined>;
  /**
   * Marks the token spent, with the sealed pair it was exchanged for, unless it already was spent or revoked;
   * false when another request spent it first.
   */
  spend(id: string, at: Date, successor: string): Promise<boolean>;
  /** Removes a token that was stored but never handed out (its request lost the race to rotate). */
  discard(tokenHash: string): Promise<void>;
  /** Spends every live token of the family, so only the tokens issued next are usable. */
  spendFamily(familyId: string, at: Date): Promise<void>;
  revokeFamily(familyId: string, at: Date): Promise<void>;
}

/** One sign-in attempt: the account it names, the client address it came from and its known browser, if any. */
export interface LoginAttempt {
  username: string;
  client: string;
  device: string | null;
  at: Date;
}

/** The failures an attempt is judged by, each an instant; see domain/access/login-throttle.ts. */
export interface LoginFailureHistory {
  account: Date[];
  device: Date[] | null;
  client: Date[];
}

/**
 * Failed sign-ins, counted in the database so every instance of the service sees the same counts. An attempt is
 * recorded as a failure before its password is checked, atomically with reading the failures before it, so
 * attempts sent at once are counted one after the other instead of all passing the check together.
 */
export interface LoginFailureRepository {
  /** Records the attempt as a failure; answers its id and the earlier failures since `since` that concern it. */
  begin(attempt: LoginAttempt, since: Date): Promise<{ attemptId: string; history: LoginFailureHistory }>;
  /** Removes the attempt: it was refused before its password was checked. */
  forget(attemptId: string): Promise<void>;
  /** After a success: the account's failures from this client address and browser are forgiven, others stay. */
  forgive(attempt: LoginAttempt): Promise<void>;
}

export interface AccessClaims {
  userId: string;
  familyId: string;
  salesActiveCustCode: string | null;
}

export interface AccessTokenIssuer {
  issue(claims: AccessClaims): Promise<string>;
  /** The claims of a genuine, unexpired token; undefined otherwise. */
  verify(token: string): Promise<AccessClaims | undefined>;
}

/** Creates opaque refresh tokens and family ids, and the hash under which a token is stored. */
export interface TokenSecrets {
  newRefreshToken(): string;
  newFamilyId(): string;
  hashRefreshToken(token: string): string;
  /** The pair in a form only this service can read back, to keep beside the token it replaced. */
  seal(tokens: SessionTokens): string;
  /** The pair a seal holds, or undefined when it was not made by this service. */
  unseal(sealed: string): SessionTokens | undefined;
  /** A new device cookie: proof that this browser signed in as this user. */
  newDeviceCookie(username: string): string;
  /** The device a cookie names, when this service made it for this user; null otherwise. */
  deviceOf(cookie: string, username: string): string | null;
}

/** Who is calling, as every guarded operation sees it. */
export interface Principal {
  userId: string;
  username: string;
  familyId: string;
  scopes: Scope[];
  roles: string[];
  limitation: string | null;
  ownCustomerId: string | null;
  activeCustomerCode: string | null;
}

export interface PrincipalRepository {
  /** The principal behind valid claims, or undefined when the user is disabled or the token family revoked. */
  load(claims: AccessClaims): Promise<Principal | undefined>;
}

export interface CustomerAccessRepository {
  /** Customer id, codes and access facts for the customer with this r3 (or isr) code. */
  findCustomerByCode(code: CustomerCode | { r3: string; isr?: string | null }): Promise<{ id: string; r3: string } | undefined>;
  assignedCustomerIds(userId: string): Promise<string[]>;
}
