import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './support/test-server';

describe('serving the built portal', () => {
  let server: TestServer;
  const portalFolder = mkdtempSync(join(tmpdir(), 'portal-dist-'));
  beforeAll(async () => {
    writeFileSync(join(portalFolder, 'index.html'), '<!doctype html><title>portal</title><div id="root"></div>');
    mkdirSync(join(portalFolder, 'assets'));
    writeFileSync(join(portalFolder, 'assets', 'app-1234.js'), 'console.log(1)');
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

  it('keeps unknown API paths as JSON 404s instead of the portal', async () => {
    const response = await server.fetch('/server/unknown-call');
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ error: 'not_found' });
  });

  it('reports health', async () => {
    expect(await (await server.fetch('/healthz')).json()).toEqual({ status: 'ok' });
  });
});
