import { deleteNews, restoreNews, saveNews } from '../../../application/service/news/news-admin';
import { listNews, newsById } from '../../../application/service/news/news-reads';
import type { NewsRecord } from '../../../application/service/news/ports';
import type { UploadedFile } from '../../../application/service/payments/payment-documents';
import { NEWS_IMAGE_RESOLUTIONS } from '../../../domain/news/news-image';
import type { NewsDraft } from '../../../domain/news/news';
import type { Result } from '../../../domain/shared/result';
import type { News, NewsInput, Resolvers } from '../../graphql/generated/resolvers';
import type { FieldPolicies } from '../graphql/field-policies';
import { resultAnswer } from '../graphql/mutation-answer';
import { iso, isoOrNull } from './after-sales-edge';
import { signedIn } from './platform';

const READERS = { scopes: [['page.news', 'news.cu']] };
const MAINTAINERS = { scopes: ['news.cu'] };

export const newsPolicies: FieldPolicies = {
  'Query.newsList': READERS,
  'Query.news': READERS,
  'Mutation.createNews': MAINTAINERS,
  'Mutation.updateNews': MAINTAINERS,
  'Mutation.deleteNews': MAINTAINERS,
  'Mutation.restoreNews': MAINTAINERS,
};

/** Where a size of a news picture is served (infrastructure/server/http/news-routes.ts). */
export const newsImagePath = (file: string, resolution: string) => `/news-images/${encodeURIComponent(file)}/${resolution}`;

export function toNews(news: NewsRecord): News {
  return {
    id: news.id,
    title: news.title,
    subtitle: news.subtitle,
    body: news.body,
    validFrom: iso(news.validFrom),
    validTo: isoOrNull(news.validTo),
    contentTargetMarkets: news.markets,
    itemPerLine: news.itemPerLine,
    layout: news.layout,
    productLink: news.productLink,
    files: news.imageFile
      ? [{ fileName: news.imageFile, resolutions: NEWS_IMAGE_RESOLUTIONS.map(({ name, width }) => ({ name, width, url: newsImagePath(news.imageFile!, name) })) }]
      : [],
    createdAt: iso(news.createdAt),
    deletedAt: isoOrNull(news.deletedAt),
  };
}

function toDraft(input: NewsInput): NewsDraft {
  return {
    title: input.title,
    subtitle: input.subtitle ?? null,
    body: input.body,
    validFrom: new Date(input.validFrom),
    validTo: input.validTo ? new Date(input.validTo) : null,
    marketIds: input.contentTargetMarkets,
    itemPerLine: input.itemPerLine,
    layout: input.layout,
    productLink: input.productLink ?? null,
  };
}

function uploaded(file: unknown): UploadedFile | null {
  const blob = file as { name?: unknown; type?: unknown; size?: unknown; arrayBuffer?: () => Promise<ArrayBuffer> } | null;
  if (!blob || typeof blob !== 'object' || typeof blob.size !== 'number' || typeof blob.arrayBuffer !== 'function') return null;
  const read = blob.arrayBuffer.bind(blob);
  return { name: typeof blob.name === 'string' ? blob.name : '', type: typeof blob.type === 'string' ? blob.type : '', size: blob.size, bytes: async () => new Uint8Array(await read()) };
}

function answered(result: Result<NewsRecord>, keys: { success: string; failure: string }) {
  return { ...resultAnswer(result, keys), news: result.ok ? toNews(result.value) : null };
}

export const newsResolvers: Resolvers = {
  Query: {
    newsList: async (_parent, args, { services, principal }) => {
      const found = await listNews(services, signedIn(principal), args);
      return { items: found.items.map(toNews), page: found.page, limit: found.limit, count: found.total, pageTotal: Math.ceil(found.total / found.limit) };
    },
    news: async (_parent, { id }, { services, principal }) => {
      const found = await newsById(services, signedIn(principal), id);
      return found ? toNews(found) : null;
    },
  },
  Mutation: {
    createNews: async (_parent, { input, image }, { services, principal }) =>
      answered(await saveNews(services, signedIn(principal), { draft: toDraft(input), image: uploaded(image) }), { success: 'success_create_news', failure: 'failed_create_news' }),
    updateNews: async (_parent, { id, input, image, removeImage }, { services, principal }) =>
      answered(await saveNews(services, signedIn(principal), { id, draft: toDraft(input), image: uploaded(image), removeImage }), {
        success: 'success_update_news',
        failure: 'failed_update_news',
      }),
    deleteNews: async (_parent, { id }, { services }) => answered(await deleteNews(services, id), { success: 'success_delete_news', failure: 'failed_delete_news' }),
    restoreNews: async (_parent, { id }, { services }) => answered(await restoreNews(services, id), { success: 'success_restore_news', failure: 'failed_restore_news' }),
  },
};
