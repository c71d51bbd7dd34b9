import { afterEach, describe, expect, it, vi } from 'vitest';
import { EXAMPLE_SUBSCRIPTION, PushGatewayInMemory, PushServiceInMemory } from './testing/push.in-memory';
import { createSubscribeToPush } from './subscribe-to-push';

const notice = { title: 'Successfully subscribed!', body: 'You successfully subscribed to our Notification service!' };

afterEach(() => {
  vi.restoreAllMocks();
});

describe('subscribe to push', () => {
  it('given permission was granted, then it subscribes, stores the subscription and confirms', async () => {
    const push = new PushServiceInMemory('granted');
    const gateway = new PushGatewayInMemory();

    expect(await createSubscribeToPush({ push, gateway })(notice)).toBe('subscribed');

    expect(push.asked).toBe(0);
    expect(push.subscribedWith).toEqual(['vapid-public-key']);
    expect(gateway.saved).toEqual([EXAMPLE_SUBSCRIPTION]);
    expect(push.shown).toEqual([notice]);
  });

  it('given permission was denied, then it does nothing', async () => {
    const push = new PushServiceInMemory('denied');
    const gateway = new PushGatewayInMemory();

    expect(await createSubscribeToPush({ push, gateway })(notice)).toBe('denied');

    expect(push.asked).toBe(0);
    expect(gateway.saved).toEqual([]);
  });

  it('given the person was not asked yet, then it asks and subscribes on a grant only', async () => {
    const granting = new PushServiceInMemory('default', 'granted');
    const refusing = new PushServiceInMemory('default', 'denied');

    expect(await createSubscribeToPush({ push: granting, gateway: new PushGatewayInMemory() })(notice)).toBe('subscribed');
    expect(await createSubscribeToPush({ push: refusing, gateway: new PushGatewayInMemory() })(notice)).toBe('denied');

    expect(granting.asked).toBe(1);
    expect(refusing.subscribedWith).toEqual([]);
  });

  it('does nothing where the browser cannot, and reports a failed subscription without confirming it', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const unsupported = new PushServiceInMemory('granted', 'granted', false);
    const push = new PushServiceInMemory('granted');

    expect(await createSubscribeToPush({ push: unsupported, gateway: new PushGatewayInMemory() })(notice)).toBe('unsupported');
    expect(await createSubscribeToPush({ push, gateway: new PushGatewayInMemory(new Error('400')) })(notice)).toBe('failed');
    expect(push.shown).toEqual([]);
  });
});
