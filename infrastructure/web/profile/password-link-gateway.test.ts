import { describe, expect, it } from 'vitest';
import { TokenStoreInMemory } from '../../../application/portal/session/testing/token-store.in-memory';
import { userError } from '../../../domain/shared/user-error';
import { ApiClient } from '../api-client';
import { jsonResponse, scriptedFetch, type ScriptedAnswer } from '../testing/fetch.scripted';
import { PasswordLinkGatewayHttp } from './password-link-gateway';

function given(...answers: ScriptedAnswer[]) {
  const { fetch, seen } = scriptedFetch(...answers);
  return { gateway: new PasswordLinkGatewayHttp(new ApiClient({ baseUrl: '', fetch, tokens: new TokenStoreInMemory(null) })), seen };
}

describe('password link gateway over HTTP', () => {
  it('asks for a reset without a session and reads 202 as taken', async () => {
    const { gateway, seen } = given(jsonResponse(202, { status: 'accepted' }));
    expect(await gateway.requestReset('dealer')).toEqual({ kind: 'accepted' });
    expect(seen[0]).toEqual({ url: '/password/forgot', method: 'POST', authorization: undefined, body: { login: 'dealer' } });
  });

  it('reads 429 as too many requests, with the wait the service names', async () => {
    const { gateway } = given(jsonResponse(429, { error: 'too_many_password_requests', retryAfterSeconds: 540 }));
    expect(await gateway.requestReset('dealer')).toEqual({ kind: 'too_many', retryAfterSeconds: 540 });
  });

  it('sets a password, and reads the refused fields of a 400', async () => {
    const { gateway } = given(jsonResponse(200, { status: 'password_set' }), jsonResponse(400, { userErrors: [{ field: ['token'], message: 'password_link_invalid', values: [] }] }));
    expect(await gateway.setPassword('secret', 'Saddle2026', 'Saddle2026')).toEqual({ ok: true, value: true });
    expect(await gateway.setPassword('secret', 'Saddle2026', 'Saddle2026')).toEqual({ ok: false, error: [userError('token', 'password_link_invalid')] });
  });

  it('fails loudly on any other answer, so the page shows its general failure', async () => {
    const { gateway } = given(jsonResponse(500, {}));
    await expect(gateway.setPassword('secret', 'Saddle2026', 'Saddle2026')).rejects.toThrow();
  });
});
