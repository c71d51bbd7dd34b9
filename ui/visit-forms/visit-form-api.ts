import type { VisitCustomerOption, VisitForm, VisitFormListQuery } from '../../application/portal/visit-forms/ports';
import type { VisitFormKind } from '../../domain/visit-forms/visit-form';
import type { VisitQuestionLists } from '../../domain/visit-forms/visit-questions';
import { portalApi, portsOf, read } from '../store/portal-api';

/** The cache tag of the visit forms; every change invalidates it. */
export const VISIT_FORMS = { type: 'VisitForm', id: 'LIST' } as const;

/** The visit-form area's plain reads. */
export const visitFormApi = portalApi.injectEndpoints({
  endpoints: (build) => ({
    visitForms: build.query<{ items: VisitForm[]; total: number }, VisitFormListQuery>({
      queryFn: (query, api) => read(() => portsOf(api).visitForms.list(query)),
      providesTags: [VISIT_FORMS],
    }),
    visitForm: build.query<VisitForm | null, { kind: VisitFormKind; id: string }>({
      queryFn: ({ kind, id }, api) => read(() => portsOf(api).visitForms.find(kind, id)),
      providesTags: [VISIT_FORMS],
    }),
    visitQuestions: build.query<VisitQuestionLists, VisitFormKind>({
      queryFn: (kind, api) => read(() => portsOf(api).visitForms.questions(kind)),
    }),
    visitCustomers: build.query<VisitCustomerOption[], { kind: VisitFormKind; search: string }>({
      queryFn: ({ kind, search }, api) => read(() => portsOf(api).visitForms.customers(kind, search)),
    }),
  }),
});

export const { useVisitFormsQuery, useVisitFormQuery, useVisitQuestionsQuery, useVisitCustomersQuery } = visitFormApi;
