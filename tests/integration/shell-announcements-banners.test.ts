import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { announcements } from '../../infrastructure/db/schema';
import { graphql, signInAs } from './support/session';
import { ENGINES, startTestServer, type TestServer } from './support/test-server';

const ANNOUNCEMENTS = '{ activeUserAreaAnnouncements { id type title content url from to } }';
const BANNERS = '{ activeUserAreaBanners { id sorg bannerFile link url from to } }';

type Announcement = { id: string; type: string; title: string; from: string; to: string };
type Banner = { id: string; sorg: string; bannerFile: string; link: string | null; url: string; from: string; to: string };

describe.each(ENGINES)('user-area announcements and banners on %s', (engine) => {
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

  const announcementsOf = async (username: string) => {
    const { requestToken } = await signInAs(server, username);
    return (await graphql<{ activeUserAreaAnnouncements: Announcement[] }>(server, requestToken, ANNOUNCEMENTS)).data!.activeUserAreaAnnouncements;
  };
  const bannersOf = async (username: string) => {
    const { requestToken } = await signInAs(server, username);
    return (await graphql<{ activeUserAreaBanners: Banner[] }>(server, requestToken, BANNERS)).data!.activeUserAreaBanners;
  };

  it('answers the valid home-page announcements of the one area of a dealer', async () => {
    const found = await announcementsOf('dealer');
    expect(found.map((item) => item.title)).toEqual(['Model year 2027 pre-orders are open']);
    const now = Date.now();
    expect(found.every((item) => item.type === 'home_page' && Date.parse(item.from) <= now && now < Date.parse(item.to))).toBe(true);
  });

  it('answers the announcements of every area of a user with several, and only theirs', async () => {
    expect((await announcementsOf('salesgroup')).map((item) => item.title).sort()).toEqual(['Model year 2027 pre-orders are open', 'Singapore showroom opening']);
    expect((await announcementsOf('usdealer')).map((item) => item.title)).toEqual(['Winter service campaign']);
  });

  it('leaves out a link a person could not safely follow, signed in and on the public sign-in announcements', async () => {
    const valid = { validFrom: new Date(Date.now() - 60_000), validTo: new Date(Date.now() + 3_600_000) };
    await server.database.db.insert(announcements).values([
      { sorg: 'ID01', type: 'home_page', title: 'Scripted link', url: 'javascript:alert(document.cookie)', content: '<p>x</p>', ...valid },
      { sorg: 'ID01', type: 'login', title: 'Scripted public link', url: ' javascript:alert(1)', content: '<p>x</p>', isPublic: true, ...valid },
    ]);
    const signedIn = (await announcementsOf('dealer')) as (Announcement & { url: string | null })[];
    expect(signedIn.find((item) => item.title === 'Scripted link')?.url).toBeNull();
    const configAuthorization = `Basic ${Buffer.from('portal:portal-config').toString('base64')}`;
    const published = (await (await server.fetch('/active-announcements/localhost', { headers: { authorization: configAuthorization } })).json()) as { title: string; url: string | null }[];
    expect(published.find((item) => item.title === 'Scripted public link')).toMatchObject({ url: null });
  });

  it('answers the valid banners of the user areas in their order, with the image path', async () => {
    const dealer = await bannersOf('dealer');
    expect(dealer.map((item) => [item.sorg, item.bannerFile])).toEqual([
      ['ID01', 'velocita-model-year-2027.svg'],
      ['ID01', 'velocita-service-week.svg'],
    ]);
    expect(dealer[0]).toMatchObject({ url: '/bnrs/image/velocita-model-year-2027.svg', link: 'https://velocita.example/model-year-2027' });
    expect((await bannersOf('usdealer')).map((item) => item.bannerFile)).toEqual(['trailmark-winter-service.svg']);
    expect((await bannersOf('salesgroup')).map((item) => item.sorg)).toEqual(['ID01', 'SG01', 'ID01']);
  });

  it('serves the image of every banner it lists, as an SVG that cannot run script', async () => {
    for (const banner of await bannersOf('admin')) {
      const response = await server.fetch(banner.url);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toMatch(/^image\/svg\+xml/);
      expect(response.headers.get('content-security-policy')).toContain("default-src 'none'");
      expect(await response.text()).toMatch(/^<svg /);
    }
  });

  it.each(['/bnrs/image/missing.svg', '/bnrs/image/..%2F..%2Fpackage.json', '/bnrs/image/%2E%2E', '/bnrs/image/banner.html', '/bnrs/image/.env'])(
    'answers %s with a JSON 404, never a file from elsewhere nor the portal page',
    async (path) => {
      const response = await server.fetch(path);
      expect(response.status).toBe(404);
      expect(await response.json()).toEqual({ error: 'not_found' });
    },
  );

  it('asks for a signed-in user', async () => {
    const response = await server.fetch('/graphql', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ query: BANNERS }) });
    expect(response.status).toBe(401);
  });
});
