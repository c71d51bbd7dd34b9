import { describe, expect, it } from 'vitest';
import { ClockInMemory } from '../auth/testing/in-memory-auth';
import { givenPrincipal } from '../shared/testing/principals';
import { notifyUser } from './notify-user';
import type { PushSubscription } from './ports';
import { parsePushSubscription } from './push-subscription';
import { subscribeToPush, unsubscribeFromPush } from './push-subscriptions';
import { NotificationSenderInMemory, PushSubscriptionRepositoryInMemory } from './testing/in-memory-notifications';

/** A browser's key: 0x04 and 64 bytes of coordinates; and a 16-byte auth secret. */
const P256DH = Buffer.concat([Buffer.from([4]), Buffer.alloc(64, 7)]).toString('base64url');
const AUTH = Buffer.alloc(16, 9).toString('base64url');

function subscription(endpoint: string): PushSubscription {
  return { endpoint, expirationTime: null, keys: { p256dh: P256DH, auth: AUTH } };
}

describe('push subscription shape', () => {
  it('takes the JSON a browser sends', () => {
    expect(parsePushSubscription({ endpoint: 'https://push.example/send/abc', expirationTime: null, keys: { p256dh: P256DH, auth: AUTH } })).toEqual({
      ok: true,
      value: subscription('https://push.example/send/abc'),
    });
  });

  it.each([
    ['no body', undefined],
    ['an array', []],
    ['no keys', { endpoint: 'https://push.example/a' }],
    ['a plain http endpoint', { endpoint: 'http://push.example/a', keys: { p256dh: P256DH, auth: AUTH } }],
    ['an endpoint that is no URL', { endpoint: 'push service', keys: { p256dh: P256DH, auth: AUTH } }],
    ['credentials in the endpoint', { endpoint: 'https://user:pw@push.example/a', keys: { p256dh: P256DH, auth: AUTH } }],
    ['an endpoint too long', { endpoint: `https://push.example/${'a'.repeat(2100)}`, keys: { p256dh: P256DH, auth: AUTH } }],
    ['a short key', { endpoint: 'https://push.example/a', keys: { p256dh: AUTH, auth: AUTH } }],
    ['a compressed key', { endpoint: 'https://push.example/a', keys: { p256dh: Buffer.alloc(65, 2).toString('base64url'), auth: AUTH } }],
    ['a key that is not base64url', { endpoint: 'https://push.example/a', keys: { p256dh: `${P256DH.slice(0, -1)}!`, auth: AUTH } }],
    ['a negative expiration', { endpoint: 'https://push.example/a', expirationTime: -1, keys: { p256dh: P256DH, auth: AUTH } }],
    ['an expiration as text', { endpoint: 'https://push.example/a', expirationTime: 'soon', keys: { p256dh: P256DH, auth: AUTH } }],
  ])('refuses %s', (_case, body) => {
    expect(parsePushSubscription(body)).toEqual({ ok: false, error: 'invalid_subscription' });
  });
});

