import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BANNER_THUMBNAIL_WIDTH, BANNER_WIDTH } from '../../application/service/banners/banner-administration';
import { uploadFile } from './support/invoicing';
import { graphql, signInAs } from './support/session';
import { ENGINES, startTestServer, type TestServer } from './support/test-server';

const CREATE_ANNOUNCEMENT = `mutation ($input: AnnouncementInput!) {
  createAnnouncement(input: $input) { message { status } userErrors { field message } announcement { id sorg title content url } }
}`;
const ANNOUNCEMENTS = 'query ($search: String) { announcements(search: $search) { total items { id title sorg } } }';
const ACTIVE_ANNOUNCEMENTS = '{ activeUserAreaAnnouncements { title content } }';
const CREATE_BANNER = `mutation ($file: File!, $sorg: String!, $link: String, $from: DateTime!, $to: DateTime!) {
  createBanner(bannerFile: $file, sorg: $sorg, link: $link, from: $from, to: $to) {
    message { status } userErrors { field message } banner { id sorg bannerFile url thumbnailUrl link }
  }
}`;
const DELETE_BANNER = 'mutation ($id: ID!) { deleteBanner(id: $id) { message { status } userErrors { field message } } }';
const ACTIVE_BANNERS = '{ activeUserAreaBanners { id bannerFile } }';

type Answer<T> = { message: { status: boolean }; userErrors: { field: string[]; message: string }[] } & T;

const schedule = () => ({ from: new Date(Date.now() - 60_000).toISOString(), to: new Date(Date.now() + 86_400_000).toISOString() });
const announcement = (overrides: Record<string, unknown> = {}) => ({
  sorg: 'ID01',
  type: 'home_page',
  title: 'Service week',
  content: '<p>Book a <strong>service</strong> slot</p>',
  url: 'https://velocita.example/service',
  ...schedule(),
  ...overrides,
});

