import { PageHead, PushSubscriber } from './head/PageHead';
import { Suspense } from 'react';
import { useAppSelector } from '../store/hooks';
import { selectMaintenance } from './connection-slice';
import { MaintenanceDialog } from './shell-dialogs';
import { PopupRegion } from './popups/PopupRegion';
import { RequestProgressBar } from './progress/RequestProgressBar';

/**
 * The parts of the shell every page under a locale has, signed in or not: the request progress bar, the page
 * head from the host's configuration, push subscription, the pop-up messages and the maintenance notice.
 */
export function ShellExtras({ hostname = typeof window === 'undefined' ? '' : window.location.hostname }: { hostname?: string }) {
  const underMaintenance = useAppSelector(selectMaintenance) !== null;
  return (
    <>
      <RequestProgressBar />
      <PageHead hostname={hostname} />
      <PushSubscriber />
      <PopupRegion />
      {underMaintenance && (
        <Suspense fallback={null}>
          <MaintenanceDialog />
        </Suspense>
      )}
    </>
  );
}
