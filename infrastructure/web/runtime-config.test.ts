import { describe, expect, it, vi } from 'vitest';
import { jsonResponse, scriptedFetch } from './testing/fetch.scripted';
import { loadRuntimeConfig } from './runtime-config';

/** A page without the configuration written into it, as the development server's. */
const BARE_PAGE = { getElementById: () => null };

describe('runtime configuration', () => {
  it('reads the configuration the portal page carries without calling the service', async () => {
    const block = { textContent: '{"apiBaseUrl":"","configAuthorization":"Basic cGFnZQ=="}' } as HTMLElement;
    const page = { getElementById: (id: string) => (id === 'runtime-config' ? block : null) };
    const { fetch, seen } = scriptedFetch(jsonResponse(200, { apiBaseUrl: 'https://api.example', configAuthorization: 'Basic ZGVtbw==' }));

    expect(await loadRuntimeConfig(fetch, page)).toEqual({ apiBaseUrl: '', configAuthorization: 'Basic cGFnZQ==' });
    expect(seen).toEqual([]);
  });

  it('loads the API origin and the configuration credentials', async () => {
    const { fetch, seen } = scriptedFetch(jsonResponse(200, { apiBaseUrl: 'https://api.example', configAuthorization: 'Basic ZGVtbw==' }));

    expect(await loadRuntimeConfig(fetch, BARE_PAGE)).toEqual({ apiBaseUrl: 'https://api.example', configAuthorization: 'Basic ZGVtbw==' });
    expect(seen[0]?.url).toBe('/runtime-config.json');
  });

  it('falls back to the portal origin when the file is missing', async () => {
    const { fetch } = scriptedFetch(jsonResponse(404));

    expect(await loadRuntimeConfig(fetch, BARE_PAGE)).toEqual({ apiBaseUrl: '', configAuthorization: null });
  });

  it('falls back to the portal origin when the service cannot be reached', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { fetch } = scriptedFetch(new TypeError('Failed to fetch'));

    expect(await loadRuntimeConfig(fetch, BARE_PAGE)).toEqual({ apiBaseUrl: '', configAuthorization: null });
    expect(warn).toHaveBeenCalled();
    warn.mockRestore();
  });
});
