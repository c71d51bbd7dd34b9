import { ContainerModule } from 'inversify';
import type { SalesDocumentAttachmentRepository, SalesDocumentRepository } from '../../../application/service/sales-documents/ports';
import { SALES_DOCUMENTS_TOKENS } from '../../../application/service/sales-documents/tokens';
import type { Database } from '../database';
import { DB_TOKENS } from '../tokens';
import { SalesDocumentAttachmentRepositoryPostgres } from './sales-document-attachment-repository.postgres';
import { SalesDocumentRepositoryPostgres } from './sales-document-repository.postgres';

export const salesDocumentsModule = new ContainerModule(({ bind }) => {
  bind<SalesDocumentRepository>(SALES_DOCUMENTS_TOKENS.SalesDocumentRepository).toResolvedValue((db: Database) => new SalesDocumentRepositoryPostgres(db), [DB_TOKENS.Database]);
  bind<SalesDocumentAttachmentRepository>(SALES_DOCUMENTS_TOKENS.SalesDocumentAttachmentRepository).toResolvedValue(
    (db: Database) => new SalesDocumentAttachmentRepositoryPostgres(db),
    [DB_TOKENS.Database],
  );
});
