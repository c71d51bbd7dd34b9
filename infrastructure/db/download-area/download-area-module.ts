import { ContainerModule } from 'inversify';
import type { DownloadRequestRepository, ExportRowSource } from '../../../application/service/download-area/ports';
import { DOWNLOAD_AREA_TOKENS } from '../../../application/service/download-area/tokens';
import type { Database } from '../database';
import { DB_TOKENS } from '../tokens';
import { DownloadRequestRepositoryPostgres } from './download-request-repository.postgres';
import { ExportRowSourcePostgres } from './export-row-source.postgres';

export const downloadAreaModule = new ContainerModule(({ bind }) => {
  bind<DownloadRequestRepository>(DOWNLOAD_AREA_TOKENS.DownloadRequestRepository).toResolvedValue((db: Database) => new DownloadRequestRepositoryPostgres(db), [DB_TOKENS.Database]);
  bind<ExportRowSource>(DOWNLOAD_AREA_TOKENS.ExportRowSource).toResolvedValue((db: Database) => new ExportRowSourcePostgres(db), [DB_TOKENS.Database]);
});
