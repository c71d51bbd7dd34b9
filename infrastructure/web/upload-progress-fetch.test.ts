import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { JSDOM, VirtualConsole } from 'jsdom';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { fetchWithUploadProgress } from './upload-progress-fetch';

function received(request: IncomingMessage): Promise<Buffer> {
  return new Promise((resolve) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => resolve(Buffer.concat(chunks)));
  });
}

const requestsHeld: ServerResponse[] = [];

async function answer(request: IncomingMessage, response: ServerResponse): Promise<void> {
  const body = await received(request);
  if (request.url === '/echo') {
    response.writeHead(201, 'Created', { 'content-type': 'application/json', 'x-received-bytes': String(body.length), 'x-received-upload': String(request.headers['x-upload']) });
    return void response.end(JSON.stringify({ method: request.method, text: body.toString('utf8') }));
  }
  if (request.url === '/refused') return void response.writeHead(413, 'Payload Too Large', { 'content-type': 'text/plain' }).end('too large');
  if (request.url === '/nothing') return void response.writeHead(204).end();
  if (request.url === '/held') return void requestsHeld.push(response);
  request.socket.destroy();
}

let server: Server;
let origin: string;
let page: JSDOM['window'];

beforeAll(async () => {
  server = createServer((request, response) => void answer(request, response));
  await new Promise<void>((listening) => server.listen(0, '127.0.0.1', listening));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  // A page of the portal, served from the service's origin as in production, whose XMLHttpRequest the sender uses.
  // Its console stays quiet: the broken connection a test makes on purpose would otherwise be printed as a failure.
  page = new JSDOM('', { url: `${origin}/en-us/claim/create`, virtualConsole: new VirtualConsole() }).window;
  vi.stubGlobal('XMLHttpRequest', page.XMLHttpRequest);
});

afterAll(async () => {
  vi.unstubAllGlobals();
  page.close();
  for (const response of requestsHeld) response.destroy();
  await new Promise((closed) => server.close(closed));
});

const ONE_HUNDRED_KIB = 100 * 1024;

describe('sending a body with its upload progress', () => {
  it('given a body, when sent, then the progress tells how much of all its bytes went out, ending with all of them', async () => {
    const onProgress = vi.fn<(sent: number, total: number) => void>();
    const body = 'x'.repeat(ONE_HUNDRED_KIB);

    await fetchWithUploadProgress(onProgress)(`${origin}/echo`, { method: 'POST', body });

    expect(onProgress).toHaveBeenCalled();
    for (const [sent, total] of onProgress.mock.calls) {
      expect(total).toBe(ONE_HUNDRED_KIB);
      expect(sent).toBeLessThanOrEqual(total);
    }
    expect(onProgress.mock.calls.at(-1)).toEqual([ONE_HUNDRED_KIB, ONE_HUNDRED_KIB]);
  });

  it('given a form with a file, when sent, then the service receives the fields and the headers given', async () => {
    const form = new page.FormData();
    form.append('operations', '{"query":"mutation"}');
    form.append('0', new page.Blob(['%PDF-1.4 invoice'], { type: 'application/pdf' }), 'invoice.pdf');

    const answered = await fetchWithUploadProgress(() => undefined)(`${origin}/echo`, { method: 'POST', body: form as unknown as FormData, headers: { 'x-upload': '1' } });

    expect(answered.headers.get('x-received-upload')).toBe('1');
    const echoed = (await answered.json()) as { text: string };
    expect(echoed.text).toContain('{"query":"mutation"}');
    expect(echoed.text).toContain('filename="invoice.pdf"');
    expect(echoed.text).toContain('%PDF-1.4 invoice');
  });
});

describe('the answer, as fetch gives it', () => {
  it('given the service answers, then the status, its text, the headers and the body are those it sent', async () => {
    const answered = await fetchWithUploadProgress(() => undefined)(`${origin}/echo`, { method: 'POST', body: 'hello' });

    expect(answered).toBeInstanceOf(Response);
    expect(answered.status).toBe(201);
    expect(answered.statusText).toBe('Created');
    expect(answered.ok).toBe(true);
    expect(answered.headers.get('content-type')).toBe('application/json');
    expect(answered.headers.get('x-received-bytes')).toBe('5');
    expect(await answered.json()).toEqual({ method: 'POST', text: 'hello' });
  });

  it('given a refusal, then it is answered, not thrown, with its status and body', async () => {
    const answered = await fetchWithUploadProgress(() => undefined)(`${origin}/refused`, { method: 'POST', body: 'x'.repeat(10) });

    expect(answered.ok).toBe(false);
    expect(answered.status).toBe(413);
    expect(await answered.text()).toBe('too large');
  });

  it('given an answer without content, then the body is empty', async () => {
    const answered = await fetchWithUploadProgress(() => undefined)(`${origin}/nothing`, { method: 'POST', body: 'x' });

    expect(answered.status).toBe(204);
    expect(answered.body).toBeNull();
  });
});

describe('a request that does not end in an answer', () => {
  it('given a request under way, when its signal aborts, then it rejects with an AbortError', async () => {
    const controller = new AbortController();
    const sent = fetchWithUploadProgress(() => undefined)(`${origin}/held`, { method: 'POST', body: 'x'.repeat(10), signal: controller.signal });
    await vi.waitFor(() => expect(requestsHeld.length).toBeGreaterThan(0));

    controller.abort();

    await expect(sent).rejects.toMatchObject({ name: 'AbortError' });
  });

  it('given a signal already aborted, then the request rejects with an AbortError and is never sent', async () => {
    const heldBefore = requestsHeld.length;

    await expect(fetchWithUploadProgress(() => undefined)(`${origin}/held`, { method: 'POST', body: 'x', signal: AbortSignal.abort() })).rejects.toMatchObject({ name: 'AbortError' });
    await new Promise((settled) => setTimeout(settled, 100));
    expect(requestsHeld.length).toBe(heldBefore);
  });

  it('given the connection breaks, then it rejects with the TypeError fetch gives', async () => {
    await expect(fetchWithUploadProgress(() => undefined)(`${origin}/broken`, { method: 'POST', body: 'x' })).rejects.toThrow(TypeError);
  });
});
