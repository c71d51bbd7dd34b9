import { ContainerModule } from 'inversify';
import type { ManifestGateway } from '../../../application/portal/manifest/ports';
import { MANIFEST_TOKENS } from '../../../application/portal/manifest/tokens';
import type { ApiClient } from '../api-client';
import type { RuntimeConfig } from '../runtime-config';
import { WEB_TOKENS } from '../web-tokens';
import { ManifestGatewayHttp } from './manifest-gateway';

export const manifestModule = new ContainerModule(({ bind }) => {
  bind<ManifestGateway>(MANIFEST_TOKENS.manifestGateway).toResolvedValue(
    (api: ApiClient, runtime: RuntimeConfig) => new ManifestGatewayHttp(api, runtime.apiBaseUrl),
    [WEB_TOKENS.apiClient, WEB_TOKENS.runtimeConfig],
  );
});
