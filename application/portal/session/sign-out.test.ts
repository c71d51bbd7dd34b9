import { describe, expect, it } from 'vitest';
import { exampleDealer } from './example-users';
import { SessionGatewayInMemory } from './testing/session-gateway.in-memory';
import { createSignOut } from './sign-out';
import { TokenStoreInMemory } from './testing/token-store.in-memory';

const dealer = exampleDealer();

describe('sign out', () => {
  it('clears the tokens and revokes the refresh token', async () => {
    const gateway = new SessionGatewayInMemory([{ password: 'Pedal2024', user: dealer }], { signedInAs: dealer.username });
    const tokens = new TokenStoreInMemory({ requestToken: 'access', refreshToken: 'refresh-7' });

    await createSignOut({ gateway, tokens })();

    expect(tokens.read()).toBeNull();
    expect(gateway.revokedRefreshTokens).toEqual(['refresh-7']);
    expect(await gateway.currentUser()).toBeNull();
  });

  it('does not call the service when there is no session', async () => {
    const gateway = new SessionGatewayInMemory([]);

    await createSignOut({ gateway, tokens: new TokenStoreInMemory() })();

    expect(gateway.revokedRefreshTokens).toEqual([]);
  });

  it('signs out here even when the service cannot be reached', async () => {
    class UnreachableGateway extends SessionGatewayInMemory {
      override async logout(): Promise<void> {
        throw new TypeError('Failed to fetch');
      }
    }
    const unreachable = new UnreachableGateway([]);
    const tokens = new TokenStoreInMemory({ requestToken: 'access', refreshToken: 'refresh-1' });

    await expect(createSignOut({ gateway: unreachable, tokens })()).resolves.toBeUndefined();

    expect(tokens.read()).toBeNull();
  });
});
