import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { Provider } from 'react-redux';
import { createBrowserRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import type { LocalePreference } from '../application/portal/locale/ports';
import { PORTAL_USE_CASES, type PortalUseCases } from '../application/portal/portal-use-cases';
import type { SessionNotices, TokenStore } from '../application/portal/session/ports';
import type { ChunkReloadGuard } from '../application/portal/shell/chunk-reload-guard';
import type { MaintenanceNotices } from '../application/portal/shell/ports';
import type { RequestProgress } from '../application/portal/shell/request-progress';
import { LOCALE_TOKENS } from '../application/portal/locale/tokens';
import { SESSION_TOKENS } from '../application/portal/session/tokens';
import { SHELL_TOKENS } from '../application/portal/shell/tokens';
import { splitLocalePath } from '../domain/locales/locales';
import { installChunkReloadGuard, watchConnectivity } from '../infrastructure/web/browser-events';
import { buildPortalContainer } from '../infrastructure/web/container';
import { browserPushEnvironment } from '../infrastructure/web/notifications/push-service.browser';
import { loadRuntimeConfig } from '../infrastructure/web/runtime-config';
import { StorageInMemory } from '../infrastructure/web/storage.in-memory';
import { createPortalRoutes, preloadPageOf } from './routes';
import { sessionEnded } from './session/session-slice';
import { sessionRequested } from './session/session-thunks';
import { hostConfigRequested } from './shell/config-slice';
import { connectionFailed, connectivityChanged, maintenanceAnnounced } from './shell/connection-slice';
import { requestProgressChanged } from './shell/progress/progress-slice';
import { joinAreasWith } from './store/area-gate';
import { createShellStore } from './store/shell-store';
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

async function start(root: HTMLElement) {
  const fetch = window.fetch.bind(window);
  const container = buildPortalContainer({
    runtime: await loadRuntimeConfig(fetch),
    fetch,
    storage: browserStorage(),
    document,
    framedByAnotherSite: framedByAnotherSite(),
    shownLocale: () => splitLocalePath(window.location.pathname).locale,
    push: browserPushEnvironment(window),
    reloadPage: () => window.location.reload(),
  });
  installChunkReloadGuard(window, container.get<ChunkReloadGuard>(SHELL_TOKENS.chunkReloadGuard));

  const store = createShellStore(container.get<PortalUseCases>(PORTAL_USE_CASES));
  joinAreasWith(() => import('./store/area-store').then(({ installPortalAreas }) => installPortalAreas(store)));
  const notices = container.get<SessionNotices>(SESSION_TOKENS.sessionNotices);
  notices.onSessionEnded(() => store.dispatch(sessionEnded()));
  notices.onConnectionFailed(() => store.dispatch(connectionFailed()));
  container.get<MaintenanceNotices>(SHELL_TOKENS.maintenanceNotices).onMaintenance((message) => store.dispatch(maintenanceAnnounced(message)));
  container.get<RequestProgress>(SHELL_TOKENS.requestProgress).state$.subscribe((progress) => store.dispatch(requestProgressChanged(progress)));
  watchConnectivity(window, (online) => store.dispatch(connectivityChanged(online)));
  if (container.get<TokenStore>(SESSION_TOKENS.tokenStore).holder()) preloadPageOf(window.location.pathname);
  void store.dispatch(sessionRequested());
  void store.dispatch(hostConfigRequested(window.location.hostname));

  const router = createBrowserRouter(
    createPortalRoutes({
      localePreference: container.get<LocalePreference>(LOCALE_TOKENS.localePreference),
      browserLanguages: () => navigator.languages,
      reloadPage: () => window.location.reload(),
      openPage: (path) => window.location.assign(path),
    }),
  );

  createRoot(root).render(
    <StrictMode>
      <Provider store={store}>
        <RouterProvider router={router} />
      </Provider>
    </StrictMode>,
  );
}

const root = document.getElementById('root');
if (root) void start(root);
