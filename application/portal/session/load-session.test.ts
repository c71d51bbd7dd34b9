import { describe, expect, it } from 'vitest';
import type { SessionUser } from '../../../domain/session/session-user';
import { exampleDealer } from './example-users';
import { createLoadSession } from './load-session';
import type { AccessTokenClaims } from './ports';
import { SessionGatewayInMemory } from './testing/session-gateway.in-memory';
import { inMemoryAccessToken } from './testing/token-decoder.in-memory';
import { TokenStoreInMemory } from './testing/token-store.in-memory';

const dealer = exampleDealer();

function given(options: { pageToken?: AccessTokenClaims; signedInAs?: SessionUser }) {
  const gateway = new SessionGatewayInMemory([{ password: 'Pedal2024', user: dealer }], { signedInAs: options.signedInAs?.username });
  const tokens = new TokenStoreInMemory(options.pageToken ? inMemoryAccessToken(options.pageToken) : null);
  return { tokens, loadSession: createLoadSession({ gateway, tokens }) };
}

const dealersClaims = { userId: dealer.id, salesActiveCustCode: dealer.salesActiveCustCode };

describe('load session', () => {
  it('is anonymous when the browser holds no session', async () => {
    const { tokens, loadSession } = given({});

    expect(await loadSession(null)).toEqual({ kind: 'anonymous' });
    expect(tokens.read()).toBeNull();
  });

  it('resumes the browser session in a new page and loads its user', async () => {
    const { tokens, loadSession } = given({ signedInAs: dealer });

    expect(await loadSession(null)).toEqual({ kind: 'signed-in', user: dealer });
    expect(tokens.holder()).toEqual(dealersClaims);
  });

  it('loads the user the page token belongs to', async () => {
    const { loadSession } = given({ pageToken: dealersClaims, signedInAs: dealer });

    expect(await loadSession(null)).toEqual({ kind: 'signed-in', user: dealer });
  });

  it('is anonymous when the service no longer accepts the page token', async () => {
    const { loadSession } = given({ pageToken: dealersClaims });

    expect(await loadSession(null)).toEqual({ kind: 'anonymous' });
  });

  it('keeps the loaded user while the browser session still speaks for them', async () => {
    const { loadSession } = given({ pageToken: dealersClaims });

    expect(await loadSession(dealer)).toEqual({ kind: 'signed-in', user: dealer });
  });

  it('asks for a reload when another tab switched the session to another customer', async () => {
    const { tokens, loadSession } = given({ pageToken: dealersClaims });

    tokens.changedInAnotherTab({ ...dealersClaims, salesActiveCustCode: '0001000999' });

    expect(await loadSession(dealer)).toEqual({ kind: 'reload-needed' });
  });

  it('asks for a reload when another tab signed in as another user', async () => {
    const { tokens, loadSession } = given({ pageToken: dealersClaims });

    tokens.changedInAnotherTab({ ...dealersClaims, userId: 'u-sales-2' });

    expect(await loadSession(dealer)).toEqual({ kind: 'reload-needed' });
  });

  it('is anonymous once another tab signed out, even with a loaded user', async () => {
    const { tokens, loadSession } = given({ pageToken: dealersClaims });

    tokens.changedInAnotherTab(null);

    expect(await loadSession(dealer)).toEqual({ kind: 'anonymous' });
  });
});
