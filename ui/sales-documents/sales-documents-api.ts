import type {
  ContentMarket,
  ContentPage,
  SalesDocument,
  SalesDocumentAttachment,
  SalesDocumentDetail,
  SalesDocumentGroup,
  SalesDocumentInput,
  SalesDocumentQuery,
} from '../../application/portal/sales-documents/ports';
import type { SalesDocumentType } from '../../domain/sales-documents/sales-document';
import type { Result } from '../../domain/shared/result';
import { portalApi, portsOf, read } from '../store/portal-api';

const TAG = 'SalesDocuments' as const;

/** The sales documents' reads, and the administration's changes, which reload every read of the area. */
export const salesDocumentsApi = portalApi.injectEndpoints({
  endpoints: (build) => ({
    salesDocuments: build.query<ContentPage<SalesDocument>, SalesDocumentQuery>({
      queryFn: (query, api) => read(() => portsOf(api).salesDocuments.documents(query)),
      providesTags: [TAG],
    }),
    salesDocument: build.query<SalesDocumentDetail | null, string>({
      queryFn: (id, api) => read(() => portsOf(api).salesDocuments.document(id)),
      providesTags: [TAG],
    }),
    salesDocumentGroups: build.query<ContentPage<SalesDocumentGroup>, { search?: string; page?: number; limit?: number }>({
      queryFn: (query, api) => read(() => portsOf(api).salesDocuments.groups(query)),
      providesTags: [TAG],
    }),
    salesDocumentGroup: build.query<SalesDocumentGroup | null, string>({
      queryFn: (id, api) => read(() => portsOf(api).salesDocuments.group(id)),
      providesTags: [TAG],
    }),
    ungroupedSalesDocuments: build.query<ContentPage<SalesDocument>, SalesDocumentType | undefined>({
      queryFn: (type, api) => read(() => portsOf(api).salesDocuments.ungrouped(type)),
      providesTags: [TAG],
    }),
    salesDocumentMarkets: build.query<ContentMarket[], void>({
      queryFn: (_arg, api) => read(() => portsOf(api).salesDocuments.markets()),
    }),
    saveSalesDocument: build.mutation<Result<SalesDocument>, { id: string | null; input: SalesDocumentInput }>({
      queryFn: ({ id, input }, api) => read(() => portsOf(api).salesDocuments.saveDocument(id, input)),
      invalidatesTags: [TAG],
    }),
    setSalesDocumentDeleted: build.mutation<Result<SalesDocument>, { id: string; deleted: boolean }>({
      queryFn: ({ id, deleted }, api) => read(() => portsOf(api).salesDocuments.setDocumentDeleted(id, deleted)),
      invalidatesTags: [TAG],
    }),
    saveSalesDocumentGroup: build.mutation<Result<SalesDocumentGroup>, { id: string | null; input: { name: string; marketIds: string[] } }>({
      queryFn: ({ id, input }, api) => read(() => portsOf(api).salesDocuments.saveGroup(id, input)),
      invalidatesTags: [TAG],
    }),
    deleteSalesDocumentGroup: build.mutation<Result<string>, string>({
      queryFn: (id, api) => read(() => portsOf(api).salesDocuments.deleteGroup(id)),
      invalidatesTags: [TAG],
    }),
    addSalesDocumentAttachment: build.mutation<Result<SalesDocumentAttachment>, { documentId: string; file: File }>({
      queryFn: ({ documentId, file }, api) => read(() => portsOf(api).salesDocuments.addAttachment(documentId, file)),
      invalidatesTags: [TAG],
    }),
    deleteSalesDocumentAttachment: build.mutation<Result<string>, string>({
      queryFn: (id, api) => read(() => portsOf(api).salesDocuments.deleteAttachment(id)),
      invalidatesTags: [TAG],
    }),
  }),
});

export const {
  useSalesDocumentsQuery,
  useSalesDocumentQuery,
  useSalesDocumentGroupsQuery,
  useSalesDocumentGroupQuery,
  useUngroupedSalesDocumentsQuery,
  useSalesDocumentMarketsQuery,
  useSaveSalesDocumentMutation,
  useSetSalesDocumentDeletedMutation,
  useSaveSalesDocumentGroupMutation,
  useDeleteSalesDocumentGroupMutation,
  useAddSalesDocumentAttachmentMutation,
  useDeleteSalesDocumentAttachmentMutation,
} = salesDocumentsApi;
