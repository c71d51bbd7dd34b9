import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RESET_LINK_LIFETIME_MS } from '../../domain/user-administration/password-link';
import { users } from '../../infrastructure/db/schema';
import { DEMO_PASSWORD } from '../../infrastructure/db/seed/demo-data';
import { ClockAheadOfTime } from './support/clock';
import { gql } from './support/invoicing';
import { mailTo, passwordLinkToken } from './support/outbox';
import { postJson, signInAs } from './support/session';
import { ENGINES, startTestServer, type TestServer } from './support/test-server';

const PROFILE = `query { ownProfile { name email phone phoneCountryCode languageId sendEmail sendEmailWarranty } }`;
const UPDATE_PROFILE = `mutation Update($profile: OwnProfileInput!) { updateProfileUser(profile: $profile) { message { status } userErrors { field message } profile { phone } } }`;

describe.each(ENGINES)('password reset and own profile on %s', (engine) => {
  let server: TestServer;
  const clock = new ClockAheadOfTime();
  const outbox = mkdtempSync(join(tmpdir(), 'password-outbox-'));

  beforeAll(async () => {
    server = await startTestServer(engine, { clock, mail: { outboxFolder: outbox }, trustProxy: true });
  });
  afterAll(async () => {
    await server.close();
    rmSync(outbox, { recursive: true, force: true });
  });

  let clientNumber = 0;
  /** A reset request, each from a client address of its own unless one is given, so the rate limit stays out of the way. */
  const forgot = (login: string, host = 'localhost', address = `192.0.2.${++clientNumber}`) =>
    server.fetch('/password/forgot', { method: 'POST', host, headers: { 'content-type': 'application/json', 'x-forwarded-for': address }, body: JSON.stringify({ login }) });
  const setPassword = (token: string, password: string) => postJson(server, '/password/set', { token, password, confirmation: password });

  it('answers alike whether or not the account exists, and mails only a real account', async () => {
    const known = await forgot('multico');
    const unknown = await forgot('nobody-here');
    expect([known.status, unknown.status]).toEqual([202, 202]);
    expect(await known.text()).toBe(await unknown.text());
    const text = await mailTo(outbox, 'rina@gowesgroup.example');
    // Rina reads the portal in Indonesian: the mail is written in her language.
    expect(text).toContain('mengatur ulang kata sandi');
    expect(text).toContain('/id-id/set-password#token=');
    expect(readdirSync(outbox).filter((name) => name.endsWith('.eml'))).toHaveLength(1);
  });

  it('sends nothing on a host that does not offer the reset', async () => {
    await forgot('usdealer', '127.0.0.1');
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(readdirSync(outbox).filter((name) => name.endsWith('.eml'))).toHaveLength(1);
  });

  it('sets a new password once through the link; the link cannot be used again', async () => {
    await forgot('dealer');
    const token = passwordLinkToken(await mailTo(outbox, 'budi@sepedajaya.example'));
    expect((await setPassword(token, 'Saddle2026')).status).toBe(200);
    expect((await postJson(server, '/login', { username: 'dealer', password: 'Saddle2026' })).status).toBe(200);
    const again = await setPassword(token, 'Saddle2027');
    expect(again.status).toBe(400);
    expect((await postJson(server, '/login', { username: 'dealer', password: 'Saddle2027' })).status).toBe(401);
  });

  it('refuses a link after it expires, and an older link once a newer one was sent', async () => {
    await forgot('salesman');
    const older = passwordLinkToken(await mailTo(outbox, 'andi@velocita.example'));
    await new Promise((resolve) => setTimeout(resolve, 20));
    await forgot('andi@velocita.example');
    // The second mail goes out through the job queue: look again every 100 ms, for up to ten seconds.
    let newer = older;
    for (let attempt = 0; newer === older && attempt < 100; attempt++) {
      if (attempt > 0) await new Promise((resolve) => setTimeout(resolve, 100));
      newer = passwordLinkToken(await mailTo(outbox, 'andi@velocita.example'));
    }
    expect(newer).not.toBe(older);
    expect((await setPassword(older, 'Chain2026x')).status).toBe(400);
    clock.advance(RESET_LINK_LIFETIME_MS);
    const expired = await setPassword(newer, 'Chain2026x');
    expect(await expired.json()).toEqual({ userErrors: [{ field: ['token'], message: 'password_link_invalid', values: [] }] });
    expect((await postJson(server, '/login', { username: 'salesman', password: 'Chain2026x' })).status).toBe(401);
  });

  it('lets a user change their phone, stored with +62, and their password under the rules', async () => {
    const token = (await signInAs(server, 'guest')).requestToken;
    const profile = (await gql<{ ownProfile: Record<string, unknown> }>(server, token, PROFILE, {}, 'localhost')).data!.ownProfile;
    expect(profile).toMatchObject({ name: 'Product Guest', phone: '', phoneCountryCode: '+62' });
    const base = { name: 'Product Guest', email: 'guest@velocita.example', languageId: 'en-us', sendEmail: true, sendEmailWarranty: false, currentPassword: '', newPassword: '', confirmation: '' };
    const update = async (changes: Record<string, string>) => (await gql<{ updateProfileUser: { message: { status: boolean }; userErrors: { field: string[]; message: string }[]; profile: { phone: string } | null } }>(server, token, UPDATE_PROFILE, { profile: { ...base, phone: '', ...changes } }, 'localhost')).data!.updateProfileUser;

    expect((await update({ phone: '0812-555' })).userErrors).toEqual([{ field: ['phone'], message: 'must_be_numeric_with_max_digits' }]);
    expect((await update({ phone: '0812555', newPassword: 'lowercase1', confirmation: 'lowercase1', currentPassword: DEMO_PASSWORD })).userErrors).toEqual([{ field: ['newPassword'], message: 'pass_should_contain_upp_and_lower' }]);
    expect((await update({ phone: '0812555', newPassword: 'Brakes2026', confirmation: 'Brakes2027', currentPassword: DEMO_PASSWORD })).userErrors).toEqual([{ field: ['confirmation'], message: 'confirmation_must_match' }]);
    expect((await update({ phone: '0812555', newPassword: 'Brakes2026', confirmation: 'Brakes2026', currentPassword: 'wrong' })).userErrors).toEqual([{ field: ['currentPassword'], message: 'current_password_incorrect' }]);
    expect((await update({ email: 'maya@velocita.example' })).userErrors).toEqual([{ field: ['email'], message: 'email_already_exists' }]);

    const saved = await update({ phone: '0812555', newPassword: 'Brakes2026', confirmation: 'Brakes2026', currentPassword: DEMO_PASSWORD });
    expect(saved).toMatchObject({ message: { status: true }, userErrors: [], profile: { phone: '0812555' } });
    const [row] = await server.database.db.select({ phone: users.phone }).from(users).where(eq(users.username, 'guest'));
    expect(row!.phone).toBe('+62812555');
    expect((await postJson(server, '/login', { username: 'guest', password: 'Brakes2026' })).status).toBe(200);
  });

  it('takes five reset requests from one client address within the window and answers the sixth 429 with Retry-After, other addresses unaffected', async () => {
    const answers = [];
    for (let request = 0; request < 6; request++) answers.push(await forgot('nobody-here', 'localhost', '198.51.100.77'));
    expect(answers.map((answer) => answer.status)).toEqual([202, 202, 202, 202, 202, 429]);
    const limited = answers[5]!;
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(await limited.json()).toMatchObject({ error: 'too_many_password_requests' });
    expect((await forgot('nobody-here', 'localhost', '198.51.100.78')).status).toBe(202);
  });
});
