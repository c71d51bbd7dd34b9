import type { NewsChange, NewsItem, NewsListPage, NewsListQuery } from '../../application/portal/news/ports';
import type { Result } from '../../domain/shared/result';
import { portalApi, portsOf, read } from '../store/portal-api';

const NEWS_LIST = { type: 'News', id: 'LIST' } as const;

/** How many of the newest news items the home page shows. */
export const LATEST_NEWS_COUNT = 3;

/** The news area's reads and changes. */
export const newsApi = portalApi.injectEndpoints({
  endpoints: (build) => ({
    newsList: build.query<NewsListPage, NewsListQuery>({
      queryFn: (query, api) => read(() => portsOf(api).news.list(query)),
      providesTags: [NEWS_LIST],
    }),
    /** The newest news valid now of the reader's markets, for the home page. */
    latestNews: build.query<NewsItem[], void>({
      queryFn: (_arg, api) => read(async () => (await portsOf(api).news.list({ page: 1, limit: LATEST_NEWS_COUNT, validOnly: true })).items),
      providesTags: [NEWS_LIST],
    }),
    newsItem: build.query<NewsItem | null, string>({
      queryFn: (id, api) => read(() => portsOf(api).news.item(id)),
      providesTags: (_item, _failure, id) => [{ type: 'News', id }],
    }),
    saveNews: build.mutation<Result<NewsItem>, { id: string | null; change: NewsChange }>({
      queryFn: ({ id, change }, api) => read(() => portsOf(api).news.save(id, change)),
      invalidatesTags: (_result, _failure, { id }) => [NEWS_LIST, ...(id ? [{ type: 'News' as const, id }] : [])],
    }),
    deleteNews: build.mutation<Result<NewsItem>, string>({
      queryFn: (id, api) => read(() => portsOf(api).news.remove(id)),
      invalidatesTags: (_result, _failure, id) => [NEWS_LIST, { type: 'News', id }],
    }),
    restoreNews: build.mutation<Result<NewsItem>, string>({
      queryFn: (id, api) => read(() => portsOf(api).news.restore(id)),
      invalidatesTags: (_result, _failure, id) => [NEWS_LIST, { type: 'News', id }],
    }),
  }),
});

export const { useNewsListQuery, useLatestNewsQuery, useNewsItemQuery, useSaveNewsMutation, useDeleteNewsMutation, useRestoreNewsMutation } = newsApi;
