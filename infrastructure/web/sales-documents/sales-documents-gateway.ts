import type {
  SalesDocument,
  SalesDocumentAttachment,
  SalesDocumentGroup,
  SalesDocumentInput,
  SalesDocumentQuery,
  SalesDocumentsGateway,
} from '../../../application/portal/sales-documents/ports';
import type { SalesDocumentType } from '../../../domain/sales-documents/sales-document';
import {
  AddSalesDocumentAttachmentDocument,
  ContentTargetMarketsOfTypeDocument,
  CreateSalesDocumentDocument,
  CreateSalesDocumentGroupDocument,
  DeleteSalesDocumentDocument,
  DeleteSalesDocumentAttachmentDocument,
  DeleteSalesDocumentGroupDocument,
  RestoreSalesDocumentDocument,
  SalesDocumentDocument,
  SalesDocumentGroupDocument,
  SalesDocumentGroupsDocument,
  SalesDocumentsDocument,
  UngroupedSalesDocumentsDocument,
  UpdateSalesDocumentDocument,
  UpdateSalesDocumentGroupDocument,
  type SalesDocumentAttachmentFieldsFragment,
  type SalesDocumentFieldsFragment,
  type SalesDocumentGroupFieldsFragment,
} from '../../graphql/generated/client/graphql';
import type { ApiClient } from '../api-client';
import { contentAnswer } from '../content-answer';
import { downloadWithToken } from '../file-download';
import type { GraphqlClient } from '../graphql-client';

function toDocument(document: SalesDocumentFieldsFragment): SalesDocument {
  const { salesDocumentGroup, markets, ...fields } = document;
  return { ...fields, group: salesDocumentGroup ? { ...salesDocumentGroup } : null, markets: markets.map((market) => ({ ...market })) };
}

function toAttachment(attachment: SalesDocumentAttachmentFieldsFragment): SalesDocumentAttachment {
  return { id: attachment.id, fileName: attachment.fileName, contentType: attachment.contentType, size: attachment.size, downloadUrl: attachment.downloadUrl };
}

function toGroup(group: SalesDocumentGroupFieldsFragment): SalesDocumentGroup {
  return { id: group.id, name: group.name, documentCount: group.documentCount, markets: group.contentTargetMarkets.map((market) => ({ ...market })) };
}

function toContractInput(input: SalesDocumentInput) {
  const { groupId, marketIds, ...fields } = input;
  return { ...fields, salesDocumentGroupId: groupId, contentTargetMarkets: marketIds };
}

/** The SalesDocumentsGateway over the service's GraphQL operations. */
export class SalesDocumentsGatewayGraphql implements SalesDocumentsGateway {
  constructor(
    readonly graphql: GraphqlClient,
    readonly api: ApiClient,
  ) {}

  async documents(query: SalesDocumentQuery) {
    const { groupId, ...rest } = query;
    const { salesDocuments } = await this.graphql.request(SalesDocumentsDocument, { ...rest, salesDocumentGroupId: groupId });
    return { ...salesDocuments, items: salesDocuments.items.map(toDocument) };
  }

  async document(id: string) {
    const { salesDocument } = await this.graphql.request(SalesDocumentDocument, { id });
    return salesDocument ? { ...toDocument(salesDocument), attachments: salesDocument.attachments.map(toAttachment) } : null;
  }

  async groups(query: { search?: string; page?: number; limit?: number }) {
    const { salesDocumentGroups } = await this.graphql.request(SalesDocumentGroupsDocument, query);
    return { ...salesDocumentGroups, items: salesDocumentGroups.items.map(toGroup) };
  }

  async group(id: string) {
    const { salesDocumentGroup } = await this.graphql.request(SalesDocumentGroupDocument, { id });
    return salesDocumentGroup ? toGroup(salesDocumentGroup) : null;
  }

  async ungrouped(type?: SalesDocumentType) {
    const { ungroupedSalesDocuments } = await this.graphql.request(UngroupedSalesDocumentsDocument, { type });
    return { ...ungroupedSalesDocuments, items: ungroupedSalesDocuments.items.map(toDocument) };
  }

  async markets() {
    const { contentTargetMarkets } = await this.graphql.request(ContentTargetMarketsOfTypeDocument, { type: 'sales_document' });
    return contentTargetMarkets.items.map((market) => ({ ...market }));
  }

  async saveDocument(id: string | null, input: SalesDocumentInput) {
    if (id === null) {
      const { createSalesDocument } = await this.graphql.request(CreateSalesDocumentDocument, { input: toContractInput(input) });
      return contentAnswer(createSalesDocument, createSalesDocument.salesDocument, toDocument);
    }
    const { updateSalesDocument } = await this.graphql.request(UpdateSalesDocumentDocument, { id, input: toContractInput(input) });
    return contentAnswer(updateSalesDocument, updateSalesDocument.salesDocument, toDocument);
  }

  async setDocumentDeleted(id: string, deleted: boolean) {
    if (deleted) {
      const { deleteSalesDocument } = await this.graphql.request(DeleteSalesDocumentDocument, { id });
      return contentAnswer(deleteSalesDocument, deleteSalesDocument.salesDocument, toDocument);
    }
    const { restoreSalesDocument } = await this.graphql.request(RestoreSalesDocumentDocument, { id });
    return contentAnswer(restoreSalesDocument, restoreSalesDocument.salesDocument, toDocument);
  }

  async saveGroup(id: string | null, input: { name: string; marketIds: string[] }) {
    const contract = { name: input.name, contentTargetMarkets: input.marketIds };
    if (id === null) {
      const { createSalesDocumentGroup } = await this.graphql.request(CreateSalesDocumentGroupDocument, { input: contract });
      return contentAnswer(createSalesDocumentGroup, createSalesDocumentGroup.salesDocumentGroup, toGroup);
    }
    const { updateSalesDocumentGroup } = await this.graphql.request(UpdateSalesDocumentGroupDocument, { id, input: contract });
    return contentAnswer(updateSalesDocumentGroup, updateSalesDocumentGroup.salesDocumentGroup, toGroup);
  }

  async deleteGroup(id: string) {
    const { deleteSalesDocumentGroup } = await this.graphql.request(DeleteSalesDocumentGroupDocument, { id });
    return contentAnswer(deleteSalesDocumentGroup, deleteSalesDocumentGroup.id, (deleted) => deleted);
  }

  async addAttachment(documentId: string, file: Blob & { readonly name: string }) {
    const { addSalesDocumentAttachment } = await this.graphql.request(AddSalesDocumentAttachmentDocument, { documentId, file });
    return contentAnswer(addSalesDocumentAttachment, addSalesDocumentAttachment.attachment, toAttachment);
  }

  async deleteAttachment(id: string) {
    const { deleteSalesDocumentAttachment } = await this.graphql.request(DeleteSalesDocumentAttachmentDocument, { id });
    return contentAnswer(deleteSalesDocumentAttachment, deleteSalesDocumentAttachment.id, (deleted) => deleted);
  }

  downloadAttachment(attachment: SalesDocumentAttachment) {
    return downloadWithToken(this.api, attachment);
  }
}
