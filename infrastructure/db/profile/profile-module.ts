import { ContainerModule } from 'inversify';
import type { UserLanguageRepository } from '../../../application/service/profile/ports';
import { PROFILE_TOKENS } from '../../../application/service/profile/tokens';
import type { Database } from '../database';
import { DB_TOKENS } from '../tokens';
import { UserLanguageRepositoryPostgres } from './user-language-repository.postgres';

export const profileModule = new ContainerModule(({ bind }) => {
  bind<UserLanguageRepository>(PROFILE_TOKENS.UserLanguageRepository).toResolvedValue((db: Database) => new UserLanguageRepositoryPostgres(db), [DB_TOKENS.Database]);
});
