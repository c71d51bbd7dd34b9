import { ContainerModule } from 'inversify';
import type { UploadRepository } from '../../../application/service/upload-area/ports';
import { UPLOAD_AREA_TOKENS } from '../../../application/service/upload-area/tokens';
import type { Database } from '../database';
import { DB_TOKENS } from '../tokens';
import { UploadRepositoryPostgres } from './upload-repository.postgres';

export const uploadAreaModule = new ContainerModule(({ bind }) => {
  bind<UploadRepository>(UPLOAD_AREA_TOKENS.UploadRepository).toResolvedValue((db: Database) => new UploadRepositoryPostgres(db), [DB_TOKENS.Database]);
});
