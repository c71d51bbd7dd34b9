import type { Principal } from '../auth/ports';
import type { Clock } from '../shared/ports';
import type { AnnouncementRepository, AnnouncementView } from './ports';

/** The announcement type shown in the home announcement banner. */
export const HOME_PAGE_ANNOUNCEMENT = 'home_page';

/**
 * The home-page announcements the signed-in user sees: those of the sales organisations of the user's areas that
 * are valid now (from inclusive, to exclusive), earliest first.
 */
export function activeUserAreaAnnouncements(
  deps: { announcements: AnnouncementRepository; clock: Clock },
  principal: Principal,
): Promise<AnnouncementView[]> {
  return deps.announcements.activeForUserAreas(principal.userId, HOME_PAGE_ANNOUNCEMENT, deps.clock.now());
}
