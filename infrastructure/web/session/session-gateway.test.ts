import { describe, expect, it, vi } from 'vitest';
import { exampleDealer } from '../../../application/portal/session/example-users';
import { TokenStoreInMemory } from '../../../application/portal/session/testing/token-store.in-memory';
import { completeHostConfig } from '../../../domain/config/host-config';
import { ApiClient } from '../api-client';
import { jsonResponse, scriptedFetch, type ScriptedAnswer } from '../testing/fetch.scripted';
import { GraphqlClient } from '../graphql-client';
import { SessionGatewayHttp } from './session-gateway';

const dealer = exampleDealer();
const token = 'access-1';

function given(options: { configAuthorization?: string | null; signedIn?: boolean }, ...answers: ScriptedAnswer[]) {
  const { fetch, seen } = scriptedFetch(...answers);
  const tokens = new TokenStoreInMemory(options.signedIn === false ? null : token);
  const api = new ApiClient({ baseUrl: '', fetch, tokens });
  const gateway = new SessionGatewayHttp(api, new GraphqlClient(api), {
    apiBaseUrl: '',
    configAuthorization: options.configAuthorization === undefined ? 'Basic ZGVtbw==' : options.configAuthorization,
  });
  return { gateway, seen, tokens };
}

describe('session gateway over HTTP', () => {
  describe('login', () => {
    it('posts the credentials and answers the access token', async () => {
      const { gateway, seen } = given({}, jsonResponse(200, { requestToken: 'access-2' }));

      expect(await gateway.login({ username: 'dealer', password: 'Pedal2024' })).toEqual({ ok: true, value: 'access-2' });
      expect(seen[0]).toEqual({ url: '/login', method: 'POST', authorization: undefined, body: { username: 'dealer', password: 'Pedal2024' } });
    });

    it('answers the missing fields of a 400', async () => {
      const { gateway } = given({}, jsonResponse(400, { error: 'required', fields: ['password'] }));

      expect(await gateway.login({ username: 'dealer', password: '' })).toEqual({ ok: false, error: { reason: 'required', fields: ['password'] } });
    });

    it('answers login_failed for a 401', async () => {
      const { gateway } = given({}, jsonResponse(401, { error: 'login_failed' }));

      expect(await gateway.login({ username: 'dealer', password: 'x' })).toEqual({ ok: false, error: { reason: 'login_failed' } });
    });

    it('answers the wait of a 429', async () => {
      const { gateway } = given({}, jsonResponse(429, { error: 'too_many_attempts', retryAfterSeconds: 42 }));

      expect(await gateway.login({ username: 'dealer', password: 'x' })).toEqual({
        ok: false,
        error: { reason: 'too_many_attempts', retryAfterSeconds: 42 },
      });
    });

    it('throws on an answer the contract does not name', async () => {
      const { gateway } = given({}, jsonResponse(500, { error: 'something_wrong' }));

      await expect(gateway.login({ username: 'dealer', password: 'x' })).rejects.toThrow('login answered 500');
    });
  });

  it('ends the session of the browser cookie on logout, sending no token of its own', async () => {
    const { gateway, seen } = given({}, jsonResponse(204));

    await gateway.logout();

    expect(seen[0]).toEqual({ url: '/logout', method: 'POST', authorization: undefined, body: undefined });
  });

  it('resumes the browser session with the cookie, or answers null when the browser holds none', async () => {
    const resumed = given({ signedIn: false }, jsonResponse(200, { requestToken: 'access-2' }));
    const none = given({ signedIn: false }, jsonResponse(401, { error: 'invalid_refresh_token' }));

    expect(await resumed.gateway.resume()).toBe('access-2');
    expect(resumed.seen[0]).toEqual({ url: '/refresh-token', method: 'POST', authorization: undefined, body: undefined });
    expect(await none.gateway.resume()).toBeNull();
  });

  describe('current user', () => {
    it('answers the user of the bearer token', async () => {
      const { gateway, seen } = given({}, jsonResponse(200, dealer));

      expect(await gateway.currentUser()).toEqual(dealer);
      expect(seen[0]).toMatchObject({ url: '/user', method: 'GET', authorization: 'Bearer access-1' });
    });

    it('answers the user a resumed session came with, asking GET /user only the next time', async () => {
      const { gateway, seen } = given({ signedIn: false }, jsonResponse(200, { requestToken: 'access-2', user: dealer }), jsonResponse(200, dealer));
      await gateway.resume();

      expect(await gateway.currentUser()).toEqual(dealer);
      expect(seen.map((request) => request.url)).toEqual(['/refresh-token']);
      expect(await gateway.currentUser()).toEqual(dealer);
      expect(seen[1]).toMatchObject({ url: '/user', method: 'GET', authorization: 'Bearer access-2' });
    });

    it('answers the user a sign-in came with once its access token is held, asking GET /user only the next time', async () => {
      const { gateway, seen, tokens } = given({ signedIn: false }, jsonResponse(200, { requestToken: 'access-2', user: dealer }), jsonResponse(200, dealer));
      await gateway.login({ username: 'dealer', password: 'Pedal2024' });
      tokens.write('access-2');

      expect(await gateway.currentUser()).toEqual(dealer);
      expect(seen.map((request) => request.url)).toEqual(['/login']);
      expect(await gateway.currentUser()).toEqual(dealer);
      expect(seen[1]).toMatchObject({ url: '/user', method: 'GET', authorization: 'Bearer access-2' });
    });

    it('answers null once the service has ended the session', async () => {
      const { gateway } = given({ signedIn: false }, jsonResponse(401));

      expect(await gateway.currentUser()).toBeNull();
    });
  });

  describe('active customer', () => {
    it('names the customer the session acts for', async () => {
      const custCode = { r3: '0001000123', isr: 'I0001000123', unified: null };
      const { gateway } = given(
        {},
        jsonResponse(200, {
          data: {
            currentUser: {
              id: dealer.id,
              activeCustomer: {
                id: 'I0001000123',
                custName: 'SEPEDA JAYA',
                custPhone: '+62 31 555 0101',
                custAddress: 'Jl. Pahlawan 12',
                custCity: 'Surabaya',
                custEmail: null,
                custCode,
                custAreas: [{ custGroup: 'Premium dealer' }, { custGroup: 'Dealer' }],
              },
            },
          },
        }),
      );

      expect(await gateway.activeCustomer()).toEqual({
        name: 'SEPEDA JAYA',
        code: custCode,
        phone: '+62 31 555 0101',
        address: 'Jl. Pahlawan 12',
        city: 'Surabaya',
        email: null,
        customerGroup: 'Premium dealer',
      });
    });

    it('answers null when the session acts for no customer', async () => {
      const { gateway } = given({}, jsonResponse(200, { data: { currentUser: { id: dealer.id, activeCustomer: null } } }));

      expect(await gateway.activeCustomer()).toBeNull();
    });
  });

  describe('host configuration', () => {
    const config = completeHostConfig({ host: 'shop.example', brandName: 'Polygon', sorg: '1000', webTitle: 'Polygon Dealer' }, {});

    it('loads it with the runtime credentials', async () => {
      const { gateway, seen } = given({}, jsonResponse(200, config));

      expect(await gateway.hostConfig('shop.example')).toEqual(config);
      expect(seen[0]).toMatchObject({ url: '/server/config/shop.example', method: 'GET', authorization: 'Basic ZGVtbw==' });
    });

    it('logs and answers null for an unknown host', async () => {
      const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
      const { gateway } = given({}, jsonResponse(404, { error: 'not_found' }));

      expect(await gateway.hostConfig('unknown.example')).toBeNull();
      expect(warn).toHaveBeenCalledOnce();
      warn.mockRestore();
    });

    it('logs and answers null when the service cannot be reached', async () => {
      const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
      const { gateway } = given({}, new TypeError('Failed to fetch'));

      expect(await gateway.hostConfig('shop.example')).toBeNull();
      expect(warn).toHaveBeenCalledOnce();
      warn.mockRestore();
    });

    it('does not call the service without credentials for it', async () => {
      const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
      const { gateway, seen } = given({ configAuthorization: null });

      expect(await gateway.hostConfig('shop.example')).toBeNull();
      expect(seen).toEqual([]);
      warn.mockRestore();
    });
  });
});
