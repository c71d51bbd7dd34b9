import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ManifestMappingEntry } from '../../../domain/shell/manifest-entry';
import { createFindWebManifest } from './find-web-manifest';

const velocita: ManifestMappingEntry = {
  domains: ['localhost'],
  manifest: '/manifests/manifest-localhost.json',
  shortCutIcon: '/manifests/icon-localhost.svg',
  appleTouchIcon: '/manifests/apple-touch-icon-localhost.png',
};

afterEach(() => {
  vi.restoreAllMocks();
});

describe('find web manifest', () => {
  it('picks the entry of the current host', async () => {
    const find = createFindWebManifest({ gateway: { mapping: async () => [velocita] } });

    expect(await find('localhost')).toEqual(velocita);
    expect(await find('127.0.0.1')).toBeNull();
  });

  it('goes on without a manifest when the mapping cannot be loaded', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const find = createFindWebManifest({ gateway: { mapping: () => Promise.reject(new Error('404')) } });

    expect(await find('localhost')).toBeNull();
  });
});
