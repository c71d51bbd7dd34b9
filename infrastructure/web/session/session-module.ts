import { ContainerModule } from 'inversify';
import type { SessionGateway, TokenDecoder, TokenStore } from '../../../application/portal/session/ports';
import { SESSION_TOKENS } from '../../../application/portal/session/tokens';
import type { ApiClient } from '../api-client';
import type { BrowserEnvironment } from '../browser-environment';
import type { GraphqlClient } from '../graphql-client';
import type { RuntimeConfig } from '../runtime-config';
import { WEB_TOKENS } from '../web-tokens';
import { TokenDecoderJwt } from './access-token-decoder';
import { SessionGatewayHttp } from './session-gateway';
import { TokenStoreInPage } from './token-storage';

export const sessionModule = new ContainerModule(({ bind }) => {
  bind<TokenDecoder>(SESSION_TOKENS.tokenDecoder).toConstantValue(new TokenDecoderJwt());
  bind<TokenStore>(SESSION_TOKENS.tokenStore).toResolvedValue(
    (environment: BrowserEnvironment, decoder: TokenDecoder) => new TokenStoreInPage(environment.storage, decoder),
    [WEB_TOKENS.environment, SESSION_TOKENS.tokenDecoder],
  );
  // The API client is the one place that sees the session end or the connection fail, so it is also the notices port.
  bind(SESSION_TOKENS.sessionNotices).toResolvedValue((api: ApiClient) => api, [WEB_TOKENS.apiClient]);
  bind<SessionGateway>(SESSION_TOKENS.sessionGateway).toResolvedValue(
    (api: ApiClient, graphql: GraphqlClient, runtime: RuntimeConfig) => new SessionGatewayHttp(api, graphql, runtime),
    [WEB_TOKENS.apiClient, WEB_TOKENS.graphqlClient, WEB_TOKENS.runtimeConfig],
  );
});
