import { availableParallelism } from 'node:os';
import argon2 from 'argon2';
import PQueue from 'p-queue';
import { PasswordCheckBusy, type PasswordHasher } from '../../../application/service/auth/ports';

/**
 * Argon2id with its defaults (64 MiB per hash). At most one check per core runs at a time, so a burst of sign-ins
 * cannot take every thread and all that memory from the other requests; a few more wait their turn, and beyond
 * that a check is refused at once ({@link PasswordCheckBusy}) rather than queued behind a flood.
 */
export class PasswordHasherArgon2 implements PasswordHasher {
  private readonly checks: PQueue;

  constructor(private readonly limits: { concurrent: number; waiting: number } = { concurrent: availableParallelism(), waiting: 16 * availableParallelism() }) {
    this.checks = new PQueue({ concurrency: limits.concurrent });
  }

  hash(password: string): Promise<string> {
    return argon2.hash(password, { type: argon2.argon2id });
  }

  async verify(hash: string, password: string): Promise<boolean> {
    if (this.checks.size >= this.limits.waiting) throw new PasswordCheckBusy();
    return this.checks.add(async () => {
      try {
        return await argon2.verify(hash, password);
      } catch {
        return false;
      }
    });
  }
}
