import { Container } from 'inversify';
import { createPortalUseCases, type PortalUseCases } from '../../application/portal/portal-use-cases';
import type { SessionGateway, TokenDecoder, TokenStore } from '../../application/portal/session/ports';
import { PORTAL_TOKENS } from '../../application/portal/tokens';
import { TokenDecoderJwt } from './access-token-decoder';
import { ApiClient } from './api-client';
import { GraphqlClient } from './graphql-client';
import { LocalePreferenceCookie } from './locale-cookie';
import type { RuntimeConfig } from './runtime-config';
import { SessionGatewayHttp } from './session-gateway';
import { TokenStoreLocalStorage } from './token-storage';
import { WEB_TOKENS } from './web-tokens';

/** What the composition root takes from the browser, passed in so tests can hand over fakes. */
export interface BrowserEnvironment {
  runtime: RuntimeConfig;
  fetch: typeof globalThis.fetch;
  storage: Storage;
  document: Pick<Document, 'cookie'>;
  framedByAnotherSite: boolean;
}

/** The browser's composition root: binds every port of the portal to its web adapter, one instance each. */
export function buildPortalContainer(environment: BrowserEnvironment): Container {
  const container = new Container({ defaultScope: 'Singleton' });

  container.bind<RuntimeConfig>(WEB_TOKENS.runtimeConfig).toConstantValue(environment.runtime);
  container.bind<TokenStore>(PORTAL_TOKENS.tokenStore).toConstantValue(new TokenStoreLocalStorage(environment.storage));
  container.bind<TokenDecoder>(PORTAL_TOKENS.tokenDecoder).toConstantValue(new TokenDecoderJwt());
  container
    .bind(PORTAL_TOKENS.localePreference)
    .toConstantValue(new LocalePreferenceCookie(environment.document, environment.framedByAnotherSite));

  container
    .bind<ApiClient>(WEB_TOKENS.apiClient)
    .toResolvedValue(
      (runtime: RuntimeConfig, tokens: TokenStore) => new ApiClient({ baseUrl: runtime.apiBaseUrl, fetch: environment.fetch, tokens }),
      [WEB_TOKENS.runtimeConfig, PORTAL_TOKENS.tokenStore],
    );
  // The API client is the one place that sees the session end or the connection fail, so it is also the notices port.
  container.bind(PORTAL_TOKENS.sessionNotices).toDynamicValue((context) => context.get<ApiClient>(WEB_TOKENS.apiClient));
  container
    .bind<GraphqlClient>(WEB_TOKENS.graphqlClient)
    .toResolvedValue((api: ApiClient) => new GraphqlClient(api), [WEB_TOKENS.apiClient]);
  container
    .bind<SessionGateway>(PORTAL_TOKENS.sessionGateway)
    .toResolvedValue(
      (api: ApiClient, graphql: GraphqlClient, runtime: RuntimeConfig) => new SessionGatewayHttp(api, graphql, runtime),
      [WEB_TOKENS.apiClient, WEB_TOKENS.graphqlClient, WEB_TOKENS.runtimeConfig],
    );

  container
    .bind<PortalUseCases>(PORTAL_TOKENS.useCases)
    .toResolvedValue(
      (gateway: SessionGateway, tokens: TokenStore, decoder: TokenDecoder) => createPortalUseCases({ gateway, tokens, decoder }),
      [PORTAL_TOKENS.sessionGateway, PORTAL_TOKENS.tokenStore, PORTAL_TOKENS.tokenDecoder],
    );

  return container;
}
