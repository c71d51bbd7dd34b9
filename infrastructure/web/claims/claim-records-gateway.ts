import type {
  ClaimChangeOutcome,
  ClaimCommentOutcome,
  ClaimDetail,
  ClaimListQuery,
  ClaimPage,
  ClaimRecord,
  ClaimRecordsGateway,
  ClaimStatus,
  ClaimWorkflow,
} from '../../../application/portal/claims/claim-records-ports';
import type { ClaimCustomerCategory } from '../../../domain/claims/claim-workflow';
import { ok, refused } from '../../../domain/shared/result';
import {
  AddClaimCommentDocument,
  ClaimDetailDocument,
  ClaimsV3Document,
  ClaimWorkflowDocument,
  CreateClaimAdditionalDocumentDocument,
  DeleteClaimAdditionalDocumentDocument,
  UpdateClaimStatusDocument,
  type ClaimDetailFieldsFragment,
  type ClaimStatusFieldsFragment,
  type UpdateClaimStatusMutation,
} from '../../graphql/generated/client/graphql';
import { fromContractUserErrors } from '../contract-user-errors';
import type { GraphqlClient } from '../graphql-client';

type ChangePayload = UpdateClaimStatusMutation['updateClaimStatus'];

function toStatus(status: ClaimStatusFieldsFragment): ClaimStatus {
  return { ...status, category: status.category as ClaimStatus['category'] };
}

/** The claim with its file links made absolute: they point at the service, which may not serve the portal. */
function toRecord(claim: ClaimDetailFieldsFragment, apiBaseUrl: string): ClaimRecord {
  return {
    ...claim,
    status: toStatus(claim.status),
    files: claim.files.map((file) => ({ ...file, url: `${apiBaseUrl}${file.url}`, thumbnailUrl: file.thumbnailUrl ? `${apiBaseUrl}${file.thumbnailUrl}` : null })),
  };
}

/** The ClaimRecordsGateway over the service's GraphQL operations. */
export class ClaimRecordsGatewayGraphql implements ClaimRecordsGateway {
  constructor(
    readonly graphql: GraphqlClient,
    private readonly apiBaseUrl: string,
  ) {}

  private outcome(payload: ChangePayload): ClaimChangeOutcome {
    if (payload.message.status && payload.userErrors.length === 0 && payload.claim) return ok(toRecord(payload.claim, this.apiBaseUrl));
    return refused(...fromContractUserErrors(payload.userErrors));
  }

  async list(query: ClaimListQuery): Promise<ClaimPage> {
    const { claimsV3 } = await this.graphql.request(ClaimsV3Document, { ...query, search: query.search || null });
    return { items: claimsV3.items.map((item) => ({ ...item, status: toStatus(item.status) })), total: claimsV3.total };
  }

  async detail(id: string): Promise<ClaimDetail> {
    const { claimV2, comments } = await this.graphql.request(ClaimDetailDocument, { id });
    return claimV2 ? { claim: toRecord(claimV2, this.apiBaseUrl), comments } : null;
  }

  async workflow(): Promise<ClaimWorkflow> {
    const { status, capabilities } = await this.graphql.request(ClaimWorkflowDocument, {});
    return { statuses: status.map(toStatus), capabilities: capabilities.map((capability) => ({ ...capability, custCategory: capability.custCategory as ClaimCustomerCategory })) };
  }

  async moveStatus(id: string, newStatus: string, reason: string | null): Promise<ClaimChangeOutcome> {
    return this.outcome((await this.graphql.request(UpdateClaimStatusDocument, { id, newStatus, reason })).updateClaimStatus);
  }

  async comment(id: string, comment: string): Promise<ClaimCommentOutcome> {
    const { claimComment } = await this.graphql.request(AddClaimCommentDocument, { id, comment });
    if (claimComment.message.status && claimComment.userErrors.length === 0 && claimComment.comment) return ok(claimComment.comment);
    return refused(...fromContractUserErrors(claimComment.userErrors));
  }

  async addDocument(id: string, file: File): Promise<ClaimChangeOutcome> {
    return this.outcome((await this.graphql.request(CreateClaimAdditionalDocumentDocument, { id, file })).createClaimAdditionalDocument);
  }

  async deleteDocument(id: string, slot: string): Promise<ClaimChangeOutcome> {
    return this.outcome((await this.graphql.request(DeleteClaimAdditionalDocumentDocument, { id, slot })).deleteClaimAdditionalDocument);
  }
}
