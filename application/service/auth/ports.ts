import type { Scope } from '../../../domain/access/scopes';
import type { CustomerCode } from '../../../domain/session/session-user';

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
  verify(hash: string, password: string): Promise<boolean>;
}

export interface RefreshTokenRecord {
  id: string;
  familyId: string;
  userId: string;
  activeCustomerCode: string | null;
  expiresAt: Date;
  spentAt: Date | null;
  revokedAt: Date | null;
}

export interface RefreshTokenRepository {
  insert(record: { tokenHash: string; familyId: string; userId: string; activeCustomerCode: string | null; issuedAt: Date; expiresAt: Date }): Promise<void>;
  findByHash(tokenHash: string): Promise<RefreshTokenRecord | undefined>;
  /** Marks the token spent unless it already was; false when another request spent it first. */
  spend(id: string, at: Date): Promise<boolean>;
  /** Spends every live token of the family, so only the tokens issued next are usable. */
  spendFamily(familyId: string, at: Date): Promise<void>;
  revokeFamily(familyId: string, at: Date): Promise<void>;
}

export interface LoginFailureRepository {
  failuresSince(username: string, since: Date): Promise<Date[]>;
  record(username: string, at: Date): Promise<void>;
  clear(username: string): Promise<void>;
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