describe.each(ENGINES)('banner and announcement administration on %s', (engine) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(engine);
  });
  afterAll(async () => {
    await server.close();
  });

  const tokenOf = async (username: string) => (await signInAs(server, username)).requestToken;
  const createAnnouncement = async (username: string, input: Record<string, unknown>) =>
    graphql<{ createAnnouncement: Answer<{ announcement: { id: string; content: string; url: string | null } | null }> }>(server, await tokenOf(username), CREATE_ANNOUNCEMENT, { input });

  it('never lets script, event handlers, javascript: links or styles survive in announcement content', async () => {
    const content =
      '<p onclick="steal()" style="color:red">Hello <a href="javascript:alert(1)">there</a><script>alert(document.cookie)</script></p>' +
      '<img src=x onerror="alert(1)"><svg onload="alert(1)"></svg><style>body{display:none}</style><a href=" JaVaScRiPt:alert(2)">x</a>';
    const answer = (await createAnnouncement('marketing', announcement({ title: 'Scripted', content }))).data!.createAnnouncement;
    expect(answer.message.status).toBe(true);
    const saved = answer.announcement!.content;
    expect(saved).toBe('<p>Hello there</p>x');
    const shown = (await graphql<{ activeUserAreaAnnouncements: { title: string; content: string }[] }>(server, await tokenOf('dealer'), ACTIVE_ANNOUNCEMENTS)).data!
      .activeUserAreaAnnouncements;
    expect(shown.find((item) => item.title === 'Scripted')?.content).toBe(saved);
  });

  it('shows an announcement to the dealers of its sales organisation as soon as it is created', async () => {
    await createAnnouncement('marketing', announcement({ title: 'Fresh news for ID01' }));
    const shown = (await graphql<{ activeUserAreaAnnouncements: { title: string }[] }>(server, await tokenOf('dealer'), ACTIVE_ANNOUNCEMENTS)).data!.activeUserAreaAnnouncements;
    expect(shown.map((item) => item.title)).toContain('Fresh news for ID01');
    const elsewhere = (await graphql<{ activeUserAreaAnnouncements: { title: string }[] }>(server, await tokenOf('usdealer'), ACTIVE_ANNOUNCEMENTS)).data!.activeUserAreaAnnouncements;
    expect(elsewhere.map((item) => item.title)).not.toContain('Fresh news for ID01');
  });

  it('refuses announcement administration without the scope, and leaves the data as it was', async () => {
    const dealer = await tokenOf('dealer');
    const refused = await graphql(server, dealer, CREATE_ANNOUNCEMENT, { input: announcement({ title: 'Not allowed' }) });
    expect(refused.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    expect((await graphql(server, dealer, ANNOUNCEMENTS, {})).errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    const listed = await graphql<{ announcements: { total: number } }>(server, await tokenOf('admin'), ANNOUNCEMENTS, { search: 'Not allowed' });
    expect(listed.data!.announcements.total).toBe(0);
  });

  it('refuses announcements for a sales organisation the administrator does not hold, and hides theirs', async () => {
    const answer = (await createAnnouncement('marketing', announcement({ sorg: 'US01', title: 'Other brand' }))).data!.createAnnouncement;
    expect(answer.message.status).toBe(false);
    expect(answer.userErrors).toContainEqual({ field: ['sorg'], message: 'content_sorg_not_held' });
    const adminOne = (await createAnnouncement('admin', announcement({ sorg: 'US01', title: 'Trailmark only' }))).data!.createAnnouncement;
    expect(adminOne.message.status).toBe(true);
    const marketing = await tokenOf('marketing');
    const listed = (await graphql<{ announcements: { items: { title: string; sorg: string }[] } }>(server, marketing, ANNOUNCEMENTS, { search: 'Trailmark only' })).data!;
    expect(listed.announcements.items).toEqual([]);
    const deleted = await graphql<{ deleteAnnouncement: Answer<object> }>(server, marketing, 'mutation ($id: ID!) { deleteAnnouncement(id: $id) { message { status } userErrors { field message } } }', {
      id: adminOne.announcement!.id,
    });
    expect(deleted.data!.deleteAnnouncement.message.status).toBe(false);
    const stillThere = (await graphql<{ announcement: { title: string } | null }>(server, await tokenOf('admin'), 'query ($id: ID!) { announcement(id: $id) { title } }', { id: adminOne.announcement!.id })).data!;
    expect(stillThere.announcement?.title).toBe('Trailmark only');
  });

  it('refuses a schedule that ends before it starts and an unsafe link', async () => {
    const answer = (await createAnnouncement('marketing', announcement({ from: '2027-02-01T00:00:00Z', to: '2027-01-01T00:00:00Z', url: 'javascript:alert(1)' }))).data!.createAnnouncement;
    expect(answer.userErrors.map((error) => error.field.join('.')).sort()).toEqual(['to', 'url']);
  });

  const bannerPicture = () => sharp({ create: { width: 1200, height: 400, channels: 3, background: '#c0392b' } }).png().toBuffer();
  const uploadBanner = async (username: string, variables: Record<string, unknown>, file: { name: string; type: string; bytes: Uint8Array }) =>
    uploadFile<{ createBanner: Answer<{ banner: { id: string; bannerFile: string; url: string; thumbnailUrl: string } | null }> }>(
      server,
      await tokenOf(username),
      CREATE_BANNER,
      { ...schedule(), ...variables },
      file,
    );

  it('stores an uploaded picture as a WebP banner with a thumbnail, shown to the dealers at once and removed with it', async () => {
    const { body } = await uploadBanner('marketing', { sorg: 'ID01', link: 'https://velocita.example/sale' }, { name: 'sale.png', type: 'image/png', bytes: await bannerPicture() });
    const banner = (body as { data: { createBanner: Answer<{ banner: { id: string; bannerFile: string; url: string; thumbnailUrl: string } }> } }).data.createBanner.banner;
    const image = await server.fetch(banner.url);
    expect(image.headers.get('content-type')).toMatch(/^image\/webp/);
    expect((await sharp(new Uint8Array(await image.arrayBuffer())).metadata()).width).toBe(BANNER_WIDTH);
    expect((await sharp(new Uint8Array(await (await server.fetch(banner.thumbnailUrl)).arrayBuffer())).metadata()).width).toBe(BANNER_THUMBNAIL_WIDTH);
    const dealer = await tokenOf('dealer');
    const shown = async () => (await graphql<{ activeUserAreaBanners: { id: string }[] }>(server, dealer, ACTIVE_BANNERS)).data!.activeUserAreaBanners.map((item) => item.id);
    expect(await shown()).toContain(banner.id);
    await graphql(server, await tokenOf('marketing'), DELETE_BANNER, { id: banner.id });
    expect(await shown()).not.toContain(banner.id);
    expect((await server.fetch(banner.url)).status).toBe(404);
  });

  it('refuses a file that is not a picture, whatever its name says', async () => {
    const fake = new TextEncoder().encode('<html><script>alert(1)</script></html>');
    const { body } = await uploadBanner('marketing', { sorg: 'ID01' }, { name: 'banner.png', type: 'image/png', bytes: fake });
    const answer = (body as { data: { createBanner: Answer<{ banner: null }> } }).data.createBanner;
    expect(answer.userErrors).toEqual([{ field: ['bannerFile'], message: 'content_invalid_image' }]);
  });

  it('refuses banner administration without the scope and for a sales organisation not held', async () => {
    const picture = { name: 'b.png', type: 'image/png', bytes: await bannerPicture() };
    const dealer = await uploadBanner('dealer', { sorg: 'ID01' }, picture);
    expect((dealer.body as { errors?: { extensions?: { code?: string } }[] }).errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    const { body } = await uploadBanner('marketing', { sorg: 'US01' }, picture);
    const answer = (body as { data: { createBanner: Answer<{ banner: null }> } }).data.createBanner;
    expect(answer.userErrors).toContainEqual({ field: ['sorg'], message: 'content_sorg_not_held' });
    const usBanners = (await graphql<{ activeUserAreaBanners: unknown[] }>(server, await tokenOf('usdealer'), ACTIVE_BANNERS)).data!.activeUserAreaBanners;
    expect(usBanners).toHaveLength(1);
  });
});
