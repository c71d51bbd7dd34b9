import { describe, expect, it } from 'vitest';
import { PasswordCheckBusy } from '../../../application/service/auth/ports';
import { PasswordHasherArgon2 } from './argon2-password-hasher';

describe('argon2 password hasher', () => {
  it('checks a password against its hash', async () => {
    const hasher = new PasswordHasherArgon2();
    const hash = await hasher.hash('Portal2026!');
    expect(await hasher.verify(hash, 'Portal2026!')).toBe(true);
    expect(await hasher.verify(hash, 'portal2026!')).toBe(false);
    expect(await hasher.verify('not a hash', 'Portal2026!')).toBe(false);
  });

  it('runs the allowed number of checks, lets the allowed number wait, and refuses the rest at once', async () => {
    const hasher = new PasswordHasherArgon2({ concurrent: 1, waiting: 1 });
    const hash = await hasher.hash('Portal2026!');
    const running = hasher.verify(hash, 'Portal2026!');
    const waiting = hasher.verify(hash, 'Portal2026!');
    await expect(hasher.verify(hash, 'Portal2026!')).rejects.toBeInstanceOf(PasswordCheckBusy);
    expect(await Promise.all([running, waiting])).toEqual([true, true]);
    expect(await hasher.verify(hash, 'Portal2026!')).toBe(true);
  });
});
