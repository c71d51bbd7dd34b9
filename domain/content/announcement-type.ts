/**
 * Where an announcement shows: `home_page` in the banner under the header of every signed-in page, `login` on the
 * sign-in page before anyone signs in (so it is public).
 */
export const ANNOUNCEMENT_TYPES = ['home_page', 'login'] as const;
export type AnnouncementType = (typeof ANNOUNCEMENT_TYPES)[number];

export function isAnnouncementType(value: string): value is AnnouncementType {
  return (ANNOUNCEMENT_TYPES as readonly string[]).includes(value);
}

/** Whether announcements of the type show before sign-in. */
export function isPublicAnnouncementType(type: AnnouncementType): boolean {
  return type === 'login';
}

/** Longest announcement title accepted. */
export const MAX_ANNOUNCEMENT_TITLE_LENGTH = 200;
