import { createCipheriv, createDecipheriv, createHash, createHmac, randomBytes, randomUUID, timingSafeEqual } from 'node:crypto';
import type { TokenSecrets } from '../../../application/service/auth/ports';
import type { SessionTokens } from '../../../domain/session/session-user';

const SEAL_CIPHER = 'aes-256-gcm';
const IV_BYTES = 12;
const TAG_BYTES = 16;

export class TokenSecretsNode implements TokenSecrets {
  private readonly sealKey: Buffer;
  private readonly deviceKey: Buffer;

  /** The keys are derived from the service's signing secret, so every instance of the service can check them. */
  constructor(signingSecret: string) {
    this.sealKey = createHash('sha256').update(`refresh-token-successor:${signingSecret}`).digest();
    this.deviceKey = createHash('sha256').update(`device-cookie:${signingSecret}`).digest();
  }

  newRefreshToken(): string {
    return randomBytes(32).toString('base64url');
  }

  newFamilyId(): string {
    return randomUUID();
  }

  /** A fast hash is enough: refresh tokens carry 256 random bits, so there is nothing to guess. */
  hashRefreshToken(token: string): string {
    return createHash('sha256').update(token).digest('hex');
  }

  /** AES-GCM, so a seal can be neither read nor altered without the key: the database alone gives away no token. */
  seal(tokens: SessionTokens): string {
    const iv = randomBytes(IV_BYTES);
    const cipher = createCipheriv(SEAL_CIPHER, this.sealKey, iv);
    const sealed = Buffer.concat([cipher.update(JSON.stringify(tokens), 'utf8'), cipher.final()]);
    return Buffer.concat([iv, cipher.getAuthTag(), sealed]).toString('base64url');
  }

  unseal(sealed: string): SessionTokens | undefined {
    try {
      const bytes = Buffer.from(sealed, 'base64url');
      const decipher = createDecipheriv(SEAL_CIPHER, this.sealKey, bytes.subarray(0, IV_BYTES));
      decipher.setAuthTag(bytes.subarray(IV_BYTES, IV_BYTES + TAG_BYTES));
      const plain = Buffer.concat([decipher.update(bytes.subarray(IV_BYTES + TAG_BYTES)), decipher.final()]).toString('utf8');
      return JSON.parse(plain) as SessionTokens;
    } catch {
      return undefined;
    }
  }

  /** A random device id and its HMAC over the user name: a cookie cannot be forged, nor moved to another user. */
  newDeviceCookie(username: string): string {
    const device = randomBytes(16).toString('base64url');
    return `${device}.${this.deviceSignature(username, device)}`;
  }

  deviceOf(cookie: string, username: string): string | null {
    const [device, signature, ...rest] = cookie.split('.');
    if (!device || !signature || rest.length > 0) return null;
    const expected = Buffer.from(this.deviceSignature(username, device));
    const presented = Buffer.from(signature);
    return expected.length === presented.length && timingSafeEqual(expected, presented) ? device : null;
  }

  private deviceSignature(username: string, device: string): string {
    return createHmac('sha256', this.deviceKey).update(`${username}\n${device}`).digest('base64url');
  }
}
