import { ContainerModule } from 'inversify';
import type { OwnProfileRepository, UserLanguageRepository } from '../../../application/service/profile/ports';
import { PROFILE_TOKENS } from '../../../application/service/profile/tokens';
import type { Database } from '../database';
import { DB_TOKENS } from '../tokens';
import { OwnProfileRepositoryPostgres } from './own-profile-repository.postgres';
import { UserLanguageRepositoryPostgres } from './user-language-repository.postgres';

export const profileModule = new ContainerModule(({ bind }) => {
  bind<UserLanguageRepository>(PROFILE_TOKENS.UserLanguageRepository).toResolvedValue((db: Database) => new UserLanguageRepositoryPostgres(db), [DB_TOKENS.Database]);
  bind<OwnProfileRepository>(PROFILE_TOKENS.OwnProfileRepository).toResolvedValue((db: Database) => new OwnProfileRepositoryPostgres(db), [DB_TOKENS.Database]);
});
