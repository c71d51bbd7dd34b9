import { beforeEach, describe, expect, it } from 'vitest';
import { changeCustomer } from './change-customer';
import type { Principal } from './ports';
import { refreshSession } from './refresh-session';
import { signIn } from './sign-in';
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

describe('sign-in', () => {
  let portal: ReturnType<typeof givenAPortal>;
  beforeEach(() => {
    portal = givenAPortal();
  });

  it('given a dealer, when signing in, then the token acts for the own customer', async () => {
    const outcome = await signIn(portal, { username: ' Dealer ', password: 'Secret123' });
    expect(outcome.ok).toBe(true);
    if (!outcome.ok) return;
    expect(JSON.parse(outcome.value.requestToken)).toMatchObject({ userId: 'u-dealer', salesActiveCustCode: '0000100001' });
    expect(portal.refreshTokens.records).toHaveLength(1);
  });

  it('given a disabled account, when signing in with the right password, then it fails like a wrong password', async () => {
    expect(await signIn(portal, { username: 'former', password: 'Secret123' })).toEqual({ ok: false, error: 'login_failed' });
  });

  it('given five failures, when signing in correctly, then sign-in is paused until the lock ends', async () => {
    for (let attempt = 0; attempt < 5; attempt += 1) await signIn(portal, { username: 'dealer', password: 'nope' });
    const paused = await signIn(portal, { username: 'dealer', password: 'Secret123' });
    expect(paused).toMatchObject({ ok: false, error: 'too_many_attempts', retryAfterMs: 15 * 60_000 });
    portal.clock.advance(15 * 60_000);
    expect((await signIn(portal, { username: 'dealer', password: 'Secret123' })).ok).toBe(true);
    expect(portal.loginFailures.failures).toHaveLength(0);
  });
});

describe('refresh and sign-out', () => {
  it('given a spent refresh token, when it is presented again, then the family is revoked', async () => {
    const portal = givenAPortal();
    const first = await signIn(portal, { username: 'dealer', password: 'Secret123' });
    if (!first.ok) throw new Error('sign-in failed');
    const second = await refreshSession(portal, first.value.refreshToken);
    expect(second.ok).toBe(true);
    expect(await refreshSession(portal, first.value.refreshToken)).toEqual({ ok: false, error: 'invalid_refresh_token' });
    if (!second.ok) return;
    expect(await refreshSession(portal, second.value.refreshToken)).toEqual({ ok: false, error: 'invalid_refresh_token' });
    expect(portal.refreshTokens.records.every((record) => record.revokedAt)).toBe(true);
  });

  it('given an expired refresh token, when it is presented, then it is refused without revoking', async () => {
    const portal = givenAPortal();
    const first = await signIn(portal, { username: 'dealer', password: 'Secret123' });
    if (!first.ok) throw new Error('sign-in failed');
    portal.clock.advance(31 * 24 * 60 * 60_000);
    expect(await refreshSession(portal, first.value.refreshToken)).toEqual({ ok: false, error: 'invalid_refresh_token' });
    expect(portal.refreshTokens.records[0]?.revokedAt).toBeNull();
  });

  it('given a session, when signing out, then its refresh token no longer works', async () => {
    const portal = givenAPortal();
    const first = await signIn(portal, { username: 'dealer', password: 'Secret123' });
    if (!first.ok) throw new Error('sign-in failed');
    await signOut(portal, { refreshToken: first.value.refreshToken });
    expect((await refreshSession(portal, first.value.refreshToken)).ok).toBe(false);
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
    expect(await changeCustomer(portal, salesman, { r3: '0000100003' })).toEqual({ ok: false, error: 'failed_change_customer' });
    expect(await changeCustomer(portal, salesman, { r3: '9999' })).toEqual({ ok: false, error: 'customer_not_found' });
    expect(portal.refreshTokens.records).toHaveLength(0);
  });

  it('given a user without menu.change-cust, when changing even to the own customer, then it is refused', async () => {
    const portal = givenAPortal();
    const dealer = { ...salesman, userId: 'u-dealer', scopes: ['page.catalog'], ownCustomerId: 'c1' };
    expect((await changeCustomer(portal, dealer, { r3: '0000100001' })).ok).toBe(false);
  });
});
