import { describe, expect, it, vi } from 'vitest';
import { PORTAL_USE_CASES, type PortalUseCases } from '../../application/portal/portal-use-cases';
import type { Locale } from '../../domain/locales/locales';
import { exampleDealer } from '../../application/portal/session/example-users';
import type { SessionNotices } from '../../application/portal/session/ports';
import { SESSION_TOKENS } from '../../application/portal/session/tokens';
import { buildPortalContainer } from './container';
import { jsonResponse, scriptedFetch, type ScriptedAnswer } from './testing/fetch.scripted';
import { StorageInMemory } from './storage.in-memory';
import { SESSION_HOLDER_STORAGE_KEY } from './session/token-storage';
import { WEB_TOKENS } from './web-tokens';

const dealer = exampleDealer();

function given(...answers: ScriptedAnswer[]) {
  return givenShowing(undefined, ...answers);
}

function givenShowing(locale: Locale | undefined, ...answers: ScriptedAnswer[]) {
  const { fetch, seen } = scriptedFetch(...answers);
  const storage = new StorageInMemory();
  const container = buildPortalContainer({
    runtime: { apiBaseUrl: 'https://api.example', configAuthorization: 'Basic ZGVtbw==' },
    fetch,
    storage,
    document: { cookie: '' },
    framedByAnotherSite: false,
    shownLocale: () => locale,
  });
  return { container, storage, seen };
}

describe('browser composition root', () => {
  it('signs in through the HTTP adapters and tells the other tabs who holds the session, never the token', async () => {
    const claims = Buffer.from(JSON.stringify({ sub: dealer.id, salesActiveCustCode: dealer.salesActiveCustCode })).toString('base64url');
    const { container, storage, seen } = given(jsonResponse(200, { requestToken: `header.${claims}.signature` }), jsonResponse(200, dealer));

    const result = await container.get<PortalUseCases>(PORTAL_USE_CASES).signIn({ username: 'dealer.surabaya', password: 'Pedal2024' });

    expect(result).toEqual({ ok: true, value: dealer });
    expect(seen.map((request) => `${request.method} ${request.url}`)).toEqual(['POST https://api.example/login', 'GET https://api.example/user']);
    expect(seen[1]?.authorization).toBe(`Bearer header.${claims}.signature`);
    expect(JSON.parse(storage.getItem(SESSION_HOLDER_STORAGE_KEY) ?? 'null')).toEqual({ userId: dealer.id, salesActiveCustCode: dealer.salesActiveCustCode });
  });

  it('sends the locale of the page on show with the requests of the use-cases', async () => {
    const { container, seen } = givenShowing('id-id', jsonResponse(401, { error: 'login_failed' }));

    await container.get<PortalUseCases>(PORTAL_USE_CASES).signIn({ username: 'a', password: 'b' });

    expect(seen[0]?.acceptLanguage).toBe('id-id');
  });

  it('hands out one API client, which is also the session notices port', () => {
    const { container } = given();

    expect(container.get(SESSION_TOKENS.sessionNotices)).toBe(container.get(WEB_TOKENS.apiClient));
  });

  it('tells the notices subscribers when a use-case meets a failed connection', async () => {
    const { container } = given(new TypeError('Failed to fetch'));
    const connectionFailed = vi.fn();
    container.get<SessionNotices>(SESSION_TOKENS.sessionNotices).onConnectionFailed(connectionFailed);

    await expect(container.get<PortalUseCases>(PORTAL_USE_CASES).signIn({ username: 'a', password: 'b' })).rejects.toThrow();

    expect(connectionFailed).toHaveBeenCalledOnce();
  });
});
