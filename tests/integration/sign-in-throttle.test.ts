import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../../infrastructure/db/seed/demo-data';
import { loginFailures } from '../../infrastructure/db/schema';
import { ENGINES, startTestServer, type TestServer } from './support/test-server';

describe.each(ENGINES)('sign-in throttling on %s', (engine) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(engine, { trustProxy: true });
  });
  afterAll(() => server.close());

  /** A sign-in from a client address, with the device cookie a browser holds, if any. */
  const login = (username: string, password: string, from: { address: string; deviceCookie?: string }) =>
    server.fetch('/login', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': from.address, ...(from.deviceCookie ? { cookie: from.deviceCookie } : {}) },
      body: JSON.stringify({ username, password }),
    });
  const failuresOf = async (username: string) => (await server.database.db.select().from(loginFailures).where(eq(loginFailures.username, username))).length;

  it('counts thirty wrong passwords sent at once one after the other: five are checked, the rest wait with Retry-After', async () => {
    const answers = await Promise.all(Array.from({ length: 30 }, () => login('marketing', 'Wrong-password1', { address: '198.51.100.30' })));
    const statuses = answers.map((answer) => answer.status);
    expect(statuses.filter((status) => status === 401)).toHaveLength(5);
    expect(statuses.filter((status) => status === 429)).toHaveLength(25);
    for (const answer of answers.filter((each) => each.status === 429)) expect(Number(answer.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(await failuresOf('marketing')).toBe(5);
  });

  it('lets a browser the user signed in with before keep signing in while the account is attacked from elsewhere', async () => {
    const first = await login('auditor', DEMO_PASSWORD, { address: '192.0.2.10' });
    expect(first.status).toBe(200);
    const cookie = first.headers.get('set-cookie') ?? '';
    expect(cookie).toMatch(/^portal_device=[^;]+;/);
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Strict/i);
    expect(cookie).toMatch(/Path=\/login/i);
    const deviceCookie = cookie.split(';')[0]!;

    for (let attempt = 0; attempt < 8; attempt += 1) await login('auditor', 'Wrong-password1', { address: `203.0.113.${attempt}` });
    expect((await login('auditor', DEMO_PASSWORD, { address: '192.0.2.11' })).status).toBe(429);
    expect((await login('auditor', DEMO_PASSWORD, { address: '192.0.2.11', deviceCookie })).status).toBe(200);
    expect((await login('guest', DEMO_PASSWORD, { address: '192.0.2.12', deviceCookie })).status).toBe(200);
  });

  it('slows an address that fails on many accounts, and only that address', async () => {
    for (const username of ['nobody1', 'nobody2', 'nobody3', 'nobody4', 'nobody5', 'nobody6']) {
      for (let attempt = 0; attempt < 4; attempt += 1) await login(username, 'Wrong-password1', { address: '198.51.100.99' });
    }
    expect((await login('salesman', DEMO_PASSWORD, { address: '198.51.100.99' })).status).toBe(429);
    expect((await login('salesman', DEMO_PASSWORD, { address: '192.0.2.20' })).status).toBe(200);
  });
});
