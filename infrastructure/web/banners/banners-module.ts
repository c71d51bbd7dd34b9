import { ContainerModule } from 'inversify';
import type { BannerGateway } from '../../../application/portal/banners/ports';
import { BANNERS_TOKENS } from '../../../application/portal/banners/tokens';
import type { GraphqlClient } from '../graphql-client';
import type { RuntimeConfig } from '../runtime-config';
import { WEB_TOKENS } from '../web-tokens';
import { BannerGatewayGraphql } from './banner-gateway';

export const bannersModule = new ContainerModule(({ bind }) => {
  bind<BannerGateway>(BANNERS_TOKENS.bannerGateway).toResolvedValue(
    (graphql: GraphqlClient, runtime: RuntimeConfig) => new BannerGatewayGraphql(graphql, runtime.apiBaseUrl),
    [WEB_TOKENS.graphqlClient, WEB_TOKENS.runtimeConfig],
  );
});
