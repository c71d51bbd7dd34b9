import { createHash, randomBytes } from 'node:crypto';
import type { PasswordLinkAddresses, PasswordLinkSecrets } from '../../../application/service/user-administration/ports';

/** 256 random bits per link; stored only as their SHA-256, so a copy of the database holds no usable link. */
export class PasswordLinkSecretsNode implements PasswordLinkSecrets {
  newSecret(): string {
    return randomBytes(32).toString('base64url');
  }

  hash(secret: string): string {
    return createHash('sha256').update(secret).digest('hex');
  }
}

/**
 * The portal's set-password page. The secret travels in the fragment, which browsers never send to a server nor
 * pass on in a Referer header.
 */
export const passwordLinkAddresses: PasswordLinkAddresses = {
  setPasswordUrl: (origin, locale, secret) => `${origin}/${locale}/set-password#token=${encodeURIComponent(secret)}`,
};
