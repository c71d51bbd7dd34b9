import { ContainerModule } from 'inversify';
import type { FramesRepository } from '../../../application/service/frames/ports';
import type { RetailSalesRepository } from '../../../application/service/retail-sales/ports';
import { FRAMES_TOKENS } from '../../../application/service/frames/tokens';
import type { Database } from '../database';
import { RetailSalesRepositoryPostgres } from '../retail-sales/retail-sales-repository.postgres';
import { DB_TOKENS } from '../tokens';
import { FramesRepositoryPostgres } from './frames-repository.postgres';

export const framesModule = new ContainerModule(({ bind }) => {
  bind<FramesRepository>(FRAMES_TOKENS.FramesRepository).toResolvedValue((db: Database) => new FramesRepositoryPostgres(db), [DB_TOKENS.Database]);
  bind<RetailSalesRepository>(FRAMES_TOKENS.RetailSalesRepository).toResolvedValue((db: Database) => new RetailSalesRepositoryPostgres(db), [DB_TOKENS.Database]);
});
