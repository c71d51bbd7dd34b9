import { createECDH, randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notifyUser } from '../../application/service/notifications/notify-user';
import { NotificationSenderInMemory } from '../../application/service/notifications/testing/in-memory-notifications';
import { pushSubscriptions, serviceSecrets, users } from '../../infrastructure/db/schema';
import { signInAs } from './support/session';
import { ENGINES, startTestServer, type TestServer } from './support/test-server';

function browserSubscription(endpoint = `https://push.example/send/${randomBytes(8).toString('hex')}`) {
  const browser = createECDH('prime256v1');
  browser.generateKeys();
  return { endpoint, expirationTime: null, keys: { p256dh: browser.getPublicKey().toString('base64url'), auth: randomBytes(16).toString('base64url') } };
}

describe.each(ENGINES)('push notification subscriptions on %s', (engine) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(engine);
  });
  afterAll(() => server.close());

  const send = (method: 'POST' | 'DELETE', token: string | undefined, body: unknown) =>
    server.fetch('/notification/subscriptions', {
      method,
      headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
      body: typeof body === 'string' ? body : JSON.stringify(body),
    });
  const rowsOf = (endpoint: string) => server.database.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.endpoint, endpoint));
  const userIdOf = async (username: string) => (await server.database.db.select({ id: users.id }).from(users).where(eq(users.username, username)))[0]!.id;

  it('answers the VAPID public key generated on first start and kept in the database', async () => {
    const { publicKey } = (await (await server.fetch('/notification/vapid-public-key')).json()) as { publicKey: string };
    expect(Buffer.from(publicKey, 'base64url')).toHaveLength(65);
    const [stored] = await server.database.db.select().from(serviceSecrets).where(eq(serviceSecrets.name, 'web-push-vapid-keys'));
    expect(JSON.parse(stored!.value)).toMatchObject({ publicKey });
  });

  it('stores a subscription once per endpoint: subscribing again updates it', async () => {
    const { requestToken } = await signInAs(server, 'usdealer');
    const subscription = browserSubscription();
    const first = await send('POST', requestToken, subscription);
    expect(first.status).toBe(201);
    expect(await first.json()).toEqual({ status: 'subscribed' });
    const renewed = { ...browserSubscription(subscription.endpoint), expirationTime: 1_900_000_000_000 };
    expect((await send('POST', requestToken, renewed)).status).toBe(200);
    const rows = await rowsOf(subscription.endpoint);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ userId: await userIdOf('usdealer'), p256dh: renewed.keys.p256dh, auth: renewed.keys.auth, expirationTime: 1_900_000_000_000 });
  });

  it.each([
    ['not JSON', '{'],
    ['no keys', { endpoint: 'https://push.example/send/x' }],
    ['a plain http endpoint', { ...browserSubscription(), endpoint: 'http://push.example/send/x' }],
    ['a short key', { endpoint: 'https://push.example/send/x', keys: { p256dh: 'abc', auth: 'abc' } }],
  ])('refuses a subscription with %s and stores nothing', async (_case, body) => {
    const { requestToken } = await signInAs(server, 'dealer');
    const before = (await server.database.db.select().from(pushSubscriptions)).length;
    const response = await send('POST', requestToken, body);
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ error: 'invalid_subscription' });
    expect(await server.database.db.select().from(pushSubscriptions)).toHaveLength(before);
  });

  it('asks for a signed-in user to subscribe or unsubscribe', async () => {
    expect((await send('POST', undefined, browserSubscription())).status).toBe(401);
    expect((await send('DELETE', undefined, { endpoint: 'https://push.example/send/x' })).status).toBe(401);
    expect((await send('POST', 'forged.token.value', browserSubscription())).status).toBe(401);
  });

  it("unsubscribes the user's own endpoint only", async () => {
    const dealer = await signInAs(server, 'dealer');
    const multico = await signInAs(server, 'multico');
    const subscription = browserSubscription();
    await send('POST', dealer.requestToken, subscription);
    expect((await send('DELETE', multico.requestToken, { endpoint: subscription.endpoint })).status).toBe(204);
    expect(await rowsOf(subscription.endpoint)).toHaveLength(1);
    expect((await send('DELETE', dealer.requestToken, { endpoint: subscription.endpoint })).status).toBe(204);
    expect(await rowsOf(subscription.endpoint)).toHaveLength(0);
    expect((await send('DELETE', dealer.requestToken, {})).status).toBe(400);
  });

  it('notifies every browser of a user through the stored subscriptions and forgets the gone ones', async () => {
    const { requestToken } = await signInAs(server, 'salesman');
    const laptop = browserSubscription();
    const phone = browserSubscription();
    await send('POST', requestToken, laptop);
    await send('POST', requestToken, phone);
    const sender = new NotificationSenderInMemory({ gone: [phone.endpoint] });
    const outcome = await notifyUser({ pushSubscriptions: server.services.pushSubscriptions, notifications: sender }, await userIdOf('salesman'), {
      title: 'Successfully subscribed!',
      body: 'You successfully subscribed to our Notification service!',
    });
    expect(outcome).toEqual({ delivered: 1, removed: 1, failed: 0 });
    expect(sender.sent.map((item) => item.endpoint)).toEqual([laptop.endpoint]);
    expect(await rowsOf(phone.endpoint)).toHaveLength(0);
  });
});
