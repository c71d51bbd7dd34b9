import { ContainerModule } from 'inversify';
import { createChunkReloadGuard, type ChunkReloadGuard } from '../../../application/portal/shell/chunk-reload-guard';
import type { Clock, KeyValueStore, MaintenanceNotices } from '../../../application/portal/shell/ports';
import { SHELL_TOKENS } from '../../../application/portal/shell/tokens';
import type { ApiClient } from '../api-client';
import type { BrowserEnvironment } from '../browser-environment';
import { WEB_TOKENS } from '../web-tokens';
import { ClockBrowser } from './clock.browser';
import { KeyValueStoreWebStorage } from './key-value-store.web-storage';

/**
 * The shell's own ports: the clock, the local store, the maintenance notices (the API client sees them) and the
 * chunk-load reload guard. The request progress is bound by the composition root, which wraps it around the fetch.
 */
export const shellModule = new ContainerModule(({ bind }) => {
  bind<Clock>(SHELL_TOKENS.clock).toConstantValue(new ClockBrowser());
  bind<KeyValueStore>(SHELL_TOKENS.keyValueStore).toResolvedValue(
    (environment: BrowserEnvironment) => new KeyValueStoreWebStorage(environment.storage),
    [WEB_TOKENS.environment],
  );
  bind<MaintenanceNotices>(SHELL_TOKENS.maintenanceNotices).toResolvedValue((api: ApiClient) => api, [WEB_TOKENS.apiClient]);
  bind<ChunkReloadGuard>(SHELL_TOKENS.chunkReloadGuard).toResolvedValue(
    (clock: Clock, store: KeyValueStore, environment: BrowserEnvironment) =>
      createChunkReloadGuard({ clock, store, reload: environment.reloadPage ?? (() => undefined) }),
    [SHELL_TOKENS.clock, SHELL_TOKENS.keyValueStore, WEB_TOKENS.environment],
  );
});
