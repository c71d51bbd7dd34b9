import { PageHead, PushSubscriber } from './head/PageHead';
import { MaintenanceDialog } from './MaintenanceDialog';
import { PopupRegion } from './popups/PopupRegion';
import { RequestProgressBar } from './progress/RequestProgressBar';

/**
 * The parts of the shell every page under a locale has, signed in or not: the request progress bar, the page
 * head from the host's configuration, push subscription, the pop-up messages and the maintenance notice.
 */
export function ShellExtras({ hostname = typeof window === 'undefined' ? '' : window.location.hostname }: { hostname?: string }) {
  return (
    <>
      <RequestProgressBar />
      <PageHead hostname={hostname} />
      <PushSubscriber />
      <PopupRegion />
      <MaintenanceDialog />
    </>
  );
}
