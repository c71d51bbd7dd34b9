import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { Provider } from 'react-redux';
import { createBrowserRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { splitLocalePath } from '../domain/locales/locales';
import { installChunkReloadGuard, watchConnectivity } from '../infrastructure/web/browser-events';
import { browserPushEnvironment } from '../infrastructure/web/notifications/push-service.browser';
import { loadRuntimeConfig } from '../infrastructure/web/runtime-config';
import { earlyHandOverOf } from '../infrastructure/web/session/early-hand-over';
import { SESSION_HOLDER_STORAGE_KEY } from '../infrastructure/web/session/token-storage';
import { composeShell } from '../infrastructure/web/shell-composition';
import { StorageInMemory } from '../infrastructure/web/storage.in-memory';
import { createPortalRoutes, discoverTableRoute, preloadPageOf } from './routes';
import { sessionEnded } from './session/session-slice';
import { sessionRequested } from './session/session-thunks';
import { hostConfigRequested } from './shell/config-slice';
import { preloadMessagesOf } from './shell/LocaleLayout';
import { connectionFailed, connectivityChanged, maintenanceAnnounced } from './shell/connection-slice';
import { requestProgressChanged } from './shell/progress/progress-slice';
import { joinAreasWith, portalAreasJoined } from './store/area-gate';
import { createShellStore, type PortalStore } from './store/shell-store';
import './styles.css';

function browserStorage(): Storage {
  try {
    return window.localStorage;
  } catch {
    // Some privacy settings refuse storage outright; the session then lasts as long as the page.
    return new StorageInMemory();
  }
}

function framedByAnotherSite(): boolean {
  if (window.self === window.top) return false;
  try {
    return window.top?.location.origin !== window.location.origin;
  } catch {
    return true;
  }
}

/**
 * Starts fetching the first page's messages and, when the browser holds a session, its code and the frame's, while the
 * runtime configuration is still on its way: on a phone's link each of those waits would be a round trip of its own.
 * Settles once that code is there, or at once for a browser without a session.
 */
function preloadFirstPage(storage: Storage): Promise<void> {
  preloadMessagesOf(window.location.pathname);
  return storage.getItem(SESSION_HOLDER_STORAGE_KEY) !== null ? preloadPageOf(window.location.pathname) : Promise.resolve();
}

/**
 * Ends the current task. Start-up runs in a few tasks rather than one: on a phone one long task would keep the page
 * from answering a tap for hundreds of milliseconds.
 */
function nextTask(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}

/** The shell's store and ports once start-up has made them, which the areas join. */
interface RunningShell {
  store: PortalStore;
  shell: ReturnType<typeof composeShell>;
}

async function start(root: HTMLElement) {
  const fetch = window.fetch.bind(window);
  const storage = browserStorage();
  const runtime = loadRuntimeConfig(fetch, document);
  // The areas' join is named before the first page's code is preloaded: that preload waits for the join, and a page
  // that found no join named would render as soon as its code is there, before the areas' state and reads are in the store.
  let started: (running: RunningShell) => void = () => undefined;
  const running = new Promise<RunningShell>((resolve) => (started = resolve));
  joinAreasWith(async () => {
    const [{ installPortalAreas }, { composeAreas }, { store, shell }] = await Promise.all([
      import('./store/area-store'),
      import('../infrastructure/web/area-composition'),
      running,
    ]);
    // Evaluating the areas' code is one task and putting them together another.
    await nextTask();
    installPortalAreas(store, composeAreas(shell.shared));
  });
  // Asking for the first page's files costs the page's thread a moment per file: not in the entry's long evaluation.
  await nextTask();
  const firstPageCode = preloadFirstPage(storage);
  await nextTask();
  const shell = composeShell({
    runtime: await runtime,
    fetch,
    storage,
    document,
    framedByAnotherSite: framedByAnotherSite(),
    shownLocale: () => splitLocalePath(window.location.pathname).locale,
    push: browserPushEnvironment(window),
    reloadPage: () => window.location.reload(),
    earlyHandOver: earlyHandOverOf(window),
  });
  installChunkReloadGuard(window, shell.chunkReloadGuard);

  const store = createShellStore(shell.useCases, undefined, undefined, { currentEvent: () => window.event });
  started({ store, shell });
  // A returning user's first page needs the areas: they join while the session is being restored, not after it. A
  // failure here is left to the first call that needs them, which tries again.
  if (storage.getItem(SESSION_HOLDER_STORAGE_KEY) !== null) portalAreasJoined().catch(() => undefined);
  shell.sessionNotices.onSessionEnded(() => store.dispatch(sessionEnded()));
  shell.sessionNotices.onConnectionFailed(() => store.dispatch(connectionFailed()));
  shell.maintenanceNotices.onMaintenance((message) => store.dispatch(maintenanceAnnounced(message)));
  shell.requestProgress.state$.subscribe((progress) => store.dispatch(requestProgressChanged(progress)));
  watchConnectivity(window, (online) => store.dispatch(connectivityChanged(online)));
  void store.dispatch(sessionRequested());
  void store.dispatch(hostConfigRequested(window.location.hostname));
  await nextTask();

  const router = createBrowserRouter(
    createPortalRoutes({
      localePreference: shell.localePreference,
      browserLanguages: () => navigator.languages,
      reloadPage: () => window.location.reload(),
      openPage: (path) => window.location.assign(path),
    }),
    { patchRoutesOnNavigation: discoverTableRoute },
  );

  // The first render waits for the first page's code: a frame or page that suspended instead would show its fallback,
  // React would hold its content back for 300 ms after, and the next answer from the service would then draw frame
  // and page in one synchronous render. As a transition the first render yields to the browser every few milliseconds
  // instead of holding a phone's main thread for the whole tree at once.
  await firstPageCode;
  startTransition(() =>
    createRoot(root).render(
      <StrictMode>
        <Provider store={store}>
          <RouterProvider router={router} />
        </Provider>
      </StrictMode>,
    ),
  );
}

const root = document.getElementById('root');
if (root) void start(root);
