import type { Container } from 'inversify';
import { createChunkReloadGuard, type ChunkReloadGuard } from '../../application/portal/shell/chunk-reload-guard';
import type { Clock, KeyValueStore, MaintenanceNotices } from '../../application/portal/shell/ports';
import type { RequestProgress } from '../../application/portal/shell/request-progress';
import type { ShellPorts } from '../../application/portal/shell/shell-use-cases';
import { PORTAL_TOKENS } from '../../application/portal/tokens';
import { AnnouncementGatewayGraphql } from './announcement-gateway';
import type { ApiClient } from './api-client';
import { BannerGatewayGraphql } from './banner-gateway';
import { ClockBrowser } from './clock.browser';
import { FeedbackGatewayGraphql } from './feedback-gateway';
import type { GraphqlClient } from './graphql-client';
import { KeyValueStoreWebStorage } from './key-value-store.web-storage';
import { ManifestGatewayHttp } from './manifest-gateway';
import { PushGatewayHttp } from './push-gateway';
import { PushServiceBrowser, type PushEnvironment } from './push-service.browser';
import type { RuntimeConfig } from './runtime-config';
import { WEB_TOKENS } from './web-tokens';

/** What the shell's extras take from the browser beyond the common environment; absent in tests. */
export interface ShellEnvironment {
  storage: Storage;
  /** The browser's notification and push machinery; without it push is unsupported. */
  push?: PushEnvironment;
  reloadPage?: () => void;
}

const NO_PUSH: PushEnvironment = { serviceWorker: undefined, Notification: undefined, pushSupported: false, secureContext: false };

/**
 * Binds the shell's extras: the request progress (already wrapped around the fetch the API client uses), the
 * clock and local store, the gateways of announcements, banners, consumer voice, push and the web manifest, the
 * maintenance notices and the chunk-load reload guard.
 */
export function bindShellPorts(container: Container, environment: ShellEnvironment, requestProgress: RequestProgress): void {
  container.bind<RequestProgress>(PORTAL_TOKENS.requestProgress).toConstantValue(requestProgress);
  container.bind<Clock>(PORTAL_TOKENS.clock).toConstantValue(new ClockBrowser());
  container.bind<KeyValueStore>(PORTAL_TOKENS.keyValueStore).toConstantValue(new KeyValueStoreWebStorage(environment.storage));
  container.bind<MaintenanceNotices>(PORTAL_TOKENS.maintenanceNotices).toDynamicValue((context) => context.get<ApiClient>(WEB_TOKENS.apiClient));
  container
    .bind<ChunkReloadGuard>(PORTAL_TOKENS.chunkReloadGuard)
    .toResolvedValue(
      (clock: Clock, store: KeyValueStore) => createChunkReloadGuard({ clock, store, reload: environment.reloadPage ?? (() => undefined) }),
      [PORTAL_TOKENS.clock, PORTAL_TOKENS.keyValueStore],
    );
  container
    .bind<ShellPorts>(PORTAL_TOKENS.shellPorts)
    .toResolvedValue(
      (api: ApiClient, graphql: GraphqlClient, runtime: RuntimeConfig, clock: Clock, keyValueStore: KeyValueStore): ShellPorts => ({
        clock,
        keyValueStore,
        announcements: new AnnouncementGatewayGraphql(graphql),
        banners: new BannerGatewayGraphql(graphql, runtime.apiBaseUrl),
        feedback: new FeedbackGatewayGraphql(graphql),
        push: new PushServiceBrowser(environment.push ?? NO_PUSH),
        pushGateway: new PushGatewayHttp(api),
        manifests: new ManifestGatewayHttp(api, runtime.apiBaseUrl),
      }),
      [WEB_TOKENS.apiClient, WEB_TOKENS.graphqlClient, WEB_TOKENS.runtimeConfig, PORTAL_TOKENS.clock, PORTAL_TOKENS.keyValueStore],
    );
}
