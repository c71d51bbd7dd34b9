import { randomUUID } from 'node:crypto';
import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { claimsOf, signInAs } from './support/session';
import { ENGINES, startTestServer, type TestServer } from './support/test-server';

const SIGNING_SECRET = 'access-token-claims-test-secret-of-enough-length';
const key = new TextEncoder().encode(SIGNING_SECRET);

/** A token signed with the service's own key, with the claims given and, unless left out, an expiry. */
function signed(claims: { sub: string; fam: string }, options: { expires: boolean }) {
  const token = new SignJWT({ fam: claims.fam, salesActiveCustCode: null }).setProtectedHeader({ alg: 'HS256' }).setSubject(claims.sub).setIssuer('dealer-portal').setIssuedAt();
  return (options.expires ? token.setExpirationTime('10m') : token).sign(key);
}

describe.each(ENGINES)('access tokens signed with the right key on %s', (engine) => {
  let server: TestServer;
  let dealer: { sub: string; fam: string };
  beforeAll(async () => {
    server = await startTestServer(engine, { signingSecret: SIGNING_SECRET });
    const claims = claimsOf((await signInAs(server, 'dealer')).requestToken);
    dealer = { sub: String(claims.sub), fam: String(claims.fam) };
  });
  afterAll(() => server.close());

  const statusWith = async (token: string) => (await server.fetch('/user', { headers: { authorization: `Bearer ${token}` } })).status;

  it('are accepted with an expiry and the session family the sign-in started', async () => {
    expect(await statusWith(await signed(dealer, { expires: true }))).toBe(200);
  });

  it('are refused without an expiry', async () => {
    expect(await statusWith(await signed(dealer, { expires: false }))).toBe(401);
  });

  it('are refused with a session family no sign-in started, or one of another user', async () => {
    expect(await statusWith(await signed({ ...dealer, fam: randomUUID() }, { expires: true }))).toBe(401);
    const admin = claimsOf((await signInAs(server, 'admin')).requestToken);
    expect(await statusWith(await signed({ ...dealer, fam: String(admin.fam) }, { expires: true }))).toBe(401);
  });

  it('are refused, not failed on, with a family that is no identifier at all', async () => {
    expect(await statusWith(await signed({ ...dealer, fam: 'not-a-family' }, { expires: true }))).toBe(401);
  });
});
