import { describe, expect, it } from 'vitest';
import { completeHostConfig } from '../../../domain/config/host-config';
import { findManifestFile, hostSlug, manifestMapping, webManifest } from './web-manifests';

const velocita = completeHostConfig({ host: 'localhost', brandName: 'Velocita', webTitle: 'Velocita Dealer Portal', sorg: 'ID01' }, { primaryColor: '#1d4ed8' });
const trailmark = completeHostConfig({ host: '127.0.0.1', brandName: 'Trailmark', webTitle: 'Trailmark Dealer Hub', sorg: 'US01' }, { primaryColor: '#0f5f59' });

describe('web manifests', () => {
  it('maps every host to its manifest and icons', () => {
    expect(manifestMapping([trailmark, velocita])).toEqual([
      { domains: ['127.0.0.1'], manifest: 'manifest-127-0-0-1.json', shortCutIcon: 'icon-127-0-0-1.svg', appleTouchIcon: 'apple-touch-icon-127-0-0-1.png' },
      { domains: ['localhost'], manifest: 'manifest-localhost.json', shortCutIcon: 'icon-localhost.svg', appleTouchIcon: 'apple-touch-icon-localhost.png' },
    ]);
  });

  it('finds the host behind each file name it lists, and nothing for other names', () => {
    const configs = [velocita, trailmark];
    expect(findManifestFile(configs, 'manifest-127-0-0-1.json')).toEqual({ kind: 'manifest', config: trailmark });
    expect(findManifestFile(configs, 'apple-touch-icon-localhost.png')).toEqual({ kind: 'appleTouchIcon', config: velocita });
    expect(findManifestFile(configs, 'manifest-elsewhere.json')).toBeUndefined();
    expect(findManifestFile(configs, '../manifest-localhost.json')).toBeUndefined();
  });

  it('builds the manifest from the host configuration', () => {
    expect(webManifest(velocita)).toMatchObject({ name: 'Velocita Dealer Portal', short_name: 'Velocita', theme_color: '#1d4ed8', start_url: '/', display: 'standalone' });
    expect(webManifest(velocita).icons.map((icon) => icon.src)).toEqual(['/manifests/icon-localhost.svg', '/manifests/apple-touch-icon-localhost.png']);
  });

  it('turns a host name into a file-name part of letters, digits and dashes', () => {
    expect(hostSlug('Dealers.Velocita.example')).toBe('dealers-velocita-example');
  });
});
