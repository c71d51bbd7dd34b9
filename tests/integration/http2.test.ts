import { connect, type ClientHttp2Session } from 'node:http2';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../../infrastructure/db/seed/demo-data';
import { localCertificate } from '../tools/local-certificate';
import { startTestServer, type TestServer } from './support/test-server';

interface Answer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: string;
}

/** One request over an HTTP/2 session, which names the host in :authority and sends no Host header. */
function send(session: ClientHttp2Session, headers: Record<string, string>, body?: string): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const stream = session.request(headers);
    const chunks: Buffer[] = [];
    let answerHeaders: Answer['headers'] = {};
    stream.on('response', (received) => (answerHeaders = received));
    stream.on('data', (chunk: Buffer) => chunks.push(chunk));
    stream.on('end', () => resolve({ status: Number(answerHeaders[':status']), headers: answerHeaders, body: Buffer.concat(chunks).toString('utf8') }));
    stream.on('error', reject);
    stream.end(body);
  });
}

describe('the portal over HTTPS with HTTP/2', () => {
  let server: TestServer;
  let session: ClientHttp2Session;
  let origin: string;
  beforeAll(async () => {
    const certificate = await localCertificate();
    server = await startTestServer('pglite', { tls: certificate });
    origin = `https://127.0.0.1:${server.port}`;
    session = connect(origin, { ca: certificate.cert });
  });
  afterAll(async () => {
    session?.close();
    await server?.close();
  });

  it('answers browsers in HTTP/2 and names its address with https', async () => {
    expect(server.url).toMatch(/^https:\/\/localhost:\d+$/);
    const answer = await send(session, { ':method': 'GET', ':path': '/healthz' });
    expect(answer.status).toBe(200);
    expect(session.alpnProtocol).toBe('h2');
  });

  it('signs in and refreshes the session, whose origin check reads the host from :authority', async () => {
    const signedIn = await send(
      session,
      { ':method': 'POST', ':path': '/login', 'content-type': 'application/json', origin },
      JSON.stringify({ username: 'dealer', password: DEMO_PASSWORD }),
    );
    expect(signedIn.status).toBe(200);
    const cookies = [signedIn.headers['set-cookie'] ?? []].flat();
    const sessionCookie = cookies.find((cookie) => cookie.startsWith('portal_session='));
    expect(sessionCookie).toContain('Secure');
    const refreshed = await send(session, { ':method': 'POST', ':path': '/refresh-token', origin, cookie: sessionCookie!.split(';')[0]! });
    expect(refreshed.status).toBe(200);
    expect(JSON.parse(refreshed.body)).toHaveProperty('requestToken');
  });

  it('still refuses a refresh asked for by another site', async () => {
    const refused = await send(session, { ':method': 'POST', ':path': '/refresh-token', origin: 'https://elsewhere.example', cookie: 'portal_session=any' });
    expect(refused.status).toBe(401);
  });
});
