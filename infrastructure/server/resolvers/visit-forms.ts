import type { VisitFormRecord } from '../../../application/service/visit-forms/ports';
import { createVisitForm, deleteVisitForm, updateVisitForm, visitCustomers, visitForm, visitFormPage, visitQuestionLists, type VisitFormSubmission } from '../../../application/service/visit-forms/visit-forms';
import type { UploadedFile } from '../../../application/service/payments/payment-documents';
import type { Result } from '../../../domain/shared/result';
import { isVisitPhotoSlot, VISIT_PHOTO_SLOTS, type VisitPhotoSlot } from '../../../domain/visit-forms/visit-form';
import type { FormVisit, FormVisitInput, FormVisitPhotos, Resolvers } from '../../graphql/generated/resolvers';
import type { FieldPolicies } from '../graphql/field-policies';
import { resultAnswer } from '../graphql/mutation-answer';
import { iso, readOrRefuse } from './after-sales-edge';
import { uploaded } from './payments';
import { signedIn } from './platform';

const VISITS = { scopes: ['page.formvisit'] };

export const visitFormPolicies: FieldPolicies = {
  'Query.formVisits': VISITS,
  'Query.formVisit': VISITS,
  'Query.formVisitQuestions': VISITS,
  'Query.formVisitCustomers': VISITS,
  'Mutation.createFormVisit': VISITS,
  'Mutation.updateFormVisit': VISITS,
  'Mutation.deleteFormVisit': VISITS,
};

/** Where a size of a visit photo is served (infrastructure/server/http/visit-form-routes.ts). */
export const visitPhotoPath = (name: string, size: string) => `/visit-form-photos/${encodeURIComponent(name)}/${size}`;

function toFormVisit(record: VisitFormRecord): FormVisit {
  const { customer, photos, createdAt, updatedAt, ...fields } = record;
  return {
    ...fields,
    custCode: customer.custCode,
    custName: customer.custName,
    photos: VISIT_PHOTO_SLOTS.flatMap((slot) => {
      const name = photos[slot];
      return name ? [{ slot, thumbnailUrl: visitPhotoPath(name, 'thumbnail'), largeUrl: visitPhotoPath(name, 'large') }] : [];
    }),
    createdAt: iso(createdAt),
    updatedAt: iso(updatedAt),
  };
}

function submission(input: FormVisitInput, photos: FormVisitPhotos | null | undefined, removed?: readonly string[] | null): VisitFormSubmission {
  const files: Partial<Record<VisitPhotoSlot, UploadedFile>> = {};
  for (const slot of VISIT_PHOTO_SLOTS) {
    const file = uploaded(photos?.[slot]);
    if (file) files[slot] = file;
  }
  return { draft: input, files, removedPhotos: (removed ?? []).filter(isVisitPhotoSlot) };
}

function answered(result: Result<VisitFormRecord>, keys: { success: string; failure: string }) {
  return { ...resultAnswer(result, keys), formVisit: result.ok ? toFormVisit(result.value) : null };
}

export const visitFormResolvers: Resolvers = {
  Query: {
    formVisits: async (_parent, { kind, page, limit, custCode }, { services, principal }) => {
      const found = readOrRefuse(await visitFormPage(services, signedIn(principal), { kind, page, limit, custCode }));
      return { items: found.items.map(toFormVisit), page, limit, count: found.total, pageTotal: Math.ceil(found.total / limit) };
    },
    formVisit: async (_parent, { kind, id }, { services, principal }) => {
      const found = await visitForm(services, signedIn(principal), kind, id);
      return found ? toFormVisit(found) : null;
    },
    formVisitQuestions: (_parent, { kind }) => {
      const lists = visitQuestionLists(kind);
      return { brandDomination: [...lists.brandDomination], brandDisplay: [...lists.brandDisplay], series: [...lists.series], equipment: [...lists.equipment] };
    },
    formVisitCustomers: async (_parent, { kind, search }, { services, principal }) =>
      (await visitCustomers(services, signedIn(principal), kind, search)).map(({ custCode, custName, sorg }) => ({ custCode, custName, sorg })),
  },
  Mutation: {
    createFormVisit: async (_parent, { kind, input, photos }, { services, principal }) =>
      answered(await createVisitForm(services, signedIn(principal), kind, submission(input, photos)), { success: 'success_create_form_visit', failure: 'failed_save_form_visit' }),
    updateFormVisit: async (_parent, { kind, id, input, photos, removedPhotos }, { services, principal }) =>
      answered(await updateVisitForm(services, signedIn(principal), kind, id, submission(input, photos, removedPhotos)), { success: 'success_update_form_visit', failure: 'failed_save_form_visit' }),
    deleteFormVisit: async (_parent, { kind, id }, { services, principal }) =>
      answered(await deleteVisitForm(services, signedIn(principal), kind, id), { success: 'success_delete_form_visit', failure: 'failed_delete_form_visit' }),
  },
};
