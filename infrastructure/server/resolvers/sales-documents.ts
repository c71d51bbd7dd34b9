import {
  deleteSalesDocumentGroup,
  saveSalesDocument,
  saveSalesDocumentGroup,
  setSalesDocumentDeleted,
} from '../../../application/service/sales-documents/sales-document-changes';
import {
  listSalesDocumentGroups,
  listSalesDocuments,
  readSalesDocument,
  readSalesDocumentGroup,
  ungroupedSalesDocuments,
} from '../../../application/service/sales-documents/sales-document-reads';
import type { SalesDocumentAttachmentRecord, SalesDocumentGroupRecord, SalesDocumentRecord } from '../../../application/service/sales-documents/ports';
import {
  addSalesDocumentAttachment,
  deleteSalesDocumentAttachment,
  listSalesDocumentAttachments,
} from '../../../application/service/sales-documents/sales-document-attachments';
import type { Result } from '../../../domain/shared/result';
import type { Resolvers, SalesDocument, SalesDocumentAttachment, SalesDocumentGroup } from '../../graphql/generated/resolvers';
import type { FieldPolicies } from '../graphql/field-policies';
import { resultAnswer } from '../graphql/mutation-answer';
import { iso, isoOrNull } from './after-sales-edge';
import { uploaded } from './payments';
import { signedIn } from './platform';
import { salesDocumentAttachmentPath } from '../http/sales-document-routes';

/** Reading needs only a sign-in: the markets narrow what comes back. Maintaining needs sales-document.cu. */
const READERS = { scopes: [] };
const MAINTAINERS = { scopes: ['sales-document.cu'] };

export const salesDocumentPolicies: FieldPolicies = {
  'Query.salesDocuments': READERS,
  'Query.salesDocument': READERS,
  'Query.salesDocumentGroups': READERS,
  'Query.salesDocumentGroup': READERS,
  'Query.ungroupedSalesDocuments': MAINTAINERS,
  'Mutation.createSalesDocument': MAINTAINERS,
  'Mutation.updateSalesDocument': MAINTAINERS,
  'Mutation.deleteSalesDocument': MAINTAINERS,
  'Mutation.restoreSalesDocument': MAINTAINERS,
  'Mutation.createSalesDocumentGroup': MAINTAINERS,
  'Mutation.updateSalesDocumentGroup': MAINTAINERS,
  'Mutation.deleteSalesDocumentGroup': MAINTAINERS,
  'Mutation.addSalesDocumentAttachment': MAINTAINERS,
  'Mutation.deleteSalesDocumentAttachment': MAINTAINERS,
};

/** The document's fields; its attachments are read only when a query asks for them, by the field resolver below. */
function toSalesDocument(document: SalesDocumentRecord): SalesDocument {
  const fields: Omit<SalesDocument, 'attachments'> = {
    id: document.id,
    type: document.type,
    title: document.title,
    subtitle: document.subtitle,
    body: document.body,
    validFrom: iso(document.validFrom),
    validTo: iso(document.validTo),
    salesDocumentGroup: document.group,
    markets: document.markets,
    createdAt: iso(document.createdAt),
    deletedAt: isoOrNull(document.deletedAt),
  };
  return fields as SalesDocument;
}

const toAttachment = (attachment: SalesDocumentAttachmentRecord): SalesDocumentAttachment => ({
  id: attachment.id,
  fileName: attachment.fileName,
  contentType: attachment.contentType,
  size: attachment.size,
  createdAt: iso(attachment.createdAt),
  downloadUrl: salesDocumentAttachmentPath(attachment.id),
});

const toGroup = (group: SalesDocumentGroupRecord): SalesDocumentGroup => ({ id: group.id, name: group.name, contentTargetMarkets: group.markets, documentCount: group.documentCount });

const SAVE_KEYS = { success: 'success_save_sales_document', failure: 'failed_save_sales_document' };
const GROUP_KEYS = { success: 'success_save_sales_document_group', failure: 'failed_save_sales_document_group' };

