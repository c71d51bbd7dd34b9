import type { LocalePreference } from '../../application/portal/locale/ports';
import { createPortalShellUseCases, type PortalShellUseCases } from '../../application/portal/portal-shell-use-cases';
import type { SessionNotices, TokenStore } from '../../application/portal/session/ports';
import { createChunkReloadGuard, type ChunkReloadGuard } from '../../application/portal/shell/chunk-reload-guard';
import type { Clock, KeyValueStore, MaintenanceNotices } from '../../application/portal/shell/ports';
import { RequestProgress } from '../../application/portal/shell/request-progress';
import { ApiClient } from './api-client';
import type { BrowserEnvironment } from './browser-environment';
import { GraphqlClient } from './graphql-client';
import { LocalePreferenceCookie } from './locale/locale-cookie';
import { ManifestGatewayHttp } from './manifest/manifest-gateway';
import { PushGatewayHttp } from './notifications/push-gateway';
import { PushServiceBrowser, type PushEnvironment } from './notifications/push-service.browser';
import { trackRequests } from './request-tracking-fetch';
import { oneRequestStartPerTask } from './task-per-request-fetch';
import type { RuntimeConfig } from './runtime-config';
import { TokenDecoderJwt } from './session/access-token-decoder';
import { SessionGatewayHttp } from './session/session-gateway';
import { TokenStoreInPage } from './session/token-storage';
import { ClockBrowser } from './shell/clock.browser';
import { KeyValueStoreWebStorage } from './shell/key-value-store.web-storage';

const NO_PUSH: PushEnvironment = { serviceWorker: undefined, Notification: undefined, pushSupported: false, secureContext: false };

/** The adapters the frame's and the areas' ports (area-composition.ts) share with the shell's, one instance each. */
export interface SharedAdapters {
  runtime: RuntimeConfig;
  api: ApiClient;
  graphql: GraphqlClient;
  tokens: TokenStore;
  clock: Clock;
  keyValueStore: KeyValueStore;
}

/** The session's and the page head's use-cases and the browser-side ports the entry wires to the store. */
export interface ShellComposition {
  useCases: PortalShellUseCases;
  shared: SharedAdapters;
  sessionNotices: SessionNotices;
  maintenanceNotices: MaintenanceNotices;
  requestProgress: RequestProgress;
  chunkReloadGuard: ChunkReloadGuard;
  localePreference: LocalePreference;
}

/**
 * The browser's composition root for sign-in and every page's shell: binds their ports to the web adapters, one
 * instance each. It is wired by hand so that the entry carries no container and none of the frame's or the areas'
 * adapters.
 */
export function composeShell(environment: BrowserEnvironment): ShellComposition {
  // Every request the API client sends moves the request progress bar.
  const requestProgress = new RequestProgress();
  const { runtime } = environment;
  const tokens = new TokenStoreInPage(environment.storage, new TokenDecoderJwt());
  const api = new ApiClient({
    baseUrl: runtime.apiBaseUrl,
    fetch: trackRequests(oneRequestStartPerTask(environment.fetch), requestProgress),
    tokens,
    shownLocale: environment.shownLocale,
    // The page asks its own origin; a service elsewhere holds the session there.
    earlyHandOver: runtime.apiBaseUrl === '' ? environment.earlyHandOver : undefined,
  });
  const graphql = new GraphqlClient(api);
  const clock = new ClockBrowser();
  const keyValueStore = new KeyValueStoreWebStorage(environment.storage);
  const useCases = createPortalShellUseCases({
    gateway: new SessionGatewayHttp(api, graphql, runtime),
    tokens,
    push: new PushServiceBrowser(environment.push ?? NO_PUSH),
    pushGateway: new PushGatewayHttp(api),
    manifests: new ManifestGatewayHttp(api, runtime.apiBaseUrl),
  });
  return {
    useCases,
    shared: { runtime, api, graphql, tokens, clock, keyValueStore },
    // The API client is the one place that sees the session end, the connection fail or maintenance begin.
    sessionNotices: api,
    maintenanceNotices: api,
    requestProgress,
    chunkReloadGuard: createChunkReloadGuard({ clock, store: keyValueStore, reload: environment.reloadPage ?? (() => undefined) }),
    localePreference: new LocalePreferenceCookie(environment.document, environment.framedByAnotherSite),
  };
}
