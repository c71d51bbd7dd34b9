import { judgeLoginThrottle, LOGIN_THROTTLE_POLICY } from '../../../domain/access/login-throttle';
import { err, ok, type Result } from '../../../domain/shared/result';
import type { SessionTokens } from '../../../domain/session/session-user';
import type { LoginFailureRepository, PasswordHasher, UserAccountRepository } from './ports';
import { issueSessionTokens, type SessionTokenDeps } from './issue-session-tokens';

export interface SignInDeps extends SessionTokenDeps {
  users: UserAccountRepository;
  passwords: PasswordHasher;
  loginFailures: LoginFailureRepository;
  /** A hash verified when the user name is unknown, so both failures take the same time. */
  decoyPasswordHash: string;
}

export type SignInError = 'login_failed' | 'too_many_attempts';
export type SignInOutcome = Result<SessionTokens, SignInError> & { retryAfterMs?: number };

/**
 * Signs a user in by name and password. Wrong names and wrong passwords fail alike, so the answer never tells
 * which user names exist; repeated failures pause sign-in for that name.
 */
export async function signIn(deps: SignInDeps, credentials: { username: string; password: string }): Promise<SignInOutcome> {
  const username = credentials.username.trim().toLowerCase();
  const now = deps.clock.now();
  const windowStart = new Date(now.getTime() - Math.max(LOGIN_THROTTLE_POLICY.windowMs, LOGIN_THROTTLE_POLICY.lockMs));
  const failures = await deps.loginFailures.failuresSince(username, windowStart);
  const throttle = judgeLoginThrottle(failures.map((at) => at.getTime()), now.getTime());
  if (throttle.locked) return { ...err('too_many_attempts'), retryAfterMs: throttle.retryAfterMs };

  const account = await deps.users.findByUsername(username);
  const passwordMatches = await deps.passwords.verify(account?.passwordHash ?? deps.decoyPasswordHash, credentials.password);
  if (!account || account.disabled || !passwordMatches) {
    await deps.loginFailures.record(username, now);
    return err('login_failed');
  }
  await deps.loginFailures.clear(username);
  const tokens = await issueSessionTokens(deps, {
    userId: account.id,
    familyId: deps.secrets.newFamilyId(),
    salesActiveCustCode: account.ownCustomerCode,
  });
  return ok(tokens);
}
