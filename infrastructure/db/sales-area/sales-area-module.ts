import { ContainerModule } from 'inversify';
import type { SalesAreaRepository } from '../../../application/service/sales-area/ports';
import { SALES_AREA_TOKENS } from '../../../application/service/sales-area/tokens';
import type { Database } from '../database';
import { DB_TOKENS } from '../tokens';
import { SalesAreaRepositoryPostgres } from './sales-area-repository.postgres';

export const salesAreaModule = new ContainerModule(({ bind }) => {
  bind<SalesAreaRepository>(SALES_AREA_TOKENS.SalesAreaRepository).toResolvedValue((db: Database) => new SalesAreaRepositoryPostgres(db), [DB_TOKENS.Database]);
});
