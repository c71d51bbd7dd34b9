import { describe, expect, it } from 'vitest';
import { exampleDealer } from './example-users';
import { SessionGatewayInMemory } from './testing/session-gateway.in-memory';
import { createSignIn } from './sign-in';
import { TokenDecoderInMemory } from './testing/token-decoder.in-memory';
import { TokenStoreInMemory } from './testing/token-store.in-memory';
import type { LoginRefusal } from './ports';

const dealer = exampleDealer();

function given(options: { refusal?: LoginRefusal } = {}) {
  const gateway = new SessionGatewayInMemory([{ password: 'Pedal2024', user: dealer }], options);
  const tokens = new TokenStoreInMemory();
  return { gateway, tokens, signIn: createSignIn({ gateway, tokens }) };
}

describe('sign in', () => {
  it('keeps the new access token and answers the signed-in user', async () => {
    const { tokens, signIn } = given();

    const result = await signIn({ username: 'dealer.surabaya', password: 'Pedal2024' });

    expect(result).toEqual({ ok: true, value: dealer });
    expect(new TokenDecoderInMemory().decode(tokens.read() ?? '')).toEqual({
      userId: dealer.id,
      salesActiveCustCode: dealer.salesActiveCustCode,
    });
  });

  it('refuses empty fields without calling the service', async () => {
    const { gateway, signIn } = given({ refusal: { reason: 'login_failed' } });

    const result = await signIn({ username: '', password: '' });

    expect(result).toEqual({ ok: false, error: { kind: 'invalid', fields: { username: { key: 'required' }, password: { key: 'required' } } } });
    expect(await gateway.currentUser()).toBeNull();
  });

  it('answers login_failed for a wrong password and keeps no tokens', async () => {
    const { tokens, signIn } = given();

    const result = await signIn({ username: 'dealer.surabaya', password: 'wrong' });

    expect(result).toEqual({ ok: false, error: { kind: 'login_failed' } });
    expect(tokens.read()).toBeNull();
  });

  it('passes on how long to wait after too many attempts', async () => {
    const { signIn } = given({ refusal: { reason: 'too_many_attempts', retryAfterSeconds: 60 } });

    const result = await signIn({ username: 'dealer.surabaya', password: 'Pedal2024' });

    expect(result).toEqual({ ok: false, error: { kind: 'too_many_attempts', retryAfterSeconds: 60 } });
  });

  it('maps the fields the service found missing to required messages', async () => {
    const { signIn } = given({ refusal: { reason: 'required', fields: ['password', 'captcha'] } });

    const result = await signIn({ username: 'dealer.surabaya', password: ' ' });

    expect(result).toEqual({ ok: false, error: { kind: 'invalid', fields: { password: { key: 'required' } } } });
  });
});
