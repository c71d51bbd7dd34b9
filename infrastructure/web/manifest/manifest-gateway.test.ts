import { describe, expect, it } from 'vitest';
import { TokenStoreInMemory } from '../../../application/portal/session/testing/token-store.in-memory';
import { ApiClient } from '../api-client';
import { jsonResponse, scriptedFetch } from '../testing/fetch.scripted';
import { ManifestGatewayHttp } from './manifest-gateway';

function gatewayAnswering(body: unknown, baseUrl = 'https://api.example/') {
  const { fetch, seen } = scriptedFetch(jsonResponse(200, body));
  return { seen, gateway: new ManifestGatewayHttp(new ApiClient({ baseUrl, fetch, tokens: new TokenStoreInMemory('access-1') }), baseUrl) };
}

describe('manifest gateway', () => {
  it('reads the mapping and turns its file names into URLs under /manifests/', async () => {
    const { gateway, seen } = gatewayAnswering([
      { domains: ['localhost'], manifest: 'manifest-localhost.json', shortCutIcon: 'icon-localhost.svg', appleTouchIcon: 'apple-touch-icon-localhost.png' },
    ]);

    expect(await gateway.mapping()).toEqual([
      {
        domains: ['localhost'],
        manifest: 'https://api.example/manifests/manifest-localhost.json',
        shortCutIcon: 'https://api.example/manifests/icon-localhost.svg',
        appleTouchIcon: 'https://api.example/manifests/apple-touch-icon-localhost.png',
      },
    ]);
    expect(seen[0]?.url).toBe('https://api.example/manifests/mappingManifest.json');
  });

  it('skips malformed entries', async () => {
    const { gateway } = gatewayAnswering([{ domains: 'localhost' }, null]);

    expect(await gateway.mapping()).toEqual([]);
  });
});
