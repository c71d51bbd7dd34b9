import type { PushGateway, PushService } from './ports';

/** The notification shown once subscribed, in the person's language. */
export interface SubscribedNotice {
  title: string;
  body: string;
}

export type PushSubscriptionOutcome = 'subscribed' | 'denied' | 'unsupported' | 'failed';

/**
 * Subscribes the browser to push notifications (spec 000 §2.11): when permission is granted it subscribes; when
 * denied it does nothing; when not decided it asks and subscribes on a grant. Once subscribed it shows the
 * confirmation notification.
 */
export type SubscribeToPush = (notice: SubscribedNotice) => Promise<PushSubscriptionOutcome>;

export function createSubscribeToPush(deps: { push: PushService; gateway: PushGateway }): SubscribeToPush {
  return async (notice) => {
    if (!deps.push.supported()) return 'unsupported';
    let permission = deps.push.permission();
    if (permission === 'denied') return 'denied';
    try {
      if (permission === 'default') permission = await deps.push.requestPermission();
      if (permission !== 'granted') return 'denied';
      const subscription = await deps.push.subscribe(await deps.gateway.vapidPublicKey());
      await deps.gateway.saveSubscription(subscription);
      await deps.push.showNotification(notice.title, notice.body);
      return 'subscribed';
    } catch (error) {
      console.warn('push subscription failed', error);
      return 'failed';
    }
  };
}
