import { checkNewsDraft } from '../../../../domain/news/news';
import { ok, refused, type Result } from '../../../../domain/shared/result';
import { userError } from '../../../../domain/shared/user-error';
import type { NewsChange, NewsGateway, NewsItem, NewsListPage, NewsListQuery } from '../ports';

const LAYOUT = { placeholderOnCard: true, titleOnCard: true, subtitleOnCard: true, releasedonOnCard: true, resolutionOnCard: true, gotopdpOnCard: false };

/** Example news of the Global and Indonesia markets. */
export function exampleNews(): NewsItem[] {
  return [
    {
      id: 'news-1',
      title: 'Gravel range in stock',
      subtitle: 'Ready to ship from the Surabaya warehouse',
      body: '<p>The new gravel bikes are in stock in every size.</p><p>Order before the end of the month for delivery next week.</p>',
      validFrom: '2026-03-01T00:00:00.000Z',
      validTo: '2026-04-30T00:00:00.000Z',
      markets: [{ id: 'market-indonesia', marketName: 'Indonesia' }],
      itemPerLine: 3,
      layout: LAYOUT,
      productLink: null,
      image: [],
      deletedAt: null,
    },
    {
      id: 'news-2',
      title: 'Dealer meeting 2027',
      subtitle: 'Save the date',
      body: '<p>All dealers meet in Jakarta on 14 February to see the 2027 range first.</p>',
      validFrom: '2026-02-20T00:00:00.000Z',
      validTo: null,
      markets: [{ id: 'market-global', marketName: 'Global' }],
      itemPerLine: 3,
      layout: LAYOUT,
      productLink: null,
      image: [],
      deletedAt: null,
    },
  ];
}

/** A NewsGateway over news kept in memory; it checks changes with the domain's rules as the service does. */
export class NewsGatewayInMemory implements NewsGateway {
  private sequence = 100;

  constructor(readonly news: NewsItem[] = exampleNews()) {}

  async list(query: NewsListQuery): Promise<NewsListPage> {
    const search = query.search?.toLowerCase() ?? '';
    const shown = this.news.filter((item) => (!query.validOnly || item.deletedAt === null) && item.title.toLowerCase().includes(search));
    const items = shown.slice((query.page - 1) * query.limit, query.page * query.limit);
    return { items, count: shown.length, pageTotal: Math.ceil(shown.length / query.limit) };
  }

  async item(id: string): Promise<NewsItem | null> {
    return this.news.find((item) => item.id === id) ?? null;
  }

  async save(id: string | null, change: NewsChange): Promise<Result<NewsItem>> {
    const checked = checkNewsDraft({ ...change, validFrom: new Date(change.validFrom), validTo: change.validTo ? new Date(change.validTo) : null });
    if (!checked.ok) return checked;
    const existing = id === null ? undefined : this.news.find((item) => item.id === id);
    if (id !== null && !existing) return refused(userError('id', 'news_not_found'));
    const saved: NewsItem = {
      id: existing?.id ?? `news-${(this.sequence += 1)}`,
      title: checked.value.title,
      subtitle: checked.value.subtitle,
      body: change.body,
      validFrom: change.validFrom,
      validTo: change.validTo,
      markets: change.marketIds.map((marketId) => ({ id: marketId, marketName: marketId })),
      itemPerLine: change.itemPerLine,
      layout: change.layout,
      productLink: checked.value.productLink,
      image: change.removeImage ? [] : (existing?.image ?? []),
      deletedAt: existing?.deletedAt ?? null,
    };
    this.news.splice(existing ? this.news.indexOf(existing) : 0, existing ? 1 : 0, saved);
    return ok(saved);
  }

  async remove(id: string): Promise<Result<NewsItem>> {
    return this.mark(id, '2026-03-10T00:00:00.000Z');
  }

  async restore(id: string): Promise<Result<NewsItem>> {
    return this.mark(id, null);
  }

  private mark(id: string, deletedAt: string | null): Result<NewsItem> {
    const item = this.news.find((candidate) => candidate.id === id);
    if (!item) return refused(userError('id', 'news_not_found'));
    item.deletedAt = deletedAt;
    return ok({ ...item });
  }
}
