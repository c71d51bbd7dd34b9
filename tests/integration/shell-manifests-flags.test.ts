import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOCALES } from '../../domain/locales/locales';
import { ENGINES, startTestServer, type TestServer } from './support/test-server';

type MappingEntry = { domains: string[]; manifest: string; shortCutIcon: string; appleTouchIcon: string };

describe.each(ENGINES)('web manifests and language flags on %s', (engine) => {
  let server: TestServer;
  let portalFolder: string;
  beforeAll(async () => {
    portalFolder = await mkdtemp(join(tmpdir(), 'portal-build-'));
    await writeFile(join(portalFolder, 'index.html'), '<!doctype html><title>portal</title>');
    server = await startTestServer(engine, { portalFolder });
  });
  afterAll(async () => {
    await server.close();
    await rm(portalFolder, { recursive: true, force: true });
  });

  it('lists one manifest entry per configured host', async () => {
    const response = await server.fetch('/manifests/mappingManifest.json');
    expect(response.headers.get('content-type')).toMatch(/^application\/json/);
    const mapping = (await response.json()) as MappingEntry[];
    expect(mapping).toEqual([
      { domains: ['127.0.0.1'], manifest: 'manifest-127-0-0-1.json', shortCutIcon: 'icon-127-0-0-1.svg', appleTouchIcon: 'apple-touch-icon-127-0-0-1.png' },
      { domains: ['localhost'], manifest: 'manifest-localhost.json', shortCutIcon: 'icon-localhost.svg', appleTouchIcon: 'apple-touch-icon-localhost.png' },
    ]);
  });

  it('serves every file the mapping names, the manifest built from the host configuration', async () => {
    const mapping = (await (await server.fetch('/manifests/mappingManifest.json')).json()) as MappingEntry[];
    for (const entry of mapping) {
      const manifest = await server.fetch(`/manifests/${entry.manifest}`);
      expect(manifest.headers.get('content-type')).toBe('application/manifest+json');
      const body = await manifest.json();
      expect(body).toMatchObject({ start_url: '/', display: 'standalone' });
      for (const icon of body.icons as { src: string; type: string }[]) {
        const response = await server.fetch(icon.src);
        expect(response.status).toBe(200);
        expect(response.headers.get('content-type')).toMatch(new RegExp(`^${icon.type.replace('+', '\\+')}`));
      }
      expect((await server.fetch(`/manifests/${entry.shortCutIcon}`)).status).toBe(200);
      expect((await server.fetch(`/manifests/${entry.appleTouchIcon}`)).status).toBe(200);
    }
    const trailmark = await (await server.fetch('/manifests/manifest-127-0-0-1.json')).json();
    expect(trailmark).toMatchObject({ name: 'Trailmark Dealer Hub', short_name: 'Trailmark', theme_color: '#0f5f59' });
  });

  it.each(LOCALES)('serves the flag of %s as an SVG', async (locale) => {
    const response = await server.fetch(`/language/${locale}.svg`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^image\/svg\+xml/);
    expect(await response.text()).toMatch(/^<svg /);
  });

  it.each(['/language/xx.svg', '/language/de.png', '/language/', '/manifests/manifest-unknown.json', '/manifests/', '/notification/unknown', '/bnrs/'])(
    'answers %s with a JSON 404 rather than the portal page',
    async (path) => {
      const response = await server.fetch(path);
      expect(response.status).toBe(404);
      expect(response.headers.get('content-type')).toMatch(/^application\/json/);
    },
  );

  it('still serves the portal page for client routes', async () => {
    const response = await server.fetch('/en-us/catalog');
    expect(response.status).toBe(200);
    expect(await response.text()).toContain('<title>portal</title>');
  });
});
