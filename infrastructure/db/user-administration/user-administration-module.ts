import { ContainerModule } from 'inversify';
import type { AdministrativeAuditLog } from '../../../application/service/user-administration/audit-log';
import type { PasswordLinkRepository, UserAdministrationRepository } from '../../../application/service/user-administration/ports';
import { USER_ADMINISTRATION_TOKENS } from '../../../application/service/user-administration/tokens';
import type { Database } from '../database';
import { DB_TOKENS } from '../tokens';
import { AdministrativeAuditLogPostgres } from './audit-log.postgres';
import { PasswordLinkRepositoryPostgres } from './password-link-repository.postgres';
import { UserAdministrationRepositoryPostgres } from './user-administration-repository.postgres';

export const userAdministrationModule = new ContainerModule(({ bind }) => {
  bind<AdministrativeAuditLog>(USER_ADMINISTRATION_TOKENS.AdministrativeAuditLog).toResolvedValue((db: Database) => new AdministrativeAuditLogPostgres(db), [DB_TOKENS.Database]);
  bind<UserAdministrationRepository>(USER_ADMINISTRATION_TOKENS.UserAdministrationRepository).toResolvedValue((db: Database) => new UserAdministrationRepositoryPostgres(db), [DB_TOKENS.Database]);
  bind<PasswordLinkRepository>(USER_ADMINISTRATION_TOKENS.PasswordLinkRepository).toResolvedValue((db: Database) => new PasswordLinkRepositoryPostgres(db), [DB_TOKENS.Database]);
});
