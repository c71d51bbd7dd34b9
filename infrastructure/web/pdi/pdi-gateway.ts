import type { Pdi, PdiChangeOutcome, PdiChecklistItem, PdiGateway, PdiListQuery, PdiPage } from '../../../application/portal/pdi/ports';
import type { PdiDraft } from '../../../domain/pdi/inspection';
import { ok, refused } from '../../../domain/shared/result';
import {
  CreatePdiDocument,
  DeletePdiDocument,
  PdiBrandsDocument,
  PdiChecklistDocument,
  PdisDocument,
  RestorePdiDocument,
  UpdatePdiDocument,
  type CreatePdiMutation,
  type PdiFieldsFragment,
} from '../../graphql/generated/client/graphql';
import { fromContractUserErrors } from '../contract-user-errors';
import type { GraphqlClient } from '../graphql-client';

/** What the four inspection mutations answer. */
type ChangePayload = CreatePdiMutation['createPDI'];

function toPdi(pdi: PdiFieldsFragment): Pdi {
  return { ...pdi, checks: pdi.checks.map((check) => ({ ...check })), deletedAt: pdi.deletedAt ?? null };
}

function toOutcome(payload: ChangePayload): PdiChangeOutcome {
  if (payload.message.status && payload.userErrors.length === 0 && payload.pdi) return ok(toPdi(payload.pdi));
  return refused(...fromContractUserErrors(payload.userErrors));
}

function toInput(draft: PdiDraft) {
  const { frameNumber, articleCode, description, brand, merchandise, mechanic, checks } = draft;
  return { frameNumber, articleCode, description, brand, merchandise, mechanic, checks: checks.map(({ itemId, result }) => ({ itemId, result })) };
}

/** The PdiGateway over the service's GraphQL operations. */
export class PdiGatewayGraphql implements PdiGateway {
  constructor(readonly graphql: GraphqlClient) {}

  async list(query: PdiListQuery): Promise<PdiPage> {
    const { PDIs } = await this.graphql.request(PdisDocument, { ...query, search: query.search || null });
    return { items: PDIs.items.map(toPdi), total: PDIs.total };
  }

  async brands(): Promise<string[]> {
    return (await this.graphql.request(PdiBrandsDocument, {})).pdiBrands;
  }

  async checklist(brand: string): Promise<PdiChecklistItem[]> {
    return (await this.graphql.request(PdiChecklistDocument, { brand })).checklist;
  }

  async create(draft: PdiDraft): Promise<PdiChangeOutcome> {
    return toOutcome((await this.graphql.request(CreatePdiDocument, { input: toInput(draft) })).createPDI);
  }

  async update(id: string, draft: PdiDraft): Promise<PdiChangeOutcome> {
    return toOutcome((await this.graphql.request(UpdatePdiDocument, { id, input: toInput(draft) })).updatePDI);
  }

  async setDeleted(id: string, deleted: boolean): Promise<PdiChangeOutcome> {
    if (deleted) return toOutcome((await this.graphql.request(DeletePdiDocument, { id })).deletePDI);
    return toOutcome((await this.graphql.request(RestorePdiDocument, { id })).restorePDI);
  }
}
