import { addClaimAdditionalDocument, commentOnClaim, deleteClaimAdditionalDocument, updateClaimStatus } from '../../../application/service/claims/claim-changes';
import { createClaim, updateClaim } from '../../../application/service/claims/claim-filing';
import { claimArticles, claimComments, dealerInformation, flaggedFrames, listClaims, readClaim, type ClaimView } from '../../../application/service/claims/claim-reads';
import type { Result } from '../../../domain/shared/result';
import type { Resolvers } from '../../graphql/generated/resolvers';
import type { ServerServices } from '../server-services';
import { forbidden, type FieldPolicies } from '../graphql/field-policies';
import { resultAnswer } from '../graphql/mutation-answer';
import { iso, readOrRefuse } from './after-sales-edge';
import { toClaim, toComment, toStatus, toSummary, uploadsOf, type ClaimVocabulary } from './claims-edge';
import { uploaded } from './payments';
import { signedIn } from './platform';

const CLAIM = { scopes: ['page.claim'] };

export const claimPolicies: FieldPolicies = Object.fromEntries(
  [
    'Query.claimsV3', 'Query.claimV2', 'Query.comments', 'Query.claimArticles', 'Query.problems', 'Query.claimBrands', 'Query.status', 'Query.capabilities',
    'Query.dealerInformation', 'Query.recallFrames', 'Query.stolenBikes', 'Mutation.createClaimBike', 'Mutation.createClaimPaa', 'Mutation.updateClaim',
    'Mutation.updateClaimStatus', 'Mutation.claimComment', 'Mutation.createClaimAdditionalDocument', 'Mutation.deleteClaimAdditionalDocument',
  ].map((field) => [field, CLAIM]),
);

async function vocabulary(services: ServerServices): Promise<ClaimVocabulary> {
  const [statuses, problems] = await Promise.all([services.claims.statuses(), services.claims.problems(null)]);
  return { statuses, problems };
}

const SAVE = { success: 'success_save_claim', failure: 'failed_save_claim' };

async function claimAnswer(services: ServerServices, result: Result<ClaimView>, keys: { success: string; failure: string }) {
  return { ...resultAnswer(result, keys), claim: result.ok ? toClaim(await vocabulary(services), services.claimLinks, result.value) : null };
}

export const claimResolvers: Resolvers = {
  Query: {
    claimsV3: async (_parent, args, { services, principal }) => {
      const page = readOrRefuse(await listClaims(services, signedIn(principal), args));
      const words = await vocabulary(services);
      return { items: page.items.map((item) => toSummary(words, item)), total: page.total, page: args.page, limit: args.limit };
    },
    claimV2: async (_parent, { id }, { services, principal }) => {
      const found = await readClaim(services, signedIn(principal), id);
      if (found.ok) return toClaim(await vocabulary(services), services.claimLinks, found.value);
      if (found.error === 'claim_not_found') return null;
      throw forbidden();
    },
    comments: async (_parent, { id }, { services, principal }) => {
      const found = await claimComments(services, signedIn(principal), id);
      if (found.ok) return found.value.map(toComment);
      if (found.error === 'claim_not_found') return [];
      throw forbidden();
    },
    claimArticles: (_parent, { search, category }, { services }) => claimArticles(services, search, category ?? null),
    problems: (_parent, { category }, { services }) => services.claims.problems(category ?? null),
    claimBrands: (_parent, _args, { services }) => services.claims.ownBrands(),
    status: async (_parent, _args, { services }) => {
      const words = await vocabulary(services);
      return words.statuses.map((status) => toStatus(words, status.id));
    },
    capabilities: (_parent, _args, { services }) => services.claims.capabilities(),
    dealerInformation: async (_parent, _args, { services, principal }) => {
      const dealer = await dealerInformation(services, signedIn(principal));
      return dealer ? { custCode: dealer.r3, name: dealer.name, address: dealer.address, city: dealer.city, phone: dealer.phone, email: dealer.email } : null;
    },
    recallFrames: async (_parent, { search }, { services }) => (await flaggedFrames(services, 'recall', search)).map((frame) => ({ ...frame, stolenReportedAt: frame.stolenReportedAt ? iso(frame.stolenReportedAt) : null })),
    stolenBikes: async (_parent, { search }, { services }) => (await flaggedFrames(services, 'stolen', search)).map((frame) => ({ ...frame, stolenReportedAt: frame.stolenReportedAt ? iso(frame.stolenReportedAt) : null })),
  },
  Mutation: {
    createClaimBike: async (_parent, { input, ...files }, { services, principal, host }) =>
      claimAnswer(services, await createClaim(services, signedIn(principal), 'bike', { ...input, files: uploadsOf(files) }, host), SAVE),
    createClaimPaa: async (_parent, { input, ...files }, { services, principal, host }) =>
      claimAnswer(services, await createClaim(services, signedIn(principal), 'paa', { ...input, files: uploadsOf(files) }, host), SAVE),
    updateClaim: async (_parent, { id, input, ...files }, { services, principal, host }) =>
      claimAnswer(services, await updateClaim(services, signedIn(principal), id, { ...input, files: uploadsOf(files) }, host), SAVE),
    updateClaimStatus: async (_parent, { id, newStatus, reason }, { services, principal, host }) =>
      claimAnswer(services, await updateClaimStatus(services, signedIn(principal), { id, newStatus, reason }, host), { success: 'success_update_claim_status', failure: 'failed_update_claim_status' }),
    claimComment: async (_parent, args, { services, principal }) => {
      const result = await commentOnClaim(services, signedIn(principal), args);
      return { ...resultAnswer(result, { success: 'success_claim_comment', failure: 'failed_claim_comment' }), comment: result.ok ? toComment(result.value) : null };
    },
    createClaimAdditionalDocument: async (_parent, { id, file }, { services, principal }) =>
      claimAnswer(services, await addClaimAdditionalDocument(services, signedIn(principal), id, uploaded(file)), SAVE),
    deleteClaimAdditionalDocument: async (_parent, { id, slot }, { services, principal }) =>
      claimAnswer(services, await deleteClaimAdditionalDocument(services, signedIn(principal), id, slot), SAVE),
  },
};
