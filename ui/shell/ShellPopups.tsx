import { Suspense, useEffect } from 'react';
import { selectSessionStatus } from '../session/session-slice';
import { useAppSelector } from '../store/hooks';
import { selectConnectionFailed, selectFailure } from './connection-slice';
import { ConnectionFailedDialog, FailureDialog, SessionReloadDialog, warmShellDialogs } from './shell-dialogs';

/**
 * A few seconds after the frame first shows, when the browser is idle: on a phone's link the dialogs' code would
 * otherwise share the bandwidth with the first page's own code and data. Answers what calls the task off, as the
 * popups' leaving the page does.
 */
function whenSettled(task: () => void): () => void {
  let idle: number | undefined;
  const timer = setTimeout(() => {
    if ('requestIdleCallback' in window) idle = window.requestIdleCallback(task, { timeout: 5_000 });
    else task();
  }, 3_000);
  return () => {
    clearTimeout(timer);
    if (idle !== undefined) window.cancelIdleCallback(idle);
  };
}

/** The pop-ups every page may show over itself, driven by the connection and session state; each mounts when it opens. */
export function ShellPopups({ reloadPage }: { reloadPage: () => void }) {
  const connectionFailed = useAppSelector(selectConnectionFailed);
  const failure = useAppSelector(selectFailure);
  const reloadNeeded = useAppSelector(selectSessionStatus) === 'reload-needed';
  useEffect(() => warmShellDialogs(whenSettled), []);
  return (
    <Suspense fallback={null}>
      {connectionFailed && <ConnectionFailedDialog isOpen onRefresh={reloadPage} />}
      {!connectionFailed && failure && <FailureDialog failure={failure} onRefresh={reloadPage} />}
      {reloadNeeded && <SessionReloadDialog isOpen onReload={reloadPage} />}
    </Suspense>
  );
}
