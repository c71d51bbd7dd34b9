import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { runInNewContext } from 'node:vm';
import { describe, expect, it, vi } from 'vitest';
import { TokenStoreInMemory } from '../../../application/portal/session/testing/token-store.in-memory';
import { ApiClient } from '../api-client';
import { jsonResponse, scriptedFetch, type ScriptedAnswer } from '../testing/fetch.scripted';
import { earlyHandOverOf } from './early-hand-over';

const user = { id: 'u1' };

/** A client on a page whose early hand-over got the given answer (null: none came). */
function pageWithEarlyAnswer(early: Response | null, ...answers: ScriptedAnswer[]) {
  const page = { portalSessionHandOver: Promise.resolve(early) };
  const tokens = new TokenStoreInMemory(null);
  const { fetch, seen } = scriptedFetch(...answers);
  const client = new ApiClient({ baseUrl: '', fetch, tokens, earlyHandOver: earlyHandOverOf(page) });
  return { client, tokens, seen };
}

describe('the early session hand-over', () => {
  it('answers the page\'s first refresh, which then asks the service nothing itself', async () => {
    const { client, seen } = pageWithEarlyAnswer(jsonResponse(200, { requestToken: 'access-1', user }));

    expect(await client.resumeSession()).toBe('access-1');
    expect(client.takeUserOfHandOver()).toEqual(user);
    expect(seen).toEqual([]);
  });

  it('leaves a browser without a session signed out, as the service\'s refusal of the early ask says', async () => {
    const { client, seen } = pageWithEarlyAnswer(jsonResponse(401, { error: 'invalid_refresh_token' }));

    expect(await client.resumeSession()).toBeNull();
    expect(seen).toEqual([]);
  });

  it('lets the refresh ask the service itself when the early ask got no answer', async () => {
    const { client, seen } = pageWithEarlyAnswer(null, jsonResponse(200, { requestToken: 'access-1' }));

    expect(await client.resumeSession()).toBe('access-1');
    expect(seen.map((request) => `${request.method} ${request.url}`)).toEqual(['POST /refresh-token']);
  });

  it('serves one refresh only: its refresh token is spent, so a later refresh asks the service', async () => {
    const { client, seen } = pageWithEarlyAnswer(
      jsonResponse(200, { requestToken: 'access-1' }),
      jsonResponse(401),
      jsonResponse(401),
      jsonResponse(200, { requestToken: 'access-2' }),
      jsonResponse(200, user),
    );
    await client.resumeSession();

    const response = await client.request({ method: 'GET', path: '/user', authorization: 'bearer' });

    expect(response.status).toBe(200);
    expect(seen.map((request) => `${request.url} ${request.authorization}`)).toEqual([
      '/user Bearer access-1',
      '/user Bearer access-1',
      '/refresh-token undefined',
      '/user Bearer access-2',
    ]);
  });

  it('is taken at most once, and is none on a page that sent none', () => {
    const early = Promise.resolve(null);
    const take = earlyHandOverOf({ portalSessionHandOver: early });

    expect(take()).toBe(early);
    expect(take()).toBeUndefined();
    expect(earlyHandOverOf({})()).toBeUndefined();
  });
});

describe('the page\'s hand-over script', () => {
  const script = readFileSync(fileURLToPath(new URL('../../../public/session-hand-over.js', import.meta.url)), 'utf8');

  function run(window: object) {
    const fetch = vi.fn(async () => jsonResponse(200, { requestToken: 'access-1' }));
    runInNewContext(script, { window, fetch });
    return fetch;
  }

  it('asks the service for the session\'s token and leaves the answer for the portal', async () => {
    const window: { portalSessionHandOver?: Promise<Response | null> } = {};
    const fetch = run(window);

    expect(fetch).toHaveBeenCalledExactlyOnceWith('/refresh-token', { method: 'POST', headers: { accept: 'application/json' } });
    expect((await window.portalSessionHandOver)?.status).toBe(200);
  });

  it('asks nothing when the portal ran first and has asked itself', () => {
    const window = {};
    earlyHandOverOf(window)();

    expect(run(window)).not.toHaveBeenCalled();
  });
});
