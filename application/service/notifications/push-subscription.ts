import { err, ok, type Result } from '../../../domain/shared/result';
import type { PushSubscription } from './ports';

/** Longest endpoint accepted; push services use a few hundred characters. */
export const MAX_ENDPOINT_LENGTH = 2048;
/** An uncompressed P-256 public key: 0x04 followed by two 32-byte coordinates. */
const P256DH_BYTES = 65;
/** The authentication secret of RFC 8291. */
const AUTH_BYTES = 16;
const BASE64URL = /^[A-Za-z0-9_-]+={0,2}$/;

function decodedLength(value: unknown): number | undefined {
  if (typeof value !== 'string' || !BASE64URL.test(value)) return undefined;
  return Buffer.from(value, 'base64url').length;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function httpsUrl(value: unknown): string | undefined {
  if (typeof value !== 'string' || value.length > MAX_ENDPOINT_LENGTH) return undefined;
  try {
    const url = new URL(value);
    return url.protocol === 'https:' && url.hostname !== '' && !url.username && !url.password ? value : undefined;
  } catch {
    return undefined;
  }
}

/**
 * A push subscription as the browser sends it, checked: an https endpoint of at most
 * {@link MAX_ENDPOINT_LENGTH} characters, a base64url P-256 key (p256dh, 65 bytes) and auth secret (16 bytes),
 * and an expiration time that is null, absent or a non-negative whole number of milliseconds.
 */
export function parsePushSubscription(body: unknown): Result<PushSubscription, 'invalid_subscription'> {
  if (!isRecord(body) || !isRecord(body.keys)) return err('invalid_subscription');
  const endpoint = httpsUrl(body.endpoint);
  const expiration = body.expirationTime ?? null;
  const expirationValid = expiration === null || (typeof expiration === 'number' && Number.isSafeInteger(expiration) && expiration >= 0);
  const { p256dh, auth } = body.keys;
  if (!endpoint || !expirationValid || decodedLength(p256dh) !== P256DH_BYTES || decodedLength(auth) !== AUTH_BYTES) return err('invalid_subscription');
  if (Buffer.from(p256dh as string, 'base64url')[0] !== 0x04) return err('invalid_subscription');
  return ok({ endpoint, expirationTime: expiration as number | null, keys: { p256dh: p256dh as string, auth: auth as string } });
}
