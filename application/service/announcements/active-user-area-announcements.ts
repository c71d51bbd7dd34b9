import { safeHref } from '../../../domain/shell/rich-text';
import type { Principal } from '../auth/ports';
import type { Clock } from '../shared/ports';
import type { AnnouncementRepository, AnnouncementView } from './ports';

/** The announcement type shown in the home announcement banner. */
export const HOME_PAGE_ANNOUNCEMENT = 'home_page';

type AnnouncementDeps = { announcements: AnnouncementRepository; clock: Clock };

/**
 * An announcement as the portal shows it: its link only when a person may safely follow it (http, https, mailto,
 * tel or a path of this site); a `javascript:` or other link is left out rather than handed to an href.
 */
function withSafeLink(announcement: AnnouncementView): AnnouncementView {
  return { ...announcement, url: announcement.url === null ? null : safeHref(announcement.url) };
}

/**
 * The home-page announcements the signed-in user sees: those of the sales organisations of the user's areas that
 * are valid now (from inclusive, to exclusive), earliest first.
 */
export async function activeUserAreaAnnouncements(deps: AnnouncementDeps, principal: Principal): Promise<AnnouncementView[]> {
  return (await deps.announcements.activeForUserAreas(principal.userId, HOME_PAGE_ANNOUNCEMENT, deps.clock.now())).map(withSafeLink);
}

/** The public announcements of a host, shown before sign-in, valid now. */
export async function activePublicAnnouncements(deps: AnnouncementDeps, host: string): Promise<AnnouncementView[]> {
  return (await deps.announcements.activePublic(host, deps.clock.now())).map(withSafeLink);
}
