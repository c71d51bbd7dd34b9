import { Suspense, type ReactNode } from 'react';
import type { RouteMatch } from '../../../domain/navigation/routes';
import { layoutBehaviour } from './layout-behaviours';
import { portalAreasJoined } from '../../store/area-gate';
import { PageLoading } from '../PageLoading';
import { CustomerRequiredPage } from '../shell-pages';
import { loadedOnFirstUse } from '../lazy-page';
import { SKIP_TARGETS } from '../skip-targets';

export interface PortalLayoutProps {
  match: RouteMatch;
  /** The page needs a customer and none is selected: the picker is open and cannot be closed. */
  pickerForced?: boolean;
  /** Show the mobile header and drawer whatever the screen width (stories). */
  compact?: boolean;
  children: ReactNode;
}

// The frame's code (top bar, menus, customer picker, dialogs) loads with the first framed page, so sign-in and the
// other unframed pages carry none of it. Its parts read the areas' cached reads, so it waits for them too, and for the
// page the customer picker opens over, so the picker never shows over a page still loading.
const frame = loadedOnFirstUse(() => Promise.all([import('./Frame'), portalAreasJoined(), CustomerRequiredPage.preload()]).then(([module]) => module.Frame));
export const preloadFrame = frame.preload;
const Frame = frame.Component;

/**
 * The frame every page lives in, by its route's layout (spec 000 §2.3): default, defaultV2 and defaultV3 put the
 * top bar (or the mobile header and drawer), the side menu and the customer picker around the page, full width
 * on sales-overview routes; full-container shows the page alone. The frame's other parts take their place below,
 * each behind the rule of ui/shell/layouts/layout-behaviours.ts that names when it shows.
 */
export function PortalLayout({ match, pickerForced = false, compact, children }: PortalLayoutProps) {
  return layoutBehaviour(match.route.layout).framed ? (
    <Suspense
      fallback={
        <main id={SKIP_TARGETS.content} tabIndex={-1} className="portal__main">
          <PageLoading />
        </main>
      }
    >
      <Frame match={match} pickerForced={pickerForced} compact={compact}>
        {children}
      </Frame>
    </Suspense>
  ) : (
    children
  );
}

