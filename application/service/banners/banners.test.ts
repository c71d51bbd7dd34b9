import { describe, expect, it } from 'vitest';
import { ClockInMemory } from '../auth/testing/in-memory-auth';
import { FileStoreInMemory } from '../shared/testing/file-store.in-memory';
import { givenPrincipal } from '../shared/testing/principals';
import { activeUserAreaBanners } from './active-user-area-banners';
import { BANNER_FOLDER, bannerImageType, readBannerImage } from './banner-image';
import { BannerRepositoryInMemory } from './testing/in-memory-banners';

const banner = (id: string, sorg: string, bannerFile: string, sortOrder: number, from = '2026-11-01T00:00:00Z', to = '2026-12-01T00:00:00Z') => ({
  id, sorg, bannerFile, link: null, sortOrder, from, to,
});

describe('active user-area banners', () => {
  it('given banners of several areas, when a user asks, then the valid ones of the user areas come in sort order with their image path', async () => {
    const deps = {
      clock: new ClockInMemory(new Date('2026-11-22T12:00:00Z')),
      banners: new BannerRepositoryInMemory(
        [
          banner('b2', 'ID01', 'second banner.svg', 2),
          banner('b1', 'ID01', 'first.svg', 1),
          banner('old', 'ID01', 'old.svg', 0, '2026-01-01T00:00:00Z', '2026-02-01T00:00:00Z'),
          banner('us', 'US01', 'us.svg', 1),
        ],
        { 'u-dealer': ['ID01'] },
      ),
    };
    const found = await activeUserAreaBanners(deps, givenPrincipal());
    expect(found.map((item) => [item.id, item.url])).toEqual([
      ['b1', '/bnrs/image/first.svg'],
      ['b2', '/bnrs/image/second%20banner.svg'],
    ]);
  });
});

describe('banner images', () => {
  it.each(['banner.svg', 'Model-2027_v2.PNG', 'a.b.jpg', 'x.webp'])('takes %s as an image name', (name) => {
    expect(bannerImageType(name)).toMatch(/^image\//);
  });

  it.each(['../secret.svg', '..', '.hidden.svg', 'a/b.svg', 'a\\b.svg', 'a..svg', 'banner.svg/', 'banner.html', 'banner', 'b\u0000.svg', 'with space.svg', `${'a'.repeat(200)}.svg`])(
    'refuses %j as an image name',
    (name) => {
      expect(bannerImageType(name)).toBeUndefined();
    },
  );

  it('given a stored image, when it is read, then bytes and content type come back; unsafe or missing names are not found', async () => {
    const files = new FileStoreInMemory();
    await files.write(BANNER_FOLDER, 'promo.svg', new TextEncoder().encode('<svg/>'));
    const found = await readBannerImage({ files }, 'promo.svg');
    expect(found.ok && found.value.contentType).toBe('image/svg+xml');
    expect(await readBannerImage({ files }, 'missing.svg')).toEqual({ ok: false, error: 'not_found' });
    expect(await readBannerImage({ files }, '../banners/promo.svg')).toEqual({ ok: false, error: 'not_found' });
  });
});
