import type { VisitCustomerOption, VisitForm, VisitFormChange, VisitFormChangeOutcome, VisitFormGateway, VisitFormListQuery } from '../../../application/portal/visit-forms/ports';
import { ok, refused } from '../../../domain/shared/result';
import type { VisitFormKind, VisitPhotoSlot } from '../../../domain/visit-forms/visit-form';
import type { VisitQuestionLists } from '../../../domain/visit-forms/visit-questions';
import {
  CreateFormVisitDocument,
  DeleteFormVisitDocument,
  FormVisitCustomersDocument,
  FormVisitDocument,
  FormVisitQuestionsDocument,
  FormVisitsDocument,
  UpdateFormVisitDocument,
  type FormVisitFieldsFragment,
  type FormVisitPayloadFieldsFragment,
} from '../../graphql/generated/client/graphql';
import { fromContractUserErrors } from '../contract-user-errors';
import type { GraphqlClient } from '../graphql-client';

function toForm(form: FormVisitFieldsFragment, apiBaseUrl: string): VisitForm {
  return {
    ...form,
    photos: form.photos.map((photo) => ({ slot: photo.slot as VisitPhotoSlot, thumbnailUrl: `${apiBaseUrl}${photo.thumbnailUrl}`, largeUrl: `${apiBaseUrl}${photo.largeUrl}` })),
  };
}

function toInput(change: VisitFormChange) {
  const { custCode, otherMidrange, brandDomination, qtyPlgGrp, qtyNonPlgGrp, brandDisplay, seriesList, seriesBrand, equipment, notes } = change.draft;
  return { custCode, otherMidrange, brandDomination, qtyPlgGrp, qtyNonPlgGrp, brandDisplay, seriesList: [...seriesList], seriesBrand, equipment: [...equipment], notes };
}

/** The VisitFormGateway over GraphQL; photos travel as a multipart request, one file per slot. */
export class VisitFormGatewayGraphql implements VisitFormGateway {
  constructor(
    private readonly graphql: GraphqlClient,
    private readonly apiBaseUrl: string,
  ) {}

  private outcome(payload: FormVisitPayloadFieldsFragment): VisitFormChangeOutcome {
    if (payload.message.status && payload.userErrors.length === 0 && payload.formVisit) return ok(toForm(payload.formVisit, this.apiBaseUrl));
    return refused(...fromContractUserErrors(payload.userErrors));
  }

  async list(query: VisitFormListQuery): Promise<{ items: VisitForm[]; total: number }> {
    const { formVisits } = await this.graphql.request(FormVisitsDocument, { ...query, custCode: query.custCode || null });
    return { items: formVisits.items.map((form) => toForm(form, this.apiBaseUrl)), total: formVisits.count };
  }

  async find(kind: VisitFormKind, id: string): Promise<VisitForm | null> {
    const { formVisit } = await this.graphql.request(FormVisitDocument, { kind, id });
    return formVisit ? toForm(formVisit, this.apiBaseUrl) : null;
  }

  async questions(kind: VisitFormKind): Promise<VisitQuestionLists> {
    return (await this.graphql.request(FormVisitQuestionsDocument, { kind })).formVisitQuestions;
  }

  async customers(kind: VisitFormKind, search: string): Promise<VisitCustomerOption[]> {
    return (await this.graphql.request(FormVisitCustomersDocument, { kind, search })).formVisitCustomers.map(({ custCode, custName }) => ({ custCode, custName }));
  }

  async create(kind: VisitFormKind, change: VisitFormChange): Promise<VisitFormChangeOutcome> {
    return this.outcome((await this.graphql.request(CreateFormVisitDocument, { kind, input: toInput(change), photos: change.photos })).createFormVisit);
  }

  async update(kind: VisitFormKind, id: string, change: VisitFormChange): Promise<VisitFormChangeOutcome> {
    const variables = { kind, id, input: toInput(change), photos: change.photos, removedPhotos: change.removedPhotos };
    return this.outcome((await this.graphql.request(UpdateFormVisitDocument, variables)).updateFormVisit);
  }

  async remove(kind: VisitFormKind, id: string): Promise<VisitFormChangeOutcome> {
    return this.outcome((await this.graphql.request(DeleteFormVisitDocument, { kind, id })).deleteFormVisit);
  }
}
