import { bannerById, createBanner, deleteBanner, listBanners, updateBanner, type UploadedBannerFile } from '../../../application/service/banners/banner-administration';
import type { Resolvers } from '../../graphql/generated/resolvers';
import type { FieldPolicies } from '../graphql/field-policies';
import { resultAnswer } from '../graphql/mutation-answer';
import { signedIn } from './platform';

const BANNER_ADMINISTRATION = { scopes: ['page.banner'] };
/** Most banners one page lists. */
const MAX_PAGE_LIMIT = 100;
const SAVED = { success: 'success_save_banner', failure: 'invalid_data' };

/** The multipart file GraphQL Yoga hands over (a web File), as the use-case reads it. */
function uploadedFile(file: unknown): UploadedBannerFile | null {
  const candidate = file as { size?: unknown; arrayBuffer?: unknown } | null | undefined;
  if (!candidate || typeof candidate.size !== 'number' || typeof candidate.arrayBuffer !== 'function' || candidate.size === 0) return null;
  const blob = candidate as { size: number; arrayBuffer(): Promise<ArrayBuffer> };
  return { size: blob.size, bytes: async () => new Uint8Array(await blob.arrayBuffer()) };
}

export const bannerPolicies: FieldPolicies = {
  'Query.banners': BANNER_ADMINISTRATION,
  'Query.banner': BANNER_ADMINISTRATION,
  'Mutation.createBanner': BANNER_ADMINISTRATION,
  'Mutation.updateBanner': BANNER_ADMINISTRATION,
  'Mutation.deleteBanner': BANNER_ADMINISTRATION,
};

export const bannerResolvers: Resolvers = {
  Query: {
    banners: async (_parent, { page, limit, search, sorg }, { services, principal }) => {
      const request = { page: page ?? 1, limit: Math.min(limit ?? 10, MAX_PAGE_LIMIT), search, sorg };
      return { ...(await listBanners(services, signedIn(principal), request)), page: request.page, limit: request.limit };
    },
    banner: async (_parent, { id }, { services, principal }) => (await bannerById(services, signedIn(principal), id)) ?? null,
  },
  Mutation: {
    createBanner: async (_parent, { bannerFile, sorg, link, sortOrder, from, to }, { services, principal }) => {
      const input = { bannerFile: uploadedFile(bannerFile), sorg, link: link ?? null, sortOrder: sortOrder ?? 0, from, to };
      const outcome = await createBanner(services, signedIn(principal), input);
      return { ...resultAnswer(outcome, SAVED), banner: outcome.ok ? outcome.value : null };
    },
    updateBanner: async (_parent, { id, bannerFile, sorg, link, sortOrder, from, to }, { services, principal }) => {
      const input = { bannerFile: uploadedFile(bannerFile), sorg, link: link ?? null, sortOrder: sortOrder ?? 0, from, to };
      const outcome = await updateBanner(services, signedIn(principal), id, input);
      return { ...resultAnswer(outcome, SAVED), banner: outcome.ok ? outcome.value : null };
    },
    deleteBanner: async (_parent, { id }, { services, principal }) =>
      resultAnswer(await deleteBanner(services, signedIn(principal), id), { success: 'success_delete_banner', failure: 'invalid_data' }),
  },
};
