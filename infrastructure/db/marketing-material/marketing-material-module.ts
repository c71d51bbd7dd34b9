import { ContainerModule } from 'inversify';
import type { MarketingMaterialRepository } from '../../../application/service/marketing-material/ports';
import { MARKETING_MATERIAL_TOKENS } from '../../../application/service/marketing-material/tokens';
import type { Database } from '../database';
import { DB_TOKENS } from '../tokens';
import { MarketingMaterialRepositoryPostgres } from './marketing-material-repository.postgres';

export const marketingMaterialModule = new ContainerModule(({ bind }) => {
  bind<MarketingMaterialRepository>(MARKETING_MATERIAL_TOKENS.MarketingMaterialRepository).toResolvedValue(
    (db: Database) => new MarketingMaterialRepositoryPostgres(db),
    [DB_TOKENS.Database],
  );
});
