import { ok, refused } from '../../../../domain/shared/result';
import { userError } from '../../../../domain/shared/user-error';
import type { ContentMarket, SalesDocument, SalesDocumentAttachment, SalesDocumentGroup, SalesDocumentInput, SalesDocumentQuery, SalesDocumentsGateway } from '../ports';

const INDONESIA: ContentMarket = { id: 'sd-id', marketName: 'Indonesia' };
const SINGAPORE: ContentMarket = { id: 'sd-sg', marketName: 'Singapore' };

/** Example groups: the model year's documents and the service manuals. */
export function exampleSalesDocumentGroups(): SalesDocumentGroup[] {
  return [
    { id: 'group-my27', name: 'Model year 2027', markets: [INDONESIA, SINGAPORE], documentCount: 1 },
    { id: 'group-service', name: 'Service manuals', markets: [INDONESIA], documentCount: 1 },
  ];
}

function example(id: string, type: SalesDocument['type'], title: string, subtitle: string, group: SalesDocumentGroup | null, deletedAt: string | null = null): SalesDocument {
  return {
    id,
    type,
    title,
    subtitle,
    body: `<p>${title}: what dealers need to know.</p><ul><li>Valid for the 2027 range</li></ul>`,
    validFrom: '2026-11-01T00:00:00.000Z',
    validTo: '2027-10-31T00:00:00.000Z',
    group: group ? { id: group.id, name: group.name } : null,
    markets: [INDONESIA],
    createdAt: '2026-11-20T09:00:00.000Z',
    deletedAt,
  };
}

/** Example documents of both types, grouped and not, one deleted. */
export function exampleSalesDocuments(): SalesDocument[] {
  const [modelYear, service] = exampleSalesDocumentGroups();
  return [
    example('doc-price-list', 'sales', 'Price list 2027 Indonesia', 'Dealer and retail prices', modelYear!),
    example('doc-margins', 'sales', 'Dealer margin guide', 'Margins per product group', null),
    example('doc-torque', 'technical', 'Torque specifications 2027', 'Frames, stems and seat posts', service!),
    example('doc-battery', 'technical', 'E-bike battery care', 'Storage, charging and shipping', null),
    example('doc-old-prices', 'sales', 'Price list 2025 Indonesia', 'Replaced', null, '2026-11-21T09:00:00.000Z'),
  ];
}

/** Example attachments, by document id: the price list carries its PDF. */
export function exampleSalesDocumentAttachments(): Map<string, SalesDocumentAttachment[]> {
  return new Map([['doc-price-list', [{ id: 'attachment-prices', fileName: 'price-list-2027.pdf', contentType: 'application/pdf', size: 482_133, downloadUrl: '/api/sales-documents/attachments/attachment-prices/download' }]]]);
}

const page = <T>(items: T[], query: { page?: number; limit?: number }) => {
  const limit = query.limit ?? 15;
  const at = query.page ?? 1;
  return { items: items.slice((at - 1) * limit, at * limit), total: items.length, page: at, limit };
};

/** The sales documents in memory, for stories and use-case tests. */
export class SalesDocumentsGatewayInMemory implements SalesDocumentsGateway {
  constructor(
    private documentsKept: SalesDocument[] = exampleSalesDocuments(),
    private groupsKept: SalesDocumentGroup[] = exampleSalesDocumentGroups(),
    private readonly marketsKept: ContentMarket[] = [INDONESIA, SINGAPORE],
    private readonly attachmentsKept: Map<string, SalesDocumentAttachment[]> = exampleSalesDocumentAttachments(),
  ) {}

  async documents(query: SalesDocumentQuery) {
    const shown = this.documentsKept.filter(
      (document) =>
        (query.withDeleted || document.deletedAt === null) &&
        (!query.type || document.type === query.type) &&
        (!query.groupId || document.group?.id === query.groupId) &&
        (!query.search || document.title.toLowerCase().includes(query.search.toLowerCase())),
    );
    return page(shown, query);
  }

  async document(id: string) {
    const found = this.documentsKept.find((document) => document.id === id && document.deletedAt === null);
    return found ? { ...found, attachments: this.attachmentsKept.get(id) ?? [] } : null;
  }

  async groups(query: { search?: string; page?: number; limit?: number }) {
    return page(this.groupsKept.filter((group) => !query.search || group.name.toLowerCase().includes(query.search.toLowerCase())), query);
  }

  async group(id: string) {
    return this.groupsKept.find((group) => group.id === id) ?? null;
  }

  async ungrouped(type?: SalesDocument['type']) {
    return page(this.documentsKept.filter((document) => document.group === null && document.deletedAt === null && (!type || document.type === type)), { limit: 100 });
  }

  async markets() {
    return this.marketsKept;
  }

  async saveDocument(id: string | null, input: SalesDocumentInput) {
    if (input.title.trim() === '') return refused(userError('title', 'required'));
    const group = this.groupsKept.find((candidate) => candidate.id === input.groupId);
    const saved: SalesDocument = {
      ...(id ? this.documentsKept.find((document) => document.id === id)! : example(`doc-${this.documentsKept.length + 1}`, input.type, input.title, input.subtitle, null)),
      ...input,
      group: group ? { id: group.id, name: group.name } : null,
      markets: this.marketsKept.filter((market) => input.marketIds.includes(market.id)),
    };
    this.documentsKept = id ? this.documentsKept.map((document) => (document.id === id ? saved : document)) : [saved, ...this.documentsKept];
    return ok(saved);
  }

  async setDocumentDeleted(id: string, deleted: boolean) {
    const found = this.documentsKept.find((document) => document.id === id);
    if (!found) return refused(userError('id', 'unknown_sales_document'));
    const changed = { ...found, deletedAt: deleted ? '2026-11-26T09:00:00.000Z' : null };
    this.documentsKept = this.documentsKept.map((document) => (document.id === id ? changed : document));
    return ok(changed);
  }

  async saveGroup(id: string | null, input: { name: string; marketIds: string[] }) {
    if (input.name.trim() === '') return refused(userError('name', 'required'));
    const saved: SalesDocumentGroup = { id: id ?? `group-${this.groupsKept.length + 1}`, name: input.name, markets: this.marketsKept.filter((market) => input.marketIds.includes(market.id)), documentCount: 0 };
    this.groupsKept = id ? this.groupsKept.map((group) => (group.id === id ? saved : group)) : [...this.groupsKept, saved];
    return ok(saved);
  }

  async deleteGroup(id: string) {
    this.groupsKept = this.groupsKept.filter((group) => group.id !== id);
    return ok(id);
  }

  async addAttachment(documentId: string, file: Blob & { readonly name: string }) {
    if (file.size === 0) return refused(userError('file', 'file_empty'));
    const attached = this.attachmentsKept.get(documentId) ?? [];
    const attachment = { id: `attachment-${attached.length + 1}`, fileName: file.name, contentType: file.type, size: file.size, downloadUrl: `/files/${file.name}` };
    this.attachmentsKept.set(documentId, [...attached, attachment]);
    return ok(attachment);
  }

  async deleteAttachment(id: string) {
    for (const [documentId, attached] of this.attachmentsKept) this.attachmentsKept.set(documentId, attached.filter((attachment) => attachment.id !== id));
    return ok(id);
  }

  async downloadAttachment(attachment: SalesDocumentAttachment) {
    return { fileName: attachment.fileName, content: new Blob(['%PDF-1.7'], { type: attachment.contentType }) };
  }
}
