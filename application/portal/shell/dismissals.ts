import { isStillDismissed } from '../../../domain/shell/dismissal';
import type { Clock, KeyValueStore } from './ports';

/** Where the browser keeps when each closable part was last closed. */
export const DISMISSAL_KEYS = {
  homeAnnouncement: 'announcement-has-closed',
  bannerPopup: 'banner-has-closed',
} as const;
export type DismissalKey = (typeof DISMISSAL_KEYS)[keyof typeof DISMISSAL_KEYS];

/** Remembers when a closable part (home announcement, banner pop-up) was closed, and whether it is still hidden. */
export interface Dismissals {
  closedAt(key: DismissalKey): number | undefined;
  isDismissed(key: DismissalKey): boolean;
  dismiss(key: DismissalKey): void;
}

export function createDismissals(deps: { clock: Clock; store: KeyValueStore }): Dismissals {
  const closedAt = (key: DismissalKey) => {
    const stored = deps.store.read(key);
    const value = stored === null ? Number.NaN : Number(stored);
    return Number.isFinite(value) ? value : undefined;
  };
  return {
    closedAt,
    isDismissed: (key) => isStillDismissed(closedAt(key), deps.clock.now()),
    dismiss: (key) => deps.store.write(key, String(deps.clock.now())),
  };
}
