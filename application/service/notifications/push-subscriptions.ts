import { err, ok, type Result } from '../../../domain/shared/result';
import type { Principal } from '../auth/ports';
import type { Clock } from '../shared/ports';
import type { PushSubscriptionRepository } from './ports';
import { parsePushSubscription } from './push-subscription';

/**
 * Keeps the browser's push subscription for the signed-in user. Subscribing again from the same browser (same
 * endpoint) updates the stored keys instead of adding a second row.
 */
export async function subscribeToPush(
  deps: { pushSubscriptions: PushSubscriptionRepository; clock: Clock },
  principal: Principal,
  body: unknown,
): Promise<Result<'created' | 'updated', 'invalid_subscription'>> {
  const subscription = parsePushSubscription(body);
  if (!subscription.ok) return subscription;
  return ok(await deps.pushSubscriptions.save(principal.userId, subscription.value, deps.clock.now()));
}

/** Ends the user's subscription with this endpoint; ending one that is not there is not an error. */
export async function unsubscribeFromPush(
  deps: { pushSubscriptions: PushSubscriptionRepository },
  principal: Principal,
  body: unknown,
): Promise<Result<void, 'invalid_subscription'>> {
  const endpoint = typeof body === 'object' && body !== null ? (body as { endpoint?: unknown }).endpoint : undefined;
  if (typeof endpoint !== 'string' || endpoint === '') return err('invalid_subscription');
  await deps.pushSubscriptions.remove(principal.userId, endpoint);
  return ok(undefined);
}
