import { createECDH, randomBytes } from 'node:crypto';
import webpush from 'web-push';
import { describe, expect, it } from 'vitest';
import { generateVapidKeys, NotificationSenderWebPush, parseVapidKeys } from './notification-sender.web-push';

function browserSubscription() {
  const browser = createECDH('prime256v1');
  browser.generateKeys();
  return {
    endpoint: 'https://push.example/send/abc',
    expirationTime: null,
    keys: { p256dh: browser.getPublicKey().toString('base64url'), auth: randomBytes(16).toString('base64url') },
  };
}

describe('NotificationSenderWebPush', () => {
  const vapid = { ...generateVapidKeys(), subject: 'mailto:webmaster@dealer-portal.example' };

  it('generates keys that web-push accepts for an encrypted, VAPID-signed request', () => {
    const details = webpush.generateRequestDetails(browserSubscription(), JSON.stringify({ title: 'Hi', body: 'There' }), { vapidDetails: vapid, contentEncoding: 'aes128gcm' });
    expect(details.headers).toMatchObject({ 'Content-Encoding': 'aes128gcm' });
    expect(String(details.headers.Authorization)).toMatch(new RegExp(`^vapid t=.+, k=${vapid.publicKey}$`));
    expect(details.body).toBeInstanceOf(Buffer);
  });

  it('keeps a key pair through its stored form', () => {
    expect(parseVapidKeys(JSON.stringify(vapid))).toEqual({ publicKey: vapid.publicKey, privateKey: vapid.privateKey });
    expect(() => parseVapidKeys('{"publicKey":1}')).toThrow(/malformed/);
  });

  it('sends the message as JSON with the VAPID details and a time to live', async () => {
    const calls: unknown[][] = [];
    const sender = new NotificationSenderWebPush(vapid, (async (...args: unknown[]) => {
      calls.push(args);
      return { statusCode: 201, body: '', headers: {} };
    }) as never);
    const subscription = browserSubscription();
    expect(await sender.send(subscription, { title: 'Order shipped', body: 'Order 4711' })).toBe('delivered');
    expect(calls[0]?.[1]).toBe('{"title":"Order shipped","body":"Order 4711"}');
    expect(calls[0]?.[2]).toMatchObject({ vapidDetails: vapid, TTL: 86400 });
  });

  it.each([404, 410])('reports a subscription gone when the push service answers %i', async (statusCode) => {
    const sender = new NotificationSenderWebPush(vapid, (async () => {
      throw new webpush.WebPushError('gone', statusCode, {}, '', 'https://push.example/send/abc');
    }) as never);
    expect(await sender.send(browserSubscription(), { title: 'a', body: 'b' })).toBe('gone');
  });

  it('passes other failures on', async () => {
    const sender = new NotificationSenderWebPush(vapid, (async () => {
      throw new webpush.WebPushError('busy', 503, {}, '', 'https://push.example/send/abc');
    }) as never);
    await expect(sender.send(browserSubscription(), { title: 'a', body: 'b' })).rejects.toThrow('busy');
  });
});
