import { ContainerModule } from 'inversify';
import type { RoleRepository } from '../../../application/service/roles/ports';
import { ROLES_TOKENS } from '../../../application/service/roles/tokens';
import type { Database } from '../database';
import { DB_TOKENS } from '../tokens';
import { RoleRepositoryPostgres } from './role-repository.postgres';

export const rolesModule = new ContainerModule(({ bind }) => {
  bind<RoleRepository>(ROLES_TOKENS.RoleRepository).toResolvedValue((db: Database) => new RoleRepositoryPostgres(db), [DB_TOKENS.Database]);
});
