import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_JSON_BODY_BYTES } from '../../infrastructure/server/http/edge-guards';
import { signInAs } from './support/session';
import { startTestServer, type TestServer } from './support/test-server';

/** A JSON body just over the limit: a login whose password is padding. */
function oversizedLogin() {
  return JSON.stringify({ username: 'dealer', password: 'x'.repeat(MAX_JSON_BODY_BYTES) });
}

describe('the edge of the service: security headers and body limits', () => {
  let server: TestServer;
  const portalFolder = mkdtempSync(join(tmpdir(), 'portal-dist-'));
  beforeAll(async () => {
    writeFileSync(join(portalFolder, 'index.html'), '<!doctype html><html><head><title>portal</title><style>body{margin:0}</style></head><body><div id="root"></div></body></html>');
    mkdirSync(join(portalFolder, '.vite'));
    const manifest = {
      'index.html': { file: 'assets/index-1.js', isEntry: true },
      '_areas-2.js': { file: 'assets/areas-2.js', name: 'areas', imports: ['index.html'] },
      'locales/fr.json?part=shell': { file: 'assets/fr-3.js', name: 'fr' },
    };
    writeFileSync(join(portalFolder, '.vite', 'manifest.json'), JSON.stringify(manifest));
    writeFileSync(join(portalFolder, 'session-hand-over.js'), 'window.portalSessionHandOver = null;');
    writeFileSync(join(portalFolder, 'intl-warm-up.js'), "Intl.DateTimeFormat.supportedLocalesOf(['en-US']);");
    server = await startTestServer('pglite', { portalFolder });
  });
  afterAll(async () => {
    await server.close();
    rmSync(portalFolder, { recursive: true, force: true });
  });

  it('sends a strict content security policy and the other security headers with the portal page', async () => {
    const response = await server.fetch('/en-us/catalog');
    const policy = response.headers.get('content-security-policy') ?? '';
    expect(policy).toContain("script-src 'self'");
    expect(policy).not.toContain('unsafe-inline');
    expect(policy).toContain("frame-ancestors 'none'");
    expect(policy).toContain("object-src 'none'");
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    expect(response.headers.get('permissions-policy')).toContain('camera=()');
    expect(response.headers.get('x-frame-options')).toBe('DENY');
  });

  it('allows inline style only with a nonce of its own answer, which the page\'s style carries and names for React Aria', async () => {
    const nonces: string[] = [];
    for (const path of ['/', '/en-us/cart']) {
      const response = await server.fetch(path);
      const nonce = /style-src 'self' 'nonce-([^']+)'/.exec(response.headers.get('content-security-policy') ?? '')?.[1];
      expect(nonce).toBeTruthy();
      const page = await response.text();
      expect(page).toContain(`<style nonce="${nonce}">body{margin:0}</style>`);
      expect(page).toContain(`<meta property="csp-nonce" content="${nonce}">`);
      nonces.push(nonce!);
    }
    expect(new Set(nonces).size).toBe(2);
  });

  it('writes the runtime configuration the service answers into the portal page, where no script runs it', async () => {
    const page = await (await server.fetch('/en-us/catalog')).text();
    const written = /<script type="application\/json" id="runtime-config">(.*?)<\/script>/.exec(page)?.[1];
    expect(JSON.parse(written ?? 'null')).toEqual(await (await server.fetch('/runtime-config.json')).json());
  });

  it('has a browser that holds a session fetch the framed pages\' shared files alongside the entry, and no other', async () => {
    const held = await (await server.fetch('/fr/catalog', { headers: { cookie: 'portal_session=any' } })).text();
    expect(held).toContain('<link rel="modulepreload" href="/assets/areas-2.js"><link rel="modulepreload" href="/assets/fr-3.js">');
    expect(await (await server.fetch('/fr/login')).text()).not.toContain('modulepreload');
  });

  it('has a browser that holds a session ask for its token first thing in the page\'s head', async () => {
    const held = await (await server.fetch('/fr/catalog', { headers: { cookie: 'portal_session=any' } })).text();
    expect(held).toContain('<head><script>window.portalSessionHandOver = null;</script>');
    expect(await (await server.fetch('/fr/login')).text()).not.toContain('portalSessionHandOver');
  });

  it('has every page warm the browser\'s locale data while it is read, after the session\'s hand-over', async () => {
    const warmUp = "<script>Intl.DateTimeFormat.supportedLocalesOf(['en-US']);</script>";
    expect(await (await server.fetch('/fr/login')).text()).toContain(`<head>${warmUp}`);
    expect(await (await server.fetch('/fr/catalog', { headers: { cookie: 'portal_session=any' } })).text()).toContain(`portalSessionHandOver = null;</script>${warmUp}`);
  });

  it('allows the page\'s own inline scripts by their hashes, and no other inline script', async () => {
    const response = await server.fetch('/fr/catalog', { headers: { cookie: 'portal_session=any' } });
    const scriptSrc = /script-src ([^;]*)/.exec(response.headers.get('content-security-policy') ?? '')?.[1]?.split(' ');
    const inline = [...(await response.text()).matchAll(/<script>(.*?)<\/script>/g)].map((match) => `'sha256-${createHash('sha256').update(match[1]!).digest('base64')}'`);

    expect(inline).toHaveLength(2);
    expect(scriptSrc).toEqual(["'self'", ...inline]);
  });

  it('sends the security headers with API answers too, and HSTS only to a client that came over https', async () => {
    const plain = await server.fetch('/healthz');
    expect(plain.headers.get('x-content-type-options')).toBe('nosniff');
    expect(plain.headers.get('strict-transport-security')).toBeNull();
    const proxied = await server.fetch('/healthz', { headers: { 'x-forwarded-proto': 'https' } });
    expect(proxied.headers.get('strict-transport-security')).toContain('max-age=31536000');
  });

  it.each(['/login', '/public/graphql', '/refresh-token'])('refuses a JSON body over the limit on %s with 413', async (path) => {
    const response = await server.fetch(path, { method: 'POST', headers: { 'content-type': 'application/json' }, body: oversizedLogin() });
    expect(response.status).toBe(413);
    expect(await response.json()).toEqual({ error: 'payload_too_large' });
  });

  it('refuses an oversized signed-in GraphQL body with 413 and still answers a normal one', async () => {
    const { requestToken } = await signInAs(server, 'dealer');
    const headers = { 'content-type': 'application/json', authorization: `Bearer ${requestToken}` };
    const padding = ' '.repeat(MAX_JSON_BODY_BYTES);
    const oversized = await server.fetch('/graphql', { method: 'POST', headers, body: `{"query":"{ currentUser { id } }"${padding}}` });
    expect(oversized.status).toBe(413);
    const normal = await server.fetch('/graphql', { method: 'POST', headers, body: JSON.stringify({ query: '{ currentUser { id } }' }) });
    expect(normal.status).toBe(200);
  });

  it('refuses an oversized body that does not declare its length', async () => {
    const chunks = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(new TextEncoder().encode(oversizedLogin()));
        controller.close();
      },
    });
    const response = await server.fetch('/login', { method: 'POST', headers: { 'content-type': 'application/json' }, body: chunks, duplex: 'half' } as RequestInit);
    expect(response.status).toBe(413);
  });
});
