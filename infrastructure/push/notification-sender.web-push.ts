import webpush from 'web-push';
import type { NotificationMessage, NotificationSender, PushSubscription } from '../../application/service/notifications/ports';

export interface VapidKeys {
  publicKey: string;
  privateKey: string;
}

/** Status codes with which a push service says the subscription no longer exists. */
const GONE_STATUSES = new Set([404, 410]);
/** How long a push service keeps an undelivered notification: one day. */
const TIME_TO_LIVE_SECONDS = 24 * 60 * 60;

type SendNotification = typeof webpush.sendNotification;

/** A new VAPID key pair (P-256), as base64url strings. */
export function generateVapidKeys(): VapidKeys {
  const { publicKey, privateKey } = webpush.generateVAPIDKeys();
  return { publicKey, privateKey };
}

/** Reads a key pair stored as JSON, refusing anything that is not one. */
export function parseVapidKeys(stored: string): VapidKeys {
  const parsed = JSON.parse(stored) as Partial<VapidKeys>;
  if (typeof parsed.publicKey !== 'string' || typeof parsed.privateKey !== 'string') throw new Error('stored VAPID keys are malformed');
  return { publicKey: parsed.publicKey, privateKey: parsed.privateKey };
}

/**
 * Sends push notifications through the Web Push protocol (RFC 8030) with VAPID (RFC 8292): the payload is
 * encrypted for the browser (aes128gcm, RFC 8291) and signed with the service's key pair.
 */
export class NotificationSenderWebPush implements NotificationSender {
  constructor(
    private readonly vapid: VapidKeys & { subject: string },
    private readonly sendNotification: SendNotification = webpush.sendNotification.bind(webpush),
  ) {}

  async send(subscription: PushSubscription, message: NotificationMessage): Promise<'delivered' | 'gone'> {
    try {
      await this.sendNotification(
        { endpoint: subscription.endpoint, expirationTime: subscription.expirationTime, keys: subscription.keys },
        JSON.stringify(message),
        { vapidDetails: this.vapid, TTL: TIME_TO_LIVE_SECONDS, contentEncoding: 'aes128gcm' },
      );
      return 'delivered';
    } catch (error) {
      if (error instanceof webpush.WebPushError && GONE_STATUSES.has(error.statusCode)) return 'gone';
      throw error;
    }
  }
}
