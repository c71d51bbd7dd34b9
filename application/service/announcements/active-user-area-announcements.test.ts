import { describe, expect, it } from 'vitest';
import { ClockInMemory } from '../auth/testing/in-memory-auth';
import { givenPrincipal } from '../shared/testing/principals';
import { activeUserAreaAnnouncements } from './active-user-area-announcements';
import { AnnouncementRepositoryInMemory } from './testing/in-memory-announcements';

const announcement = (id: string, sorg: string, type: string, from: string, to: string, url: string | null = null) => ({
  id, sorg, type, title: `Title ${id}`, url, content: `<p>${id}</p>`, isPublic: false, from, to,
});

function givenAnnouncements() {
  return {
    clock: new ClockInMemory(new Date('2026-11-22T12:00:00Z')),
    announcements: new AnnouncementRepositoryInMemory(
      [
        announcement('id-now', 'ID01', 'home_page', '2026-11-01T00:00:00Z', '2026-12-01T00:00:00Z'),
        announcement('id-login', 'ID01', 'login', '2026-11-01T00:00:00Z', '2026-12-01T00:00:00Z'),
        announcement('id-expired', 'ID01', 'home_page', '2026-10-01T00:00:00Z', '2026-11-22T12:00:00Z'),
        announcement('id-future', 'ID01', 'home_page', '2026-11-22T12:00:01Z', '2026-12-01T00:00:00Z'),
        announcement('sg-now', 'SG01', 'home_page', '2026-11-20T00:00:00Z', '2026-12-01T00:00:00Z'),
        announcement('us-now', 'US01', 'home_page', '2026-11-01T00:00:00Z', '2026-12-01T00:00:00Z'),
      ],
      { 'u-dealer': ['ID01'], 'u-group': ['ID01', 'SG01'] },
    ),
  };
}

describe('active user-area announcements', () => {
  it('given a user in one area, when asking, then only valid home-page announcements of that area come back', async () => {
    const found = await activeUserAreaAnnouncements(givenAnnouncements(), givenPrincipal());
    expect(found.map((item) => item.id)).toEqual(['id-now']);
  });

  it('given a user in two areas, when asking, then both areas are covered, earliest first', async () => {
    const found = await activeUserAreaAnnouncements(givenAnnouncements(), givenPrincipal({ userId: 'u-group' }));
    expect(found.map((item) => item.id)).toEqual(['id-now', 'sg-now']);
  });

  it('given links of every kind, when asking, then only those a person may safely follow come back', async () => {
    const links = ['https://velocita.example/news', 'http://velocita.example', 'mailto:sales@velocita.example', '/en-us/catalog', 'javascript:alert(1)', ' JaVaScRiPt:alert(1)', 'data:text/html,<script>', '//evil.example'];
    const deps = {
      ...givenAnnouncements(),
      announcements: new AnnouncementRepositoryInMemory(
        links.map((url, index) => announcement(`link-${index}`, 'ID01', 'home_page', '2026-11-01T00:00:00Z', '2026-12-01T00:00:00Z', url)),
        { 'u-dealer': ['ID01'] },
      ),
    };
    const found = await activeUserAreaAnnouncements(deps, givenPrincipal());
    expect(found.map((item) => item.url)).toEqual([...links.slice(0, 4), null, null, null, null]);
  });

  it('given a user without areas, when asking, then nothing comes back', async () => {
    expect(await activeUserAreaAnnouncements(givenAnnouncements(), givenPrincipal({ userId: 'u-none' }))).toEqual([]);
  });
});