describe('subscribing', () => {
  function givenSubscriptions() {
    return { pushSubscriptions: new PushSubscriptionRepositoryInMemory(), clock: new ClockInMemory(new Date('2026-11-22T09:00:00Z')) };
  }

  it('given a browser subscribing twice, when stored, then one row remains with the latest keys', async () => {
    const deps = givenSubscriptions();
    expect(await subscribeToPush(deps, givenPrincipal(), subscription('https://push.example/1'))).toEqual({ ok: true, value: 'created' });
    const renewed = { ...subscription('https://push.example/1'), expirationTime: 1_900_000_000_000 };
    expect(await subscribeToPush(deps, givenPrincipal(), renewed)).toEqual({ ok: true, value: 'updated' });
    expect(deps.pushSubscriptions.rows).toHaveLength(1);
    expect(deps.pushSubscriptions.rows[0]).toMatchObject({ userId: 'u-dealer', expirationTime: 1_900_000_000_000 });
  });

  it('given an invalid subscription, when subscribing, then nothing is stored', async () => {
    const deps = givenSubscriptions();
    expect(await subscribeToPush(deps, givenPrincipal(), { endpoint: 'https://push.example/1' })).toEqual({ ok: false, error: 'invalid_subscription' });
    expect(deps.pushSubscriptions.rows).toHaveLength(0);
  });

  it("given another user's subscription, when unsubscribing from its endpoint, then it stays", async () => {
    const deps = givenSubscriptions();
    await subscribeToPush(deps, givenPrincipal({ userId: 'u-other' }), subscription('https://push.example/1'));
    expect(await unsubscribeFromPush(deps, givenPrincipal(), { endpoint: 'https://push.example/1' })).toEqual({ ok: true, value: undefined });
    expect(deps.pushSubscriptions.rows).toHaveLength(1);
    await unsubscribeFromPush(deps, givenPrincipal({ userId: 'u-other' }), { endpoint: 'https://push.example/1' });
    expect(deps.pushSubscriptions.rows).toHaveLength(0);
  });
});

describe('notify user', () => {
  async function givenUserWithBrowsers(sender: NotificationSenderInMemory) {
    const pushSubscriptions = new PushSubscriptionRepositoryInMemory();
    const at = new Date('2026-11-22T09:00:00Z');
    for (const endpoint of ['https://push.example/laptop', 'https://push.example/phone', 'https://push.example/old']) {
      await pushSubscriptions.save('u-dealer', subscription(endpoint), at);
    }
    await pushSubscriptions.save('u-other', subscription('https://push.example/someone-else'), at);
    return { pushSubscriptions, notifications: sender };
  }

  it('given a user with two browsers, when notified, then both get the message and nobody else does', async () => {
    const sender = new NotificationSenderInMemory();
    const deps = await givenUserWithBrowsers(sender);
    const message = { title: 'Order shipped', body: 'Order 4711 left the warehouse', url: '/order' };
    expect(await notifyUser(deps, 'u-dealer', message)).toEqual({ delivered: 3, removed: 0, failed: 0 });
    expect(sender.sent.map((item) => item.endpoint).sort()).toEqual(['https://push.example/laptop', 'https://push.example/old', 'https://push.example/phone']);
    expect(sender.sent.every((item) => item.message === message)).toBe(true);
  });

  it('given a subscription the push service says is gone, when notified, then it is forgotten and the others still get the message', async () => {
    const sender = new NotificationSenderInMemory({ gone: ['https://push.example/old'] });
    const deps = await givenUserWithBrowsers(sender);
    expect(await notifyUser(deps, 'u-dealer', { title: 'Hello', body: 'World' })).toEqual({ delivered: 2, removed: 1, failed: 0 });
    expect((await deps.pushSubscriptions.forUser('u-dealer')).map((item) => item.endpoint)).not.toContain('https://push.example/old');
  });

  it('given a push service failing for one browser, when notified, then that subscription is kept for the next try', async () => {
    const sender = new NotificationSenderInMemory({ failing: ['https://push.example/phone'] });
    const deps = await givenUserWithBrowsers(sender);
    expect(await notifyUser(deps, 'u-dealer', { title: 'Hello', body: 'World' })).toEqual({ delivered: 2, removed: 0, failed: 1 });
    expect(await deps.pushSubscriptions.forUser('u-dealer')).toHaveLength(3);
  });

  it('given a user without subscriptions, when notified, then nothing is sent', async () => {
    const sender = new NotificationSenderInMemory();
    expect(await notifyUser({ pushSubscriptions: new PushSubscriptionRepositoryInMemory(), notifications: sender }, 'u-dealer', { title: 'a', body: 'b' })).toEqual({
      delivered: 0,
      removed: 0,
      failed: 0,
    });
    expect(sender.sent).toHaveLength(0);
  });
});
