import {
  announcementById,
  createAnnouncement,
  deleteAnnouncement,
  listAnnouncements,
  updateAnnouncement,
} from '../../../application/service/announcements/announcement-administration';
import type { Resolvers } from '../../graphql/generated/resolvers';
import type { FieldPolicies } from '../graphql/field-policies';
import { resultAnswer } from '../graphql/mutation-answer';
import { signedIn } from './platform';

const ANNOUNCEMENT_ADMINISTRATION = { scopes: ['page.announcement'] };
/** Most announcements one page lists. */
const MAX_PAGE_LIMIT = 100;
const SAVED = { success: 'success_save_announcement', failure: 'invalid_data' };

export const announcementPolicies: FieldPolicies = {
  'Query.announcements': ANNOUNCEMENT_ADMINISTRATION,
  'Query.announcement': ANNOUNCEMENT_ADMINISTRATION,
  'Mutation.createAnnouncement': ANNOUNCEMENT_ADMINISTRATION,
  'Mutation.updateAnnouncement': ANNOUNCEMENT_ADMINISTRATION,
  'Mutation.deleteAnnouncement': ANNOUNCEMENT_ADMINISTRATION,
};

export const announcementResolvers: Resolvers = {
  Query: {
    announcements: async (_parent, { page, limit, search, type, sorg }, { services, principal }) => {
      const request = { page: page ?? 1, limit: Math.min(limit ?? 10, MAX_PAGE_LIMIT), search, type, sorg };
      return { ...(await listAnnouncements(services, signedIn(principal), request)), page: request.page, limit: request.limit };
    },
    announcement: async (_parent, { id }, { services, principal }) => (await announcementById(services, signedIn(principal), id)) ?? null,
  },
  Mutation: {
    createAnnouncement: async (_parent, { input }, { services, principal }) => {
      const outcome = await createAnnouncement(services, signedIn(principal), { ...input, url: input.url ?? null });
      return { ...resultAnswer(outcome, SAVED), announcement: outcome.ok ? outcome.value : null };
    },
    updateAnnouncement: async (_parent, { id, input }, { services, principal }) => {
      const outcome = await updateAnnouncement(services, signedIn(principal), id, { ...input, url: input.url ?? null });
      return { ...resultAnswer(outcome, SAVED), announcement: outcome.ok ? outcome.value : null };
    },
    deleteAnnouncement: async (_parent, { id }, { services, principal }) =>
      resultAnswer(await deleteAnnouncement(services, signedIn(principal), id), { success: 'success_delete_announcement', failure: 'invalid_data' }),
  },
};
