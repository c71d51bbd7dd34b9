import { beforeEach, describe, expect, it } from 'vitest';
import { refused } from '../../../domain/shared/result';
import { userError } from '../../../domain/shared/user-error';
import { REFRESH_GRACE_MS } from '../../../domain/access/refresh-token-state';
import { changeCustomer } from './change-customer';
import type { Principal } from './ports';
import { refreshSession } from './refresh-session';
import { BUSY_RETRY_AFTER_MS, signIn } from './sign-in';
import { PasswordCheckBusy } from './ports';
import { signOut } from './sign-out';
import {
  AccessTokenIssuerInMemory,
  ClockInMemory,
  CustomerAccessRepositoryInMemory,
  LoginFailureRepositoryInMemory,
  PasswordHasherInMemory,
  RefreshTokenRepositoryInMemory,
  TokenSecretsInMemory,
  UserAccountRepositoryInMemory,
} from './testing/in-memory-auth';

function givenAPortal() {
  const clock = new ClockInMemory(new Date('2026-11-21T10:00:00Z'));
  return {
    clock,
    users: new UserAccountRepositoryInMemory([
      { id: 'u-dealer', username: 'dealer', passwordHash: 'plain:Secret123', disabled: false, ownCustomerCode: '0000100001' },
      { id: 'u-sales', username: 'salesman', passwordHash: 'plain:Secret123', disabled: false, ownCustomerCode: null },
      { id: 'u-gone', username: 'former', passwordHash: 'plain:Secret123', disabled: true, ownCustomerCode: null },
    ]),
    passwords: new PasswordHasherInMemory(),
    loginFailures: new LoginFailureRepositoryInMemory(),
    refreshTokens: new RefreshTokenRepositoryInMemory(),
    accessTokens: new AccessTokenIssuerInMemory(),
    secrets: new TokenSecretsInMemory(),
    customers: new CustomerAccessRepositoryInMemory(
      [
        { id: 'c1', r3: '0000100001', isr: null },
        { id: 'c2', r3: '0000100002', isr: 'I000000002' },
        { id: 'c3', r3: '0000100003', isr: null },
      ],
      { 'u-sales': ['c2'] },
    ),
    decoyPasswordHash: 'plain:never-matches',
  };
}

/** An attempt from an unknown browser at the office's address. */
const OFFICE = { client: '203.0.113.7', deviceCookie: null };

describe('sign-in', () => {
  let portal: ReturnType<typeof givenAPortal>;
  beforeEach(() => {
    portal = givenAPortal();
  });

  const signedIn = async (username: string, password = 'Secret123', origin: { client: string; deviceCookie: string | null } = OFFICE) => {
    const outcome = await signIn(portal, { username, password }, origin);
    if (!outcome.ok) throw new Error(`sign-in of ${username} failed: ${outcome.error}`);
    return outcome.value;
  };
  const failTimes = async (count: number, origin: { client: string; deviceCookie: string | null } = OFFICE, username = 'dealer') => {
    for (let attempt = 0; attempt < count; attempt += 1) await signIn(portal, { username, password: 'nope' }, origin);
  };

  it('given a dealer, when signing in, then the token acts for the own customer and the browser gets a device cookie', async () => {
    const { tokens, deviceCookie } = await signedIn(' Dealer ');
    expect(JSON.parse(tokens.requestToken)).toMatchObject({ userId: 'u-dealer', salesActiveCustCode: '0000100001' });
    expect(portal.refreshTokens.records).toHaveLength(1);
    expect(portal.secrets.deviceOf(deviceCookie, 'dealer')).not.toBeNull();
  });

  it('given a disabled account, when signing in with the right password, then it fails like a wrong password', async () => {
    expect(await signIn(portal, { username: 'former', password: 'Secret123' }, OFFICE)).toEqual({ ok: false, error: 'login_failed' });
  });

  it('given five failures from unknown browsers, when signing in correctly from another, then it waits a minute, and longer after each further failure', async () => {
    await failTimes(5, { client: '198.51.100.1', deviceCookie: null });
    expect(await signIn(portal, { username: 'dealer', password: 'Secret123' }, OFFICE)).toMatchObject({ ok: false, error: 'too_many_attempts', retryAfterMs: 60_000 });
    portal.clock.advance(60_000);
    await failTimes(1, { client: '198.51.100.1', deviceCookie: null });
    expect(await signIn(portal, { username: 'dealer', password: 'Secret123' }, OFFICE)).toMatchObject({ ok: false, error: 'too_many_attempts', retryAfterMs: 120_000 });
    portal.clock.advance(120_000);
    expect((await signIn(portal, { username: 'dealer', password: 'Secret123' }, OFFICE)).ok).toBe(true);
  });

  it('given a browser the dealer signed in with before, when the account is under attack, then that browser still signs in', async () => {
    const { deviceCookie } = await signedIn('dealer');
    await failTimes(30, { client: '198.51.100.1', deviceCookie: null });
    expect((await signIn(portal, { username: 'dealer', password: 'Secret123' }, OFFICE)).ok).toBe(false);
    const known = await signIn(portal, { username: 'dealer', password: 'Secret123' }, { client: '192.0.2.50', deviceCookie });
    expect(known.ok && known.value.deviceCookie).toBe(deviceCookie);
  });

  it('given a device cookie of another user, when signing in, then the browser counts as unknown', async () => {
    const { deviceCookie } = await signedIn('salesman');
    await failTimes(5, { client: '198.51.100.1', deviceCookie: null });
    expect(await signIn(portal, { username: 'dealer', password: 'Secret123' }, { client: '192.0.2.50', deviceCookie })).toMatchObject({ error: 'too_many_attempts' });
  });

  it('given one address failing on many accounts, when it tries another, then it waits, while other addresses do not', async () => {
    for (const username of ['guess1', 'guess2', 'guess3', 'guess4', 'guess5', 'guess6']) await failTimes(4, { client: '198.51.100.9', deviceCookie: null }, username);
    expect(await signIn(portal, { username: 'salesman', password: 'Secret123' }, { client: '198.51.100.9', deviceCookie: null })).toMatchObject({ error: 'too_many_attempts' });
    expect((await signIn(portal, { username: 'salesman', password: 'Secret123' }, { client: '192.0.2.50', deviceCookie: null })).ok).toBe(true);
  });

  it('given failures from this browser and from elsewhere, when it signs in, then only its own are forgiven', async () => {
    await failTimes(2);
    await failTimes(2, { client: '198.51.100.1', deviceCookie: null });
    await signedIn('dealer');
    expect(portal.loginFailures.failures.map((failure) => failure.client)).toEqual(Array(2).fill('198.51.100.1'));
  });

  it('given attempts refused while paused, then they add no failure of their own', async () => {
    await failTimes(5);
    await failTimes(10);
    expect(portal.loginFailures.failures).toHaveLength(5);
  });

  it('given every password check is taken, when signing in, then it is refused as busy and counts as no failure', async () => {
    const busy = { ...portal, passwords: { hash: portal.passwords.hash, verify: async () => Promise.reject(new PasswordCheckBusy()) } };
    expect(await signIn(busy, { username: 'dealer', password: 'Secret123' }, OFFICE)).toMatchObject({ ok: false, error: 'busy', retryAfterMs: BUSY_RETRY_AFTER_MS });
    expect(portal.loginFailures.failures).toHaveLength(0);
  });
});

