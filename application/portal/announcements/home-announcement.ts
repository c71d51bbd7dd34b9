import { DISMISSAL_KEYS, type Dismissals } from '../shell/dismissals';
import type { Announcement, AnnouncementGateway } from './ports';

/** The announcement type shown on top of the portal's pages. */
export const HOME_PAGE_ANNOUNCEMENT = 'home_page';

/** The home announcement banner (spec 000 §2.10): what it shows, and closing it for two hours. */
export interface HomeAnnouncement {
  /** The home-page announcements to show now; none while the banner is closed or when they cannot be loaded. */
  load(): Promise<Announcement[]>;
  close(): void;
}

function isAnnouncement(value: Partial<Announcement> | null | undefined): value is Announcement {
  return typeof value?.id === 'string' && typeof value.title === 'string' && typeof value.content === 'string';
}

export function createHomeAnnouncement(deps: { gateway: AnnouncementGateway; dismissals: Dismissals }): HomeAnnouncement {
  return {
    async load() {
      if (deps.dismissals.isDismissed(DISMISSAL_KEYS.homeAnnouncement)) return [];
      let answer: unknown;
      try {
        answer = await deps.gateway.activeUserAreaAnnouncements();
      } catch (error) {
        console.warn('Server Error!', error);
        return [];
      }
      if (!Array.isArray(answer)) {
        console.warn('Invalid Data!', answer);
        return [];
      }
      const valid = (answer as Partial<Announcement>[]).filter(isAnnouncement);
      if (valid.length < answer.length) console.warn('Invalid Data!');
      return valid.filter((announcement) => announcement.type === HOME_PAGE_ANNOUNCEMENT);
    },
    close() {
      deps.dismissals.dismiss(DISMISSAL_KEYS.homeAnnouncement);
    },
  };
}
