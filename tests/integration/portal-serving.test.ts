import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, brotliCompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './support/test-server';

/** A script large enough that compressing it is worth it. */
const SCRIPT = `console.log(${JSON.stringify('portal '.repeat(400))});`;

describe('serving the built portal', () => {
  let server: TestServer;
  const portalFolder = mkdtempSync(join(tmpdir(), 'portal-dist-'));
  beforeAll(async () => {
    writeFileSync(join(portalFolder, 'index.html'), '<!doctype html><title>portal</title><div id="root"></div>');
    mkdirSync(join(portalFolder, 'assets'));
    writeFileSync(join(portalFolder, 'assets', 'app-1234.js'), SCRIPT);
    writeFileSync(join(portalFolder, 'assets', 'app-1234.js.br'), brotliCompressSync(SCRIPT));
    writeFileSync(join(portalFolder, 'assets', 'app-1234.js.gz'), gzipSync(SCRIPT));
    mkdirSync(join(portalFolder, '.vite'));
    writeFileSync(join(portalFolder, '.vite', 'manifest.json'), '{"ui/main.tsx":{"file":"assets/app-1234.js"}}');
    server = await startTestServer('pglite', { portalFolder });
  });
  afterAll(async () => {
    await server.close();
    rmSync(portalFolder, { recursive: true, force: true });
  });

  it('answers client routes with the portal so a reload keeps the page', async () => {
    const response = await server.fetch('/en-us/invoice/open-invoice');
    expect(response.status).toBe(200);
    expect(await response.text()).toContain('<div id="root">');
  });

  it('serves built assets with a long cache lifetime', async () => {
    const response = await server.fetch('/assets/app-1234.js');
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toContain('immutable');
  });

  it('sends the precompressed copy of an asset the browser accepts, and the plain one to a browser that accepts none', async () => {
    // Through node:http (a host given), which hands the body over as it came, still compressed.
    const brotli = await server.fetch('/assets/app-1234.js', { host: 'localhost', headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(brotli.headers.get('content-encoding')).toBe('br');
    expect(brotli.headers.get('vary')).toContain('Accept-Encoding');
    expect(brotliDecompressSync(Buffer.from(await brotli.arrayBuffer())).toString()).toBe(SCRIPT);
    const gzip = await server.fetch('/assets/app-1234.js', { host: 'localhost', headers: { 'accept-encoding': 'gzip' } });
    expect(gzip.headers.get('content-encoding')).toBe('gzip');
    expect(gunzipSync(Buffer.from(await gzip.arrayBuffer())).toString()).toBe(SCRIPT);
    const plain = await server.fetch('/assets/app-1234.js', { host: 'localhost', headers: { 'accept-encoding': 'identity' } });
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(await plain.text()).toBe(SCRIPT);
  });

  it('answers an asset that is not there with 404 and no long cache, not with the portal page', async () => {
    const response = await server.fetch('/assets/app-0000.js');
    expect(response.status).toBe(404);
    expect(response.headers.get('cache-control') ?? '').not.toContain('immutable');
  });

  it("keeps the build's manifest, which names source files, to the machine", async () => {
    const response = await server.fetch('/.vite/manifest.json');
    expect(response.status).toBe(404);
    expect(await response.text()).not.toContain('ui/main.tsx');
  });

  it('keeps unknown API paths as JSON 404s instead of the portal', async () => {
    const response = await server.fetch('/server/unknown-call');
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ error: 'not_found' });
  });

  it('reports health', async () => {
    expect(await (await server.fetch('/healthz')).json()).toEqual({ status: 'ok' });
  });
});
