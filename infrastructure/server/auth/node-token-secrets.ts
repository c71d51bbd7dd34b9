import { createHash, randomBytes, randomUUID } from 'node:crypto';
import type { TokenSecrets } from '../../../application/service/auth/ports';

export class TokenSecretsNode implements TokenSecrets {
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
}
