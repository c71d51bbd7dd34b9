import { lazy } from 'react';

const loadConnectionFailed = () => import('./ConnectionFailedDialog').then((module) => ({ default: module.ConnectionFailedDialog }));
const loadFailure = () => import('./FailureDialog').then((module) => ({ default: module.FailureDialog }));
const loadSessionReload = () => import('./SessionReloadDialog').then((module) => ({ default: module.SessionReloadDialog }));
const loadMaintenance = () => import('./MaintenanceDialog').then((module) => ({ default: module.MaintenanceDialog }));

/** The shell's alert dialogs: their code (the dialog and overlay machinery) is not part of the first load. */
export const ConnectionFailedDialog = lazy(loadConnectionFailed);
export const FailureDialog = lazy(loadFailure);
export const SessionReloadDialog = lazy(loadSessionReload);
export const MaintenanceDialog = lazy(loadMaintenance);

/**
 * Fetches the dialogs' code once the page has settled: the connection-failed dialog must be at hand when the
 * service no longer answers, and by then its code could no longer be fetched. Answers what calls the fetching off.
 */
export function warmShellDialogs(whenIdle: (task: () => void) => () => void): () => void {
  return whenIdle(() => {
    for (const load of [loadConnectionFailed, loadFailure, loadSessionReload, loadMaintenance]) void load().catch(() => undefined);
  });
}