describe('refresh and sign-out', () => {
  it('given a spent refresh token, when it is presented again within the grace window, then it answers the same pair', async () => {
    const portal = givenAPortal();
    const first = await signIn(portal, { username: 'dealer', password: 'Secret123' }, OFFICE);
    if (!first.ok) throw new Error('sign-in failed');
    const second = await refreshSession(portal, first.value.tokens.refreshToken);
    portal.clock.advance(REFRESH_GRACE_MS - 1);
    expect(await refreshSession(portal, first.value.tokens.refreshToken)).toEqual(second);
    expect(portal.refreshTokens.records.some((record) => record.revokedAt)).toBe(false);
  });

  it('given a spent refresh token, when it is presented again after the grace window, then the family is revoked', async () => {
    const portal = givenAPortal();
    const first = await signIn(portal, { username: 'dealer', password: 'Secret123' }, OFFICE);
    if (!first.ok) throw new Error('sign-in failed');
    const second = await refreshSession(portal, first.value.tokens.refreshToken);
    expect(second.ok).toBe(true);
    portal.clock.advance(REFRESH_GRACE_MS);
    expect(await refreshSession(portal, first.value.tokens.refreshToken)).toEqual({ ok: false, error: 'invalid_refresh_token' });
    if (!second.ok) return;
    expect(await refreshSession(portal, second.value.refreshToken)).toEqual({ ok: false, error: 'invalid_refresh_token' });
    expect(portal.refreshTokens.records.every((record) => record.revokedAt)).toBe(true);
  });

  it('given an expired refresh token, when it is presented, then it is refused without revoking', async () => {
    const portal = givenAPortal();
    const first = await signIn(portal, { username: 'dealer', password: 'Secret123' }, OFFICE);
    if (!first.ok) throw new Error('sign-in failed');
    portal.clock.advance(31 * 24 * 60 * 60_000);
    expect(await refreshSession(portal, first.value.tokens.refreshToken)).toEqual({ ok: false, error: 'invalid_refresh_token' });
    expect(portal.refreshTokens.records[0]?.revokedAt).toBeNull();
  });

  it('given a session, when signing out, then its refresh token no longer works', async () => {
    const portal = givenAPortal();
    const first = await signIn(portal, { username: 'dealer', password: 'Secret123' }, OFFICE);
    if (!first.ok) throw new Error('sign-in failed');
    await signOut(portal, { refreshToken: first.value.tokens.refreshToken });
    expect((await refreshSession(portal, first.value.tokens.refreshToken)).ok).toBe(false);
  });
});

describe('change customer', () => {
  const salesman: Principal = {
    userId: 'u-sales', username: 'salesman', familyId: 'family-x', scopes: ['menu.change-cust'], roles: ['salesman'],
    limitation: null, ownCustomerId: null, activeCustomerCode: null,
  };

  it('given an assigned customer, when changing to it, then new tokens carry its r3 code', async () => {
    const portal = givenAPortal();
    const outcome = await changeCustomer(portal, salesman, { r3: '0000100002', isr: 'I000000002' });
    expect(outcome.ok && JSON.parse(outcome.value.requestToken)).toMatchObject({ salesActiveCustCode: '0000100002', familyId: 'family-x' });
  });

  it('given a customer outside the assignment, when changing to it, then it is refused and no token is issued', async () => {
    const portal = givenAPortal();
    expect(await changeCustomer(portal, salesman, { r3: '0000100003' })).toEqual(refused(userError('custCode', 'failed_change_customer')));
    expect(await changeCustomer(portal, salesman, { r3: '9999' })).toEqual(refused(userError('custCode', 'customer_not_found')));
    expect(portal.refreshTokens.records).toHaveLength(0);
  });

  it('given a user without menu.change-cust, when changing even to the own customer, then it is refused', async () => {
    const portal = givenAPortal();
    const dealer = { ...salesman, userId: 'u-dealer', scopes: ['page.catalog'], ownCustomerId: 'c1' };
    expect((await changeCustomer(portal, dealer, { r3: '0000100001' })).ok).toBe(false);
  });
});