function documentAnswer(result: Result<SalesDocumentRecord>, keys = SAVE_KEYS) {
  return { ...resultAnswer(result, keys), salesDocument: result.ok ? toSalesDocument(result.value) : null };
}

function groupAnswer(result: Result<SalesDocumentGroupRecord>) {
  return { ...resultAnswer(result, GROUP_KEYS), salesDocumentGroup: result.ok ? toGroup(result.value) : null };
}

export const salesDocumentResolvers: Resolvers = {
  SalesDocument: {
    attachments: async (document, _args, { services, principal }) => (await listSalesDocumentAttachments(services, signedIn(principal), document.id)).map(toAttachment),
  },
  Query: {
    salesDocuments: async (_parent, args, { services, principal }) => {
      const page = await listSalesDocuments(services, signedIn(principal), { ...args, groupId: args.salesDocumentGroupId });
      return { ...page, items: page.items.map(toSalesDocument) };
    },
    salesDocument: async (_parent, { id }, { services, principal }) => {
      const document = await readSalesDocument(services, signedIn(principal), id);
      return document ? toSalesDocument(document) : null;
    },
    salesDocumentGroups: async (_parent, args, { services, principal }) => {
      const page = await listSalesDocumentGroups(services, signedIn(principal), args);
      return { ...page, items: page.items.map(toGroup) };
    },
    salesDocumentGroup: async (_parent, { id }, { services, principal }) => {
      const group = await readSalesDocumentGroup(services, signedIn(principal), id);
      return group ? toGroup(group) : null;
    },
    ungroupedSalesDocuments: async (_parent, { type }, { services, principal }) => {
      const page = await ungroupedSalesDocuments(services, signedIn(principal), type ?? null);
      return { ...page, items: page.items.map(toSalesDocument) };
    },
  },
  Mutation: {
    createSalesDocument: async (_parent, { input }, { services, principal }) => documentAnswer(await saveSalesDocument(services, signedIn(principal), null, input)),
    updateSalesDocument: async (_parent, { id, input }, { services, principal }) => documentAnswer(await saveSalesDocument(services, signedIn(principal), id, input)),
    deleteSalesDocument: async (_parent, { id }, { services, principal }) =>
      documentAnswer(await setSalesDocumentDeleted(services, signedIn(principal), id, true), { success: 'success_delete_sales_document', failure: 'failed_delete_sales_document' }),
    restoreSalesDocument: async (_parent, { id }, { services, principal }) =>
      documentAnswer(await setSalesDocumentDeleted(services, signedIn(principal), id, false), { success: 'success_restore_sales_document', failure: 'failed_restore_sales_document' }),
    createSalesDocumentGroup: async (_parent, { input }, { services, principal }) => groupAnswer(await saveSalesDocumentGroup(services, signedIn(principal), null, input)),
    updateSalesDocumentGroup: async (_parent, { id, input }, { services, principal }) => groupAnswer(await saveSalesDocumentGroup(services, signedIn(principal), id, input)),
    addSalesDocumentAttachment: async (_parent, { documentId, file }, { services, principal }) => {
      const result = await addSalesDocumentAttachment(services, signedIn(principal), documentId, uploaded(file));
      return {
        ...resultAnswer(result, { success: 'success_add_sales_document_attachment', failure: 'failed_add_sales_document_attachment' }),
        attachment: result.ok ? toAttachment(result.value) : null,
      };
    },
    deleteSalesDocumentAttachment: async (_parent, { id }, { services, principal }) => {
      const result = await deleteSalesDocumentAttachment(services, signedIn(principal), id);
      return { ...resultAnswer(result, { success: 'success_delete_sales_document_attachment', failure: 'failed_delete_sales_document_attachment' }), id: result.ok ? result.value.id : null };
    },
    deleteSalesDocumentGroup: async (_parent, { id }, { services, principal }) => {
      const result = await deleteSalesDocumentGroup(services, signedIn(principal), id);
      return { ...resultAnswer(result, { success: 'success_delete_sales_document_group', failure: 'failed_delete_sales_document_group' }), id: result.ok ? result.value.id : null };
    },
  },
};
