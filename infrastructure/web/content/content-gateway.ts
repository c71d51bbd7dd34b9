import type { ContentGateway, ContentTargetMarket } from '../../../application/portal/content/ports';
import type { ContentPageType } from '../../../domain/content/content-gate';
import { ContentTargetMarketsDocument } from '../../graphql/generated/client/graphql';
import type { GraphqlClient } from '../graphql-client';

/** The shell asks for every market at once: up to 999 (spec 000 §9). */
const ALL_MARKETS_LIMIT = 999;

/** The ContentGateway over the service's GraphQL operations. */
export class ContentGatewayGraphql implements ContentGateway {
  constructor(readonly graphql: GraphqlClient) {}

  async targetMarkets(type: ContentPageType): Promise<ContentTargetMarket[]> {
    const { contentTargetMarkets } = await this.graphql.request(ContentTargetMarketsDocument, { type, limit: ALL_MARKETS_LIMIT });
    return contentTargetMarkets.items.map((market) => ({ id: market.id, marketName: market.marketName }));
  }
}
