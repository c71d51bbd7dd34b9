import type { ContentPageType } from '../../../../domain/content/content-gate';
import type { ContentGateway, ContentTargetMarket } from '../ports';

/** The example reader's markets: Global and Indonesia of every page type. */
const EXAMPLE_MARKETS: ContentTargetMarket[] = [
  { id: 'market-global', marketName: 'Global' },
  { id: 'market-indonesia', marketName: 'Indonesia' },
];

/** A ContentGateway over fixed markets per page type; a type left out has none. */
export class ContentGatewayInMemory implements ContentGateway {
  constructor(
    private readonly markets: Partial<Record<ContentPageType, ContentTargetMarket[]>> = {
      news: EXAMPLE_MARKETS,
      sales_document: EXAMPLE_MARKETS,
      marketing_material: EXAMPLE_MARKETS,
    },
  ) {}

  async targetMarkets(type: ContentPageType): Promise<ContentTargetMarket[]> {
    return (this.markets[type] ?? []).map((market) => ({ ...market }));
  }
}
