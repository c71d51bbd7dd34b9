import { describe, expect, it } from 'vitest';
import type { SessionUser } from '../../../domain/session/session-user';
import { exampleDealer } from './example-users';
import { createLoadSession } from './load-session';
import { SessionGatewayInMemory } from './testing/session-gateway.in-memory';
import { TokenDecoderInMemory, inMemoryAccessToken } from './testing/token-decoder.in-memory';
import { TokenStoreInMemory } from './testing/token-store.in-memory';

const dealer = exampleDealer();

function given(options: { tokenFor?: { userId: string; salesActiveCustCode: string | null }; signedInAs?: SessionUser }) {
  const gateway = new SessionGatewayInMemory([{ password: 'Pedal2024', user: dealer }], { signedInAs: options.signedInAs?.username });
  const tokens = new TokenStoreInMemory(
    options.tokenFor ? { requestToken: inMemoryAccessToken(options.tokenFor), refreshToken: 'refresh-1' } : null,
  );
  return createLoadSession({ gateway, tokens, decoder: new TokenDecoderInMemory() });
}

const dealersToken = { userId: dealer.id, salesActiveCustCode: dealer.salesActiveCustCode };

describe('load session', () => {
  it('is anonymous without stored tokens', async () => {
    const loadSession = given({});

    expect(await loadSession(null)).toEqual({ kind: 'anonymous' });
  });

  it('loads the user the stored token belongs to', async () => {
    const loadSession = given({ tokenFor: dealersToken, signedInAs: dealer });

    expect(await loadSession(null)).toEqual({ kind: 'signed-in', user: dealer });
  });

  it('is anonymous when the service no longer accepts the stored token', async () => {
    const loadSession = given({ tokenFor: dealersToken });

    expect(await loadSession(null)).toEqual({ kind: 'anonymous' });
  });

  it('keeps the loaded user while the token still speaks for them', async () => {
    const loadSession = given({ tokenFor: dealersToken });

    expect(await loadSession(dealer)).toEqual({ kind: 'signed-in', user: dealer });
  });

  it('asks for a reload when the token now carries another active customer', async () => {
    const loadSession = given({ tokenFor: { ...dealersToken, salesActiveCustCode: '0001000999' } });

    expect(await loadSession(dealer)).toEqual({ kind: 'reload-needed' });
  });

  it('asks for a reload when the token now belongs to another user', async () => {
    const loadSession = given({ tokenFor: { ...dealersToken, userId: 'u-sales-2' } });

    expect(await loadSession(dealer)).toEqual({ kind: 'reload-needed' });
  });

  it('is anonymous once the tokens are gone, even with a loaded user', async () => {
    const loadSession = given({});

    expect(await loadSession(dealer)).toEqual({ kind: 'anonymous' });
  });
});
