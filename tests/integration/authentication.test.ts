import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REFRESH_GRACE_MS } from '../../domain/access/refresh-token-state';
import { DEMO_PASSWORD } from '../../infrastructure/db/seed/demo-data';
import { ClockAheadOfTime } from './support/clock';
import { claimsOf, postJson, refreshWith, sessionCookieLine, signInAs, tokensOf } from './support/session';
import { ENGINES, startTestServer, type TestServer } from './support/test-server';

describe.each(ENGINES)('sign-in and sessions on %s', (engine) => {
  let server: TestServer;
  const clock = new ClockAheadOfTime();
  beforeAll(async () => {
    server = await startTestServer(engine, { clock });
  });
  afterAll(() => server.close());

  it('signs a demo dealer in and answers the user with the own customer active', async () => {
    const tokens = await signInAs(server, 'dealer');
    const response = await server.fetch('/user', { headers: { authorization: `Bearer ${tokens.requestToken}` } });
    const user = await response.json();
    expect(response.status).toBe(200);
    expect(user).toMatchObject({ username: 'dealer', name: 'Budi Santoso', hasCustCode: true, salesActiveCustCode: '0000100001', roles: ['dealer'] });
    expect(user.scopes).toContain('page.catalog');
    expect(user.scopes).not.toContain('menu.change-cust');
    expect(claimsOf(tokens.requestToken)).toMatchObject({ salesActiveCustCode: '0000100001', sub: user.id });
  });

  it('answers a sign-in with the user its access token speaks for, as GET /user answers it', async () => {
    const signedIn = await postJson(server, '/login', { username: 'dealer', password: DEMO_PASSWORD });
    const { requestToken, user } = (await signedIn.json()) as { requestToken: string; user: unknown };
    const asked = await server.fetch('/user', { headers: { authorization: `Bearer ${requestToken}` } });

    expect(user).toEqual(await asked.json());
    expect(user).toMatchObject({ username: 'dealer', salesActiveCustCode: '0000100001' });
  });

  it('answers the same failure for an unknown user name and a wrong password', async () => {
    const unknown = await postJson(server, '/login', { username: 'nobody', password: 'Whatever1' });
    const wrong = await postJson(server, '/login', { username: 'marketing', password: 'Wrong-password1' });
    expect([unknown.status, wrong.status]).toEqual([401, 401]);
    expect(await unknown.json()).toEqual({ error: 'login_failed' });
    expect(await wrong.json()).toEqual({ error: 'login_failed' });
  });

  it('refuses a sign-in without user name or password', async () => {
    const response = await postJson(server, '/login', { username: ' ', password: '' });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ error: 'required', fields: ['username', 'password'] });
  });

  it('pauses sign-in for a user name after five failures, even with the right password', async () => {
    for (let attempt = 0; attempt < 5; attempt += 1) {
      expect((await postJson(server, '/login', { username: 'guest', password: 'Wrong-password1' })).status).toBe(401);
    }
    const locked = await postJson(server, '/login', { username: 'guest', password: 'Portal2026!' });
    expect(locked.status).toBe(429);
    expect(Number(locked.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await signInAs(server, 'auditor')).requestToken).toBeTruthy();
  });

  it('rotates refresh tokens: each works once and the new pair works', async () => {
    const first = await signInAs(server, 'dealer');
    const rotated = await refreshWith(server, first.refreshToken);
    expect(rotated.status).toBe(200);
    const second = await tokensOf(rotated);
    expect(second.refreshToken).not.toBe(first.refreshToken);
    const user = await server.fetch('/user', { headers: { authorization: `Bearer ${second.requestToken}` } });
    expect(user.status).toBe(200);
    const third = await refreshWith(server, second.refreshToken);
    expect(third.status).toBe(200);
  });

  it('answers a refresh with the user its new access token speaks for, as GET /user answers it', async () => {
    const signedIn = await signInAs(server, 'dealer');
    const rotated = await refreshWith(server, signedIn.refreshToken);
    const { requestToken, user } = (await rotated.json()) as { requestToken: string; user: unknown };
    const asked = await server.fetch('/user', { headers: { authorization: `Bearer ${requestToken}` } });

    expect(user).toEqual(await asked.json());
    expect(user).toMatchObject({ username: 'dealer', salesActiveCustCode: '0000100001' });
  });

  it('revokes the whole family when a spent refresh token is presented again', async () => {
    const stolen = await signInAs(server, 'multico');
    const legitimate = await tokensOf(await refreshWith(server, stolen.refreshToken));
    clock.advance(REFRESH_GRACE_MS);
    const replay = await refreshWith(server, stolen.refreshToken);
    expect(replay.status).toBe(401);
    expect((await refreshWith(server, legitimate.refreshToken)).status).toBe(401);
    expect((await server.fetch('/user', { headers: { authorization: `Bearer ${legitimate.requestToken}` } })).status).toBe(401);
  });

  it('answers ten refreshes with one token at the same moment (several tabs) with one new pair, and keeps the session', async () => {
    const tokens = await signInAs(server, 'dealer');
    const answers = await Promise.all(Array.from({ length: 10 }, () => refreshWith(server, tokens.refreshToken)));
    expect(answers.map((answer) => answer.status)).toEqual(Array(10).fill(200));
    const pairs = await Promise.all(answers.map(tokensOf));
    expect(new Set(pairs.map((pair) => pair.refreshToken)).size).toBe(1);
    expect(new Set(pairs.map((pair) => pair.requestToken)).size).toBe(1);
    expect((await server.fetch('/user', { headers: { authorization: `Bearer ${pairs[0]!.requestToken}` } })).status).toBe(200);
    expect((await refreshWith(server, pairs[0]!.refreshToken)).status).toBe(200);
  });

  it('answers a token presented again within the grace window with the same pair, and revokes the family after it', async () => {
    const tokens = await signInAs(server, 'dealer');
    const first = await tokensOf(await refreshWith(server, tokens.refreshToken));
    const again = await refreshWith(server, tokens.refreshToken);
    expect(again.status).toBe(200);
    expect(await tokensOf(again)).toEqual(first);
    clock.advance(REFRESH_GRACE_MS);
    expect((await refreshWith(server, tokens.refreshToken)).status).toBe(401);
    expect((await server.fetch('/user', { headers: { authorization: `Bearer ${first.requestToken}` } })).status).toBe(401);
  });

  it('ends the session on logout: the access and the refresh token stop working', async () => {
    const tokens = await signInAs(server, 'salesman');
    const logout = await server.fetch('/logout', { method: 'POST', headers: { cookie: `portal_session=${tokens.refreshToken}` } });
    expect(logout.status).toBe(204);
    expect(sessionCookieLine(logout)).toMatch(/^portal_session=;.*Max-Age=0/);
    expect((await server.fetch('/user', { headers: { authorization: `Bearer ${tokens.requestToken}` } })).status).toBe(401);
    expect((await refreshWith(server, tokens.refreshToken)).status).toBe(401);
  });

  it('keeps the refresh token out of the answer body, in a cookie no script reads and no other site sends', async () => {
    const login = await postJson(server, '/login', { username: 'dealer', password: DEMO_PASSWORD });
    const cookie = sessionCookieLine(login) ?? '';
    const body = JSON.stringify(await login.json());
    expect(Object.keys(JSON.parse(body))).toEqual(['requestToken', 'user']);
    expect(body).not.toContain(cookie.split(';')[0]!.split('=')[1]);
    expect(cookie).toMatch(/; HttpOnly/);
    expect(cookie).toMatch(/; SameSite=Strict/);
    expect(cookie).toMatch(/; Path=\/(;|$)/);
  });

  it('refuses to rotate a session for a page of another site, and leaves that session working', async () => {
    const tokens = await signInAs(server, 'dealer');
    const foreign = await refreshWith(server, tokens.refreshToken, { origin: 'https://attacker.example' });
    expect(foreign.status).toBe(401);
    const own = await refreshWith(server, tokens.refreshToken, { origin: `http://127.0.0.1:${server.port}` });
    expect(own.status).toBe(200);
    expect(await refreshWith(server, '')).toHaveProperty('status', 401);
  });

  it('rejects forged and missing bearer tokens', async () => {
    const tokens = await signInAs(server, 'dealer');
    const [header, payload] = tokens.requestToken.split('.');
    const forged = `${header}.${payload}.${'A'.repeat(43)}`;
    expect((await server.fetch('/user', { headers: { authorization: `Bearer ${forged}` } })).status).toBe(401);
    expect((await server.fetch('/user')).status).toBe(401);
    expect((await postJson(server, '/graphql', { query: '{ currentUser { id } }' })).status).toBe(401);
  });
});
