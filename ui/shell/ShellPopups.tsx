import { selectSessionStatus } from '../session/session-slice';
import { useAppSelector } from '../store/hooks';
import { ConnectionFailedDialog } from './ConnectionFailedDialog';
import { selectConnectionFailed, selectFailure } from './connection-slice';
import { FailureDialog } from './FailureDialog';
import { SessionReloadDialog } from './SessionReloadDialog';

/** The pop-ups every page may show over itself, driven by the connection and session state. */
export function ShellPopups({ reloadPage }: { reloadPage: () => void }) {
  const connectionFailed = useAppSelector(selectConnectionFailed);
  const failure = useAppSelector(selectFailure);
  const reloadNeeded = useAppSelector(selectSessionStatus) === 'reload-needed';
  return (
    <>
      <ConnectionFailedDialog isOpen={connectionFailed} onRefresh={reloadPage} />
      <FailureDialog failure={connectionFailed ? null : failure} onRefresh={reloadPage} />
      <SessionReloadDialog isOpen={reloadNeeded} onReload={reloadPage} />
    </>
  );
}
