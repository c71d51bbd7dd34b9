import { describe, expect, it } from 'vitest';
import { exampleDealer } from './example-users';
import { SessionGatewayInMemory } from './testing/session-gateway.in-memory';
import { createSignOut } from './sign-out';
import { TokenStoreInMemory } from './testing/token-store.in-memory';

const dealer = exampleDealer();

describe('sign out', () => {
  it('forgets the page token and ends the browser session on the service', async () => {
    const gateway = new SessionGatewayInMemory([{ password: 'Pedal2024', user: dealer }], { signedInAs: dealer.username });
    const tokens = new TokenStoreInMemory('access');

    await createSignOut({ gateway, tokens })();

    expect(tokens.read()).toBeNull();
    expect(tokens.holder()).toBeNull();
    expect(gateway.logouts).toBe(1);
    expect(await gateway.resume()).toBeNull();
  });

  it('ends the browser session on the service even when this page holds no token yet', async () => {
    const gateway = new SessionGatewayInMemory([{ password: 'Pedal2024', user: dealer }], { signedInAs: dealer.username });

    await createSignOut({ gateway, tokens: new TokenStoreInMemory() })();

    expect(gateway.logouts).toBe(1);
    expect(await gateway.resume()).toBeNull();
  });

  it('signs out here even when the service cannot be reached', async () => {
    class UnreachableGateway extends SessionGatewayInMemory {
      override async logout(): Promise<void> {
        throw new TypeError('Failed to fetch');
      }
    }
    const unreachable = new UnreachableGateway([]);
    const tokens = new TokenStoreInMemory('access');

    await expect(createSignOut({ gateway: unreachable, tokens })()).resolves.toBeUndefined();

    expect(tokens.read()).toBeNull();
  });
});
