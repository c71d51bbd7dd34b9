import { ContainerModule } from 'inversify';
import type { PdiRepository } from '../../../application/service/pdi/ports';
import { PDI_TOKENS } from '../../../application/service/pdi/tokens';
import type { Database } from '../database';
import { DB_TOKENS } from '../tokens';
import { PdiRepositoryPostgres } from './pdi-repository.postgres';

export const pdiModule = new ContainerModule(({ bind }) => {
  bind<PdiRepository>(PDI_TOKENS.PdiRepository).toResolvedValue((db: Database) => new PdiRepositoryPostgres(db), [DB_TOKENS.Database]);
});
