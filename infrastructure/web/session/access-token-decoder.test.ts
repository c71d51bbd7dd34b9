import { describe, expect, it } from 'vitest';
import { TokenDecoderJwt } from './access-token-decoder';

function jwt(payload: unknown): string {
  const encode = (part: unknown) => Buffer.from(JSON.stringify(part)).toString('base64url');
  return `${encode({ alg: 'HS256', typ: 'JWT' })}.${encode(payload)}.signature`;
}

const decoder = new TokenDecoderJwt();

describe('JWT access token decoder', () => {
  it('reads the user id and the active customer', () => {
    expect(decoder.decode(jwt({ sub: 'u-1', fam: 'f-1', salesActiveCustCode: '0001000123' }))).toEqual({
      userId: 'u-1',
      salesActiveCustCode: '0001000123',
    });
  });

  it('reads a token without active customer', () => {
    expect(decoder.decode(jwt({ sub: 'u-1', salesActiveCustCode: null }))).toEqual({ userId: 'u-1', salesActiveCustCode: null });
  });

  it('reads payloads that need base64url padding and hold non-ASCII text', () => {
    expect(decoder.decode(jwt({ sub: 'ü-12', salesActiveCustCode: 'Ω' }))).toEqual({ userId: 'ü-12', salesActiveCustCode: 'Ω' });
  });

  it.each([['not-a-jwt'], ['a.%%%.c'], [jwt({ salesActiveCustCode: 'x' })]])('answers null for %j', (token) => {
    expect(decoder.decode(token)).toBeNull();
  });
});
