import { ContainerModule } from 'inversify';
import type { HostConfigRepository, LanguageRepository } from '../../../application/service/config/ports';
import { CONFIG_TOKENS } from '../../../application/service/config/tokens';
import type { Database } from '../database';
import { DB_TOKENS } from '../tokens';
import { HostConfigRepositoryPostgres } from './host-config-repository.postgres';
import { LanguageRepositoryPostgres } from './language-repository.postgres';

export const configModule = new ContainerModule(({ bind }) => {
  bind<HostConfigRepository>(CONFIG_TOKENS.HostConfigRepository).toResolvedValue((db: Database) => new HostConfigRepositoryPostgres(db), [DB_TOKENS.Database]);
  bind<LanguageRepository>(CONFIG_TOKENS.LanguageRepository).toResolvedValue((db: Database) => new LanguageRepositoryPostgres(db), [DB_TOKENS.Database]);
});
