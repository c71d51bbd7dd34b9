import { describe, expect, it } from 'vitest';
import { ClockInMemory } from '../../../application/service/auth/testing/in-memory-auth';
import { ACCESS_TOKEN_LIFETIME_SECONDS } from '../../../application/service/auth/token-lifetimes';
import { AccessTokenIssuerJose } from './jose-access-tokens';

const SECRET = 'jose-access-tokens-test-secret-of-enough-length';
const CLAIMS = { userId: '0b6f3c3e-6a51-4d8e-9a0f-1d2e3f4a5b6c', familyId: '7c1d2e3f-4a5b-4c6d-8e9f-0a1b2c3d4e5f', salesActiveCustCode: '0000100001' };

describe('access tokens', () => {
  it('give back the claims they were issued with, each time they are presented', async () => {
    const tokens = new AccessTokenIssuerJose(SECRET, new ClockInMemory(new Date('2026-11-25T08:00:00Z')));
    const token = await tokens.issue(CLAIMS);
    expect(await tokens.verify(token)).toEqual(CLAIMS);
    expect(await tokens.verify(token)).toEqual(CLAIMS);
  });

  it('are refused once expired, also after they were accepted before', async () => {
    const clock = new ClockInMemory(new Date('2026-11-25T08:00:00Z'));
    const tokens = new AccessTokenIssuerJose(SECRET, clock);
    const token = await tokens.issue(CLAIMS);
    expect(await tokens.verify(token)).toEqual(CLAIMS);
    clock.advance(ACCESS_TOKEN_LIFETIME_SECONDS * 1000 - 1000);
    expect(await tokens.verify(token)).toEqual(CLAIMS);
    clock.advance(1000);
    expect(await tokens.verify(token)).toBeUndefined();
  });

  it('are refused when changed by one character after an accepted one, or signed with another key', async () => {
    const clock = new ClockInMemory(new Date('2026-11-25T08:00:00Z'));
    const tokens = new AccessTokenIssuerJose(SECRET, clock);
    const token = await tokens.issue(CLAIMS);
    expect(await tokens.verify(token)).toEqual(CLAIMS);
    const inSignature = token.length - 10;
    const changed = token[inSignature] === 'A' ? 'B' : 'A';
    expect(await tokens.verify(`${token.slice(0, inSignature)}${changed}${token.slice(inSignature + 1)}`)).toBeUndefined();
    const foreign = await new AccessTokenIssuerJose(`${SECRET}-other`, clock).issue(CLAIMS);
    expect(await tokens.verify(foreign)).toBeUndefined();
  });
});
