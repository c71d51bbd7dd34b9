import { ContainerModule } from 'inversify';
import type { ClickCollectRepository } from '../../../application/service/click-collect/ports';
import { CLICK_COLLECT_TOKENS } from '../../../application/service/click-collect/tokens';
import type { Database } from '../database';
import { DB_TOKENS } from '../tokens';
import { ClickCollectRepositoryPostgres } from './click-collect-repository.postgres';

export const clickCollectModule = new ContainerModule(({ bind }) => {
  bind<ClickCollectRepository>(CLICK_COLLECT_TOKENS.ClickCollectRepository).toResolvedValue((db: Database) => new ClickCollectRepositoryPostgres(db), [DB_TOKENS.Database]);
});
