import type { ContentTargetMarket, ContentTargetMarketQuery, ContentTargetMarketRepository } from '../ports';

export class ContentTargetMarketRepositoryInMemory implements ContentTargetMarketRepository {
  readonly queries: ContentTargetMarketQuery[] = [];
  constructor(
    private readonly markets: ContentTargetMarket[],
    private readonly assigned: Record<string, string[]>,
  ) {}
  async page(query: ContentTargetMarketQuery) {
    this.queries.push(query);
    const matching = this.markets
      .filter((market) => market.type === query.type)
      .filter((market) => query.assignedTo === undefined || (this.assigned[query.assignedTo] ?? []).includes(market.id))
      .filter((market) => !query.search || market.marketName.toLowerCase().includes(query.search.toLowerCase()))
      .sort((a, b) => a.marketName.localeCompare(b.marketName));
    return { items: matching.slice((query.page - 1) * query.limit, query.page * query.limit), total: matching.length };
  }
}
