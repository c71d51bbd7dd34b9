import type { NewsChange, NewsGateway, NewsItem, NewsListPage, NewsListQuery } from '../../../application/portal/news/ports';
import { ok, refused, type Result } from '../../../domain/shared/result';
import { userError } from '../../../domain/shared/user-error';
import {
  CreateNewsDocument,
  DeleteNewsDocument,
  NewsDocument,
  NewsListDocument,
  RestoreNewsDocument,
  UpdateNewsDocument,
  type NewsFieldsFragment,
  type NewsPayloadFieldsFragment,
} from '../../graphql/generated/client/graphql';
import { fromContractUserErrors } from '../contract-user-errors';
import type { GraphqlClient } from '../graphql-client';

function toItem(news: NewsFieldsFragment, apiBaseUrl: string): NewsItem {
  return {
    id: news.id,
    title: news.title,
    subtitle: news.subtitle ?? null,
    body: news.body,
    validFrom: news.validFrom,
    validTo: news.validTo ?? null,
    markets: news.contentTargetMarkets.map((market) => ({ ...market })),
    itemPerLine: news.itemPerLine,
    layout: { ...news.layout },
    productLink: news.productLink ?? null,
    image: (news.files[0]?.resolutions ?? []).map((resolution) => ({ name: resolution.name, width: resolution.width, url: `${apiBaseUrl}${resolution.url}` })),
    deletedAt: news.deletedAt ?? null,
  };
}

/** The NewsGateway over the service's GraphQL operations. */
export class NewsGatewayGraphql implements NewsGateway {
  constructor(
    readonly graphql: GraphqlClient,
    readonly apiBaseUrl: string,
  ) {}

  private outcome(payload: NewsPayloadFieldsFragment): Result<NewsItem> {
    if (payload.message.status && payload.userErrors.length === 0 && payload.news) return ok(toItem(payload.news, this.apiBaseUrl));
    const errors = fromContractUserErrors(payload.userErrors);
    return refused(...(errors.length > 0 ? errors : [userError([], payload.message.description ?? 'failed_save_news')]));
  }

  async list(query: NewsListQuery): Promise<NewsListPage> {
    const { newsList } = await this.graphql.request(NewsListDocument, { page: query.page, limit: query.limit, search: query.search || null, validOnly: query.validOnly ?? null });
    return { items: newsList.items.map((news) => toItem(news, this.apiBaseUrl)), count: newsList.count, pageTotal: newsList.pageTotal };
  }

  async item(id: string): Promise<NewsItem | null> {
    const { news } = await this.graphql.request(NewsDocument, { id });
    return news ? toItem(news, this.apiBaseUrl) : null;
  }

  async save(id: string | null, change: NewsChange): Promise<Result<NewsItem>> {
    const input = {
      title: change.title,
      subtitle: change.subtitle,
      body: change.body,
      validFrom: change.validFrom,
      validTo: change.validTo,
      contentTargetMarkets: change.marketIds,
      itemPerLine: change.itemPerLine,
      layout: change.layout,
      productLink: change.productLink,
    };
    if (id === null) return this.outcome((await this.graphql.request(CreateNewsDocument, { input, image: change.image ?? null })).createNews);
    return this.outcome((await this.graphql.request(UpdateNewsDocument, { id, input, image: change.image ?? null, removeImage: change.removeImage ?? false })).updateNews);
  }

  async remove(id: string): Promise<Result<NewsItem>> {
    return this.outcome((await this.graphql.request(DeleteNewsDocument, { id })).deleteNews);
  }

  async restore(id: string): Promise<Result<NewsItem>> {
    return this.outcome((await this.graphql.request(RestoreNewsDocument, { id })).restoreNews);
  }
}
