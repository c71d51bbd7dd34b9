import { describe, expect, it, vi } from 'vitest';
import { TokenStoreInMemory } from '../../application/portal/session/testing/token-store.in-memory';
import type { Locale } from '../../domain/locales/locales';
import { ApiClient, SessionEndedError, type ApiRequest } from './api-client';
import { jsonResponse as status, scriptedFetch, type ScriptedAnswer as Answer, type SeenRequest } from './testing/fetch.scripted';

const oldToken = 'access-1';
const newToken = 'access-2';
const refreshed = { requestToken: newToken };
const getUser: ApiRequest = { method: 'GET', path: '/user', authorization: 'bearer' };

function given(token: string | null, ...answers: Answer[]) {
  const store = new TokenStoreInMemory(token);
  const { fetch, seen } = scriptedFetch(...answers);
  const client = new ApiClient({ baseUrl: 'https://api.example/', fetch, tokens: store });
  const sessionEnded = vi.fn();
  const connectionFailed = vi.fn();
  client.onSessionEnded(sessionEnded);
  client.onConnectionFailed(connectionFailed);
  return { client, store, seen, sessionEnded, connectionFailed };
}

describe('api client', () => {
  it('sends the bearer token and JSON headers and answers the response', async () => {
    const { client, seen } = given(oldToken, status(200, { id: 'u1' }));

    const response = await client.request({ ...getUser, method: 'POST', body: { a: 1 } });

    expect(await response.json()).toEqual({ id: 'u1' });
    expect(seen).toEqual([{ url: 'https://api.example/user', method: 'POST', authorization: 'Bearer access-1', body: { a: 1 } }]);
  });

  it('sends the locale the portal shows at the moment of each request as Accept-Language, the browser’s own list while it shows none', async () => {
    const { fetch, seen } = scriptedFetch(status(200), status(200), status(200));
    let shown: Locale | undefined = 'de';
    const client = new ApiClient({ baseUrl: 'https://api.example', fetch, tokens: new TokenStoreInMemory(oldToken), shownLocale: () => shown });

    await client.request(getUser);
    shown = 'fr';
    await client.request({ method: 'POST', path: '/login', body: {}, authorization: 'none' });
    shown = undefined;
    await client.request(getUser);

    expect(seen.map((request) => request.acceptLanguage)).toEqual(['de', 'fr', undefined]);
  });

  it('sends basic credentials as given and leaves out the bearer token', async () => {
    const { client, seen } = given(oldToken, status(200));

    await client.request({ method: 'GET', path: '/server/config/shop.example', authorization: { basic: 'Basic ZGVtbzpkZW1v' } });

    expect(seen[0]?.authorization).toBe('Basic ZGVtbzpkZW1v');
  });

  it('hands a 401 of an unauthenticated call back to the caller untouched', async () => {
    const { client, store, sessionEnded } = given(oldToken, status(401, { error: 'login_failed' }));

    const response = await client.request({ method: 'POST', path: '/login', body: {}, authorization: 'none' });

    expect(response.status).toBe(401);
    expect(sessionEnded).not.toHaveBeenCalled();
    expect(store.read()).toBe(oldToken);
  });

  it('gets a page without a token one with the session cookie before its first call', async () => {
    const { client, store, seen } = given(null, status(200, refreshed), status(200, { id: 'u1' }));

    const response = await client.request(getUser);

    expect(response.status).toBe(200);
    expect(seen.map((request) => `${request.url} ${request.authorization}`)).toEqual([
      'https://api.example/refresh-token undefined',
      'https://api.example/user Bearer access-2',
    ]);
    expect(store.read()).toBe(newToken);
  });

  it('ends the session without calling when the page has no token and the browser no session', async () => {
    const { client, store, seen, sessionEnded } = given(null, status(401, { error: 'invalid_refresh_token' }));

    await expect(client.request(getUser)).rejects.toBeInstanceOf(SessionEndedError);

    expect(seen.map((request) => request.url)).toEqual(['https://api.example/refresh-token']);
    expect(sessionEnded).toHaveBeenCalledOnce();
    expect(store.read()).toBeNull();
  });

  it('hands out the user a refresh answered with once, and only while the page holds the token it came with', async () => {
    const user = { id: 'u1' };
    const kept = given(null, status(200, { ...refreshed, user }));
    const replaced = given(null, status(200, { ...refreshed, user }));
    const without = given(null, status(200, refreshed));
    await Promise.all([kept, replaced, without].map(({ client }) => client.resumeSession()));
    replaced.store.write('access-3');

    expect([kept.client.takeUserOfHandOver(), kept.client.takeUserOfHandOver()]).toEqual([user, undefined]);
    expect(replaced.client.takeUserOfHandOver()).toBeUndefined();
    expect(without.client.takeUserOfHandOver()).toBeUndefined();
  });

  it('retries a 401 once with the current token before refreshing', async () => {
    const { client, seen } = given(oldToken, status(401), status(200));

    const response = await client.request(getUser);

    expect(response.status).toBe(200);
    expect(seen.map((request) => request.url)).toEqual(['https://api.example/user', 'https://api.example/user']);
  });

  it('refreshes with the session cookie after a second 401, keeps the new token and retries with it', async () => {
    const { client, store, seen } = given(oldToken, status(401), status(401), status(200, refreshed), status(200));

    const response = await client.request(getUser);

    expect(response.status).toBe(200);
    expect(seen[2]).toEqual({ url: 'https://api.example/refresh-token', method: 'POST', authorization: undefined, body: undefined });
    expect(seen[3]?.authorization).toBe('Bearer access-2');
    expect(store.read()).toBe(newToken);
  });

  it('ends the session when the refresh is refused', async () => {
    const { client, store, seen, sessionEnded } = given(oldToken, status(401), status(401), status(401, { error: 'invalid_refresh_token' }));

    await expect(client.request(getUser)).rejects.toBeInstanceOf(SessionEndedError);

    expect(seen).toHaveLength(3);
    expect(sessionEnded).toHaveBeenCalledOnce();
    expect(store.read()).toBeNull();
  });

  it('ends the session when the refresh answers no access token', async () => {
    const { client, sessionEnded } = given(oldToken, status(401), status(401), status(200, { refreshToken: 'not-for-the-page' }));

    await expect(client.request(getUser)).rejects.toBeInstanceOf(SessionEndedError);

    expect(sessionEnded).toHaveBeenCalledOnce();
  });

  it('ends the session when even the refreshed token is refused', async () => {
    const { client, store, seen, sessionEnded } = given(oldToken, status(401), status(401), status(200, refreshed), status(401));

    await expect(client.request(getUser)).rejects.toBeInstanceOf(SessionEndedError);

    expect(seen).toHaveLength(4);
    expect(sessionEnded).toHaveBeenCalledOnce();
    expect(store.read()).toBeNull();
  });

  it('ends the session on a 403', async () => {
    const { client, store, sessionEnded } = given(oldToken, status(403));

    await expect(client.request(getUser)).rejects.toBeInstanceOf(SessionEndedError);

    expect(sessionEnded).toHaveBeenCalledOnce();
    expect(store.read()).toBeNull();
  });

  it('ends the session on a 403 answered to a retry', async () => {
    const { client, sessionEnded } = given(oldToken, status(401), status(403));

    await expect(client.request(getUser)).rejects.toBeInstanceOf(SessionEndedError);

    expect(sessionEnded).toHaveBeenCalledOnce();
  });

  it('hands other failures back to the caller', async () => {
    const { client, sessionEnded, connectionFailed } = given(oldToken, status(500, { error: 'something_wrong' }));

    const response = await client.request(getUser);

    expect(response.status).toBe(500);
    expect(sessionEnded).not.toHaveBeenCalled();
    expect(connectionFailed).not.toHaveBeenCalled();
  });

  it('tells the connection-failed listeners and rethrows when no answer comes', async () => {
    const offline = new TypeError('Failed to fetch');
    const { client, store, connectionFailed, sessionEnded } = given(oldToken, offline);

    await expect(client.request(getUser)).rejects.toBe(offline);

    expect(connectionFailed).toHaveBeenCalledOnce();
    expect(sessionEnded).not.toHaveBeenCalled();
    expect(store.read()).toBe(oldToken);
  });

  it('keeps the session when the refresh itself gets no answer', async () => {
    const offline = new TypeError('Failed to fetch');
    const { client, store, connectionFailed, sessionEnded } = given(oldToken, status(401), status(401), offline);

    await expect(client.request(getUser)).rejects.toBe(offline);

    expect(connectionFailed).toHaveBeenCalledOnce();
    expect(sessionEnded).not.toHaveBeenCalled();
    expect(store.read()).toBe(oldToken);
  });

  it('does not report a cancelled request as a broken connection', async () => {
    const { client, connectionFailed } = given(oldToken, new DOMException('The operation was aborted.', 'AbortError'));

    await expect(client.request(getUser)).rejects.toMatchObject({ name: 'AbortError' });

    expect(connectionFailed).not.toHaveBeenCalled();
  });

  it('stops telling a listener once it unsubscribes', async () => {
    const { client, connectionFailed } = given(oldToken, new TypeError('Failed to fetch'));
    const unsubscribed = vi.fn();
    client.onConnectionFailed(unsubscribed)();

    await expect(client.request(getUser)).rejects.toThrow('Failed to fetch');

    expect(connectionFailed).toHaveBeenCalledOnce();
    expect(unsubscribed).not.toHaveBeenCalled();
  });

  it('lets requests refused together share one refresh', async () => {
    let releaseRefresh: (response: Response) => void = () => undefined;
    const refreshAnswer = new Promise<Response>((resolve) => {
      releaseRefresh = resolve;
    });
    const byToken = (request: SeenRequest) => {
      if (request.url.endsWith('/refresh-token')) return refreshAnswer;
      return status(request.authorization === 'Bearer access-2' ? 200 : 401);
    };
    const { client, seen } = given(oldToken, byToken, byToken, byToken, byToken, byToken, byToken, byToken);

    const both = Promise.all([client.request(getUser), client.request({ ...getUser, path: '/graphql', method: 'POST', body: {} })]);
    await vi.waitFor(() => expect(seen.filter((request) => request.url.endsWith('/refresh-token'))).toHaveLength(1));
    releaseRefresh(status(200, refreshed));
    const responses = await both;

    expect(responses.map((response) => response.status)).toEqual([200, 200]);
    expect(seen.filter((request) => request.url.endsWith('/refresh-token'))).toHaveLength(1);
  });

  it('skips refreshing when another request has refreshed the token meanwhile', async () => {
    const store = new TokenStoreInMemory(oldToken);
    const { fetch, seen } = scriptedFetch(
      status(401),
      (request) => {
        // Another request of this page refreshes the token while this retry is on its way.
        store.write(newToken);
        return status(request.authorization === 'Bearer access-2' ? 200 : 401);
      },
      status(200),
    );
    const client = new ApiClient({ baseUrl: '', fetch, tokens: store });

    const response = await client.request(getUser);

    expect(response.status).toBe(200);
    expect(seen.map((request) => `${request.url} ${request.authorization}`)).toEqual([
      '/user Bearer access-1',
      '/user Bearer access-1',
      '/user Bearer access-2',
    ]);
  });
});
