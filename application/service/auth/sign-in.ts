import { judgeSignInAttempt, LOGIN_THROTTLE_POLICY } from '../../../domain/access/login-throttle';
import { err, ok, type Result } from '../../../domain/shared/result';
import type { SessionTokens } from '../../../domain/session/session-user';
import { PasswordCheckBusy, type LoginAttempt, type LoginFailureRepository, type PasswordHasher, type UserAccountRepository } from './ports';
import { issueSessionTokens, type SessionTokenDeps } from './issue-session-tokens';

export interface SignInDeps extends SessionTokenDeps {
  users: UserAccountRepository;
  passwords: PasswordHasher;
  loginFailures: LoginFailureRepository;
  /** A hash verified when the user name is unknown, so both failures take the same time. */
  decoyPasswordHash: string;
}

/** Where an attempt comes from: the client address, and the device cookie the browser holds, if any. */
export interface SignInOrigin {
  client: string;
  deviceCookie: string | null;
}

export type SignInError = 'login_failed' | 'too_many_attempts' | 'busy';
export type SignInOutcome = Result<{ tokens: SessionTokens; deviceCookie: string }, SignInError> & { retryAfterMs?: number };

/** How long a client is asked to wait when every password check is taken. */
export const BUSY_RETRY_AFTER_MS = 1000;

const LONGEST_WINDOW_MS = Math.max(...Object.values(LOGIN_THROTTLE_POLICY).map((limits) => limits.windowMs));

/**
 * Signs a user in by name and password. Wrong names and wrong passwords fail alike, so the answer never tells
 * which user names exist. Failures slow further attempts on the account from unknown browsers, from the same
 * known browser, and from the same client address, with growing pauses; a browser that signed in as the user
 * before keeps its own count, so an attack on an account does not lock its owner out. A success hands the
 * browser a device cookie that makes it known from then on.
 */
export async function signIn(deps: SignInDeps, credentials: { username: string; password: string }, origin: SignInOrigin): Promise<SignInOutcome> {
  const username = credentials.username.trim().toLowerCase();
  const now = deps.clock.now();
  const device = origin.deviceCookie ? deps.secrets.deviceOf(origin.deviceCookie, username) : null;
  const attempt: LoginAttempt = { username, client: origin.client, device, at: now };
  const { attemptId, history } = await deps.loginFailures.begin(attempt, new Date(now.getTime() - LONGEST_WINDOW_MS));
  const instants = (dates: Date[]) => dates.map((at) => at.getTime());
  const throttle = judgeSignInAttempt({ account: instants(history.account), device: history.device && instants(history.device), client: instants(history.client) }, now.getTime());
  if (throttle.locked) {
    await deps.loginFailures.forget(attemptId);
    return { ...err('too_many_attempts'), retryAfterMs: throttle.retryAfterMs };
  }

  const account = await deps.users.findByUsername(username);
  const passwordMatches = await checkPassword(deps, account?.passwordHash ?? deps.decoyPasswordHash, credentials.password);
  if (passwordMatches === 'busy') {
    await deps.loginFailures.forget(attemptId);
    return { ...err('busy'), retryAfterMs: BUSY_RETRY_AFTER_MS };
  }
  if (!account || account.disabled || !passwordMatches) return err('login_failed');

  await deps.loginFailures.forgive(attempt);
  const tokens = await issueSessionTokens(deps, { userId: account.id, familyId: deps.secrets.newFamilyId(), salesActiveCustCode: account.ownCustomerCode });
  return ok({ tokens, deviceCookie: device && origin.deviceCookie ? origin.deviceCookie : deps.secrets.newDeviceCookie(username) });
}

async function checkPassword(deps: SignInDeps, hash: string, password: string): Promise<boolean | 'busy'> {
  try {
    return await deps.passwords.verify(hash, password);
  } catch (failure) {
    if (failure instanceof PasswordCheckBusy) return 'busy';
    throw failure;
  }
}
