import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { Provider } from 'react-redux';
import { createBrowserRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import type { LocalePreference } from '../application/portal/locale/ports';
import type { PortalUseCases } from '../application/portal/portal-use-cases';
import type { SessionNotices } from '../application/portal/session/ports';
import { PORTAL_TOKENS } from '../application/portal/tokens';
import { buildPortalContainer } from '../infrastructure/web/container';
import { loadRuntimeConfig } from '../infrastructure/web/runtime-config';
import { StorageInMemory } from '../infrastructure/web/storage.in-memory';
import { createPortalRoutes } from './routes';
import { sessionEnded } from './session/session-slice';
import { sessionRequested } from './session/session-thunks';
import { hostConfigRequested } from './shell/config-slice';
import { connectionFailed } from './shell/connection-slice';
import { createPortalStore } from './store/store';
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
  });

  const store = createPortalStore(container.get<PortalUseCases>(PORTAL_TOKENS.useCases));
  const notices = container.get<SessionNotices>(PORTAL_TOKENS.sessionNotices);
  notices.onSessionEnded(() => store.dispatch(sessionEnded()));
  notices.onConnectionFailed(() => store.dispatch(connectionFailed()));
  void store.dispatch(sessionRequested());
  void store.dispatch(hostConfigRequested(window.location.hostname));

  const router = createBrowserRouter(
    createPortalRoutes({
      localePreference: container.get<LocalePreference>(PORTAL_TOKENS.localePreference),
      browserLanguages: () => navigator.languages,
      reloadPage: () => window.location.reload(),
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
