import type {
  ClaimArticleOption,
  ClaimChange,
  ClaimChangeOutcome,
  ClaimFilingGateway,
  ClaimFormLookups,
  ClaimFrameNotice,
  ClaimToEdit,
  UploadProgress,
} from '../../../application/portal/claims/claim-filing-ports';
import type { ClaimFileSlot } from '../../../domain/claims/claim-files';
import type { ClaimProductCategory } from '../../../domain/claims/claim-workflow';
import { ok, refused } from '../../../domain/shared/result';
import {
  ClaimArticlesDocument,
  ClaimFormLookupsDocument,
  ClaimFrameNoticesDocument,
  ClaimToEditDocument,
  CreateClaimBikeDocument,
  CreateClaimPaaDocument,
  UpdateClaimDocument,
  type ClaimFormFieldsFragment,
  type ClaimFormPayloadFieldsFragment,
  type ClaimInput,
} from '../../graphql/generated/client/graphql';
import { fromContractUserErrors } from '../contract-user-errors';
import type { GraphqlClient } from '../graphql-client';

function toClaim(claim: ClaimFormFieldsFragment, apiBaseUrl: string): ClaimToEdit {
  const { problems, files, ...fields } = claim;
  return {
    ...fields,
    problemIds: problems.map((problem) => problem.id),
    files: files.map((file) => ({ ...file, slot: file.slot as ClaimFileSlot, url: `${apiBaseUrl}${file.url}`, thumbnailUrl: file.thumbnailUrl ? `${apiBaseUrl}${file.thumbnailUrl}` : null })),
  };
}

/** A value left out of the request when it is empty (spec 002 §5). */
const filled = (value: string) => (value === '' ? undefined : value);

function toInput({ draft }: ClaimChange): ClaimInput {
  const consumer = Object.fromEntries(Object.entries(draft.consumer).filter(([, value]) => value !== ''));
  return {
    articleCode: draft.articleCode,
    frameNumber: filled(draft.frameNumber),
    qty: draft.kind === 'paa' ? draft.qty : undefined,
    problemIds: draft.problemIds.length > 0 ? [...draft.problemIds] : undefined,
    customerNotes: filled(draft.customerNotes),
    consumer: Object.keys(consumer).length > 0 ? consumer : undefined,
  };
}

/** The ClaimFilingGateway over GraphQL; a claim's files travel in one multipart request, one file per slot. */
export class ClaimFilingGatewayGraphql implements ClaimFilingGateway {
  constructor(
    private readonly graphql: GraphqlClient,
    private readonly apiBaseUrl: string,
  ) {}

  private outcome(payload: ClaimFormPayloadFieldsFragment): ClaimChangeOutcome {
    if (payload.message.status && payload.userErrors.length === 0 && payload.claim) return ok(toClaim(payload.claim, this.apiBaseUrl));
    return refused(...fromContractUserErrors(payload.userErrors));
  }

  private listener(onProgress: (progress: UploadProgress) => void) {
    return (currentBytes: number, maxBytes: number) => onProgress({ currentBytes, maxBytes });
  }

  async articles(search: string, category: ClaimProductCategory | null): Promise<ClaimArticleOption[]> {
    const { claimArticles } = await this.graphql.request(ClaimArticlesDocument, { search, category });
    return claimArticles;
  }

  async lookups(kind: ClaimProductCategory): Promise<ClaimFormLookups> {
    const answer = await this.graphql.request(ClaimFormLookupsDocument, { category: kind });
    return { problems: answer.problems.map(({ id, description }) => ({ id, description })), brands: answer.claimBrands, dealer: answer.dealerInformation ?? null };
  }

  async frameNotices(frameNumber: string): Promise<ClaimFrameNotice[]> {
    const { recallFrames, stolenBikes } = await this.graphql.request(ClaimFrameNoticesDocument, { search: frameNumber });
    const exact = (frame: { frameNumber: string }) => frame.frameNumber.toUpperCase() === frameNumber.trim().toUpperCase();
    return [
      ...recallFrames.filter(exact).map((frame) => ({ frameNumber: frame.frameNumber, recallCampaign: frame.recallCampaign ?? null, stolenReportedAt: null })),
      ...stolenBikes.filter(exact).map((frame) => ({ frameNumber: frame.frameNumber, recallCampaign: null, stolenReportedAt: String(frame.stolenReportedAt ?? '') || null })),
    ];
  }

  async find(id: string): Promise<ClaimToEdit | null> {
    const { claimV2 } = await this.graphql.request(ClaimToEditDocument, { id });
    return claimV2 ? toClaim(claimV2, this.apiBaseUrl) : null;
  }

  async create(change: ClaimChange, onProgress: (progress: UploadProgress) => void): Promise<ClaimChangeOutcome> {
    const variables = { input: toInput(change), ...change.files };
    if (change.draft.kind === 'bike') return this.outcome((await this.graphql.request(CreateClaimBikeDocument, variables, undefined, this.listener(onProgress))).createClaimBike);
    return this.outcome((await this.graphql.request(CreateClaimPaaDocument, variables, undefined, this.listener(onProgress))).createClaimPaa);
  }

  async update(id: string, change: ClaimChange, onProgress: (progress: UploadProgress) => void): Promise<ClaimChangeOutcome> {
    return this.outcome((await this.graphql.request(UpdateClaimDocument, { id, input: toInput(change), ...change.files }, undefined, this.listener(onProgress))).updateClaim);
  }
}
