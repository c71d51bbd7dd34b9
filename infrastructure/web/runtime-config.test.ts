import { describe, expect, it, vi } from 'vitest';
import { jsonResponse, scriptedFetch } from './testing/fetch.scripted';
import { loadRuntimeConfig } from './runtime-config';

describe('runtime configuration', () => {
  it('loads the API origin and the configuration credentials', async () => {
    const { fetch, seen } = scriptedFetch(jsonResponse(200, { apiBaseUrl: 'https://api.example', configAuthorization: 'Basic ZGVtbw==' }));

    expect(await loadRuntimeConfig(fetch)).toEqual({ apiBaseUrl: 'https://api.example', configAuthorization: 'Basic ZGVtbw==' });
    expect(seen[0]?.url).toBe('/runtime-config.json');
  });

  it('falls back to the portal origin when the file is missing', async () => {
    const { fetch } = scriptedFetch(jsonResponse(404));

    expect(await loadRuntimeConfig(fetch)).toEqual({ apiBaseUrl: '', configAuthorization: null });
  });

  it('falls back to the portal origin when the service cannot be reached', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { fetch } = scriptedFetch(new TypeError('Failed to fetch'));

    expect(await loadRuntimeConfig(fetch)).toEqual({ apiBaseUrl: '', configAuthorization: null });
    expect(warn).toHaveBeenCalled();
    warn.mockRestore();
  });
});
