import { asc, eq } from 'drizzle-orm';
import type { SalesDocumentAttachmentRecord, SalesDocumentAttachmentRepository } from '../../../application/service/sales-documents/ports';
import type { Database } from '../database';
import { salesDocumentAttachments } from './schema';

export class SalesDocumentAttachmentRepositoryPostgres implements SalesDocumentAttachmentRepository {
  constructor(private readonly db: Database) {}

  async ofDocument(documentId: string): Promise<SalesDocumentAttachmentRecord[]> {
    return this.db
      .select()
      .from(salesDocumentAttachments)
      .where(eq(salesDocumentAttachments.documentId, documentId))
      .orderBy(asc(salesDocumentAttachments.createdAt), asc(salesDocumentAttachments.id));
  }

  async byId(id: string) {
    const [row] = await this.db.select().from(salesDocumentAttachments).where(eq(salesDocumentAttachments.id, id));
    return row;
  }

  async add(attachment: Omit<SalesDocumentAttachmentRecord, 'id'>) {
    const [row] = await this.db.insert(salesDocumentAttachments).values(attachment).returning({ id: salesDocumentAttachments.id });
    return row!.id;
  }

  async remove(id: string) {
    return (await this.db.delete(salesDocumentAttachments).where(eq(salesDocumentAttachments.id, id)).returning({ id: salesDocumentAttachments.id })).length > 0;
  }
}
