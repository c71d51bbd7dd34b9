import type { HostConfig } from '../../../domain/config/host-config';
import type { CustomerCode, SessionUser } from '../../../domain/session/session-user';
import type { Result } from '../../../domain/shared/result';

export interface Credentials {
  username: string;
  password: string;
}

/** Why the service refused a sign-in, as POST /login answers it. */
export type LoginRefusal =
  | { reason: 'required'; fields: string[] }
  | { reason: 'login_failed' }
  | { reason: 'too_many_attempts'; retryAfterSeconds: number };

/** The customer a session acts for, as the customer chip's details panel shows it. */
export interface ActiveCustomer {
  name: string;
  code: CustomerCode;
  phone: string | null;
  address: string | null;
  city: string | null;
  email: string | null;
  /** The group of the customer's first area, if any. */
  customerGroup: string | null;
}

/**
 * What the portal asks the service about the session and the host. The refresh token never reaches the portal: the
 * service keeps it in an httpOnly cookie (docs/adr/0005-keeping-session-tokens.md); the portal holds access tokens.
 */
export interface SessionGateway {
  /** Signs in and answers the new session's access token. */
  login(credentials: Credentials): Promise<Result<string, LoginRefusal>>;
  /** An access token for the session the browser already holds (a reload, a new tab), or null when it holds none. */
  resume(): Promise<string | null>;
  /** Ends the browser's session on the service: its refresh token's family is revoked. */
  logout(): Promise<void>;
  /** The signed-in user, or null when the service no longer accepts the session. */
  currentUser(): Promise<SessionUser | null>;
  /** The customer the session acts for, or null when it acts for none. */
  activeCustomer(): Promise<ActiveCustomer | null>;
  /** The host's configuration, or null when it could not be loaded (the portal then goes on without it). */
  hostConfig(host: string): Promise<HostConfig | null>;
}

/**
 * Where this page keeps its access token, and what every tab of the browser learns about whose session the browser
 * holds, so that a tab notices another tab signing out, signing in as someone else or switching customer.
 */
export interface TokenStore {
  read(): string | null;
  write(requestToken: string): void;
  clear(): void;
  /** Whose session the browser holds, as the last tab to receive a token or sign out left it; null when signed out. */
  holder(): AccessTokenClaims | null;
}

/** What an access token says about the session it was issued for. */
export interface AccessTokenClaims {
  userId: string;
  salesActiveCustCode: string | null;
}

/** Reads the claims of an access token without checking its signature: the service does that on every call. */
export interface TokenDecoder {
  decode(requestToken: string): AccessTokenClaims | null;
}

/** Events the transport learns about while calling the service; each subscription answers its unsubscribe. */
export interface SessionNotices {
  /** The service ended the session (403, or a 401 that a refresh could not cure). */
  onSessionEnded(listener: () => void): () => void;
  /** A call got no answer at all. */
  onConnectionFailed(listener: () => void): () => void;
}
