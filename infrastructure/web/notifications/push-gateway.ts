import type { PushGateway, PushSubscriptionJson } from '../../../application/portal/notifications/ports';
import type { ApiClient } from '../api-client';

/** The PushGateway over GET /notification/vapid-public-key and POST /notification/subscriptions. */
export class PushGatewayHttp implements PushGateway {
  constructor(private readonly api: ApiClient) {}

  async vapidPublicKey(): Promise<string> {
    const response = await this.api.request({ method: 'GET', path: '/notification/vapid-public-key', authorization: 'none' });
    const answer = (await response.json().catch(() => ({}))) as { publicKey?: unknown };
    if (!response.ok || typeof answer.publicKey !== 'string') throw new Error(`vapid public key answered ${response.status}`);
    return answer.publicKey;
  }

  async saveSubscription(subscription: PushSubscriptionJson): Promise<void> {
    const response = await this.api.request({ method: 'POST', path: '/notification/subscriptions', body: subscription, authorization: 'bearer' });
    if (!response.ok) throw new Error(`push subscription answered ${response.status}`);
  }
}
