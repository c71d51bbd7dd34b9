import { describe, expect, it, vi } from 'vitest';
import type { Locale } from '../../domain/locales/locales';
import { exampleDealer } from '../../application/portal/session/example-users';
import { composeAreas } from './area-composition';
import { composeShell } from './shell-composition';
import { jsonResponse, scriptedFetch, type ScriptedAnswer } from './testing/fetch.scripted';
import { StorageInMemory } from './storage.in-memory';
import { SESSION_HOLDER_STORAGE_KEY } from './session/token-storage';

const dealer = exampleDealer();

function given(...answers: ScriptedAnswer[]) {
  return givenShowing(undefined, ...answers);
}

function givenShowing(locale: Locale | undefined, ...answers: ScriptedAnswer[]) {
  const { fetch, seen } = scriptedFetch(...answers);
  const storage = new StorageInMemory();
  const shell = composeShell({
    runtime: { apiBaseUrl: 'https://api.example', configAuthorization: 'Basic ZGVtbw==' },
    fetch,
    storage,
    document: { cookie: '' },
    framedByAnotherSite: false,
    shownLocale: () => locale,
  });
  return { shell, storage, seen };
}

describe('browser composition roots', () => {
  it('signs in through the HTTP adapters and tells the other tabs who holds the session, never the token', async () => {
    const claims = Buffer.from(JSON.stringify({ sub: dealer.id, salesActiveCustCode: dealer.salesActiveCustCode })).toString('base64url');
    const { shell, storage, seen } = given(jsonResponse(200, { requestToken: `header.${claims}.signature` }), jsonResponse(200, dealer));

    const result = await shell.useCases.signIn({ username: 'dealer.surabaya', password: 'Pedal2024' });

    expect(result).toEqual({ ok: true, value: dealer });
    expect(seen.map((request) => `${request.method} ${request.url}`)).toEqual(['POST https://api.example/login', 'GET https://api.example/user']);
    expect(seen[1]?.authorization).toBe(`Bearer header.${claims}.signature`);
    expect(JSON.parse(storage.getItem(SESSION_HOLDER_STORAGE_KEY) ?? 'null')).toEqual({ userId: dealer.id, salesActiveCustCode: dealer.salesActiveCustCode });
  });

  it('sends the locale of the page on show with the requests of the use-cases', async () => {
    const { shell, seen } = givenShowing('id-id', jsonResponse(401, { error: 'login_failed' }));

    await shell.useCases.signIn({ username: 'a', password: 'b' });

    expect(seen[0]?.acceptLanguage).toBe('id-id');
  });

  it('hands out one API client, which is also the session and maintenance notices port', () => {
    const { shell } = given();

    expect(shell.sessionNotices).toBe(shell.shared.api);
    expect(shell.maintenanceNotices).toBe(shell.shared.api);
  });

  it('tells the notices subscribers when a use-case meets a failed connection', async () => {
    const { shell } = given(new TypeError('Failed to fetch'));
    const connectionFailed = vi.fn();
    shell.sessionNotices.onConnectionFailed(connectionFailed);

    await expect(shell.useCases.signIn({ username: 'a', password: 'b' })).rejects.toThrow();

    expect(connectionFailed).toHaveBeenCalledOnce();
  });

  it('sends the requests of the areas through the shell\'s API client', async () => {
    const { shell, seen } = givenShowing('id-id', new TypeError('Failed to fetch'));
    const connectionFailed = vi.fn();
    shell.sessionNotices.onConnectionFailed(connectionFailed);

    await composeAreas(shell.shared).loadCartCount();

    expect(seen).toHaveLength(1);
    expect(seen[0]?.url.startsWith('https://api.example/')).toBe(true);
    expect(seen[0]?.acceptLanguage).toBe('id-id');
    expect(connectionFailed).toHaveBeenCalledOnce();
  });
});
