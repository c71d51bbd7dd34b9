import { ContainerModule } from 'inversify';
import type { AdministrativeAuditLog } from '../../../application/service/administration/audit-log';
import type { PasswordLinkRepository, UserAdministrationRepository } from '../../../application/service/administration/ports';
import { ADMINISTRATION_TOKENS } from '../../../application/service/administration/tokens';
import type { Database } from '../database';
import { DB_TOKENS } from '../tokens';
import { AdministrativeAuditLogPostgres } from './audit-log.postgres';
import { PasswordLinkRepositoryPostgres } from './password-link-repository.postgres';
import { UserAdministrationRepositoryPostgres } from './user-administration-repository.postgres';

export const administrationModule = new ContainerModule(({ bind }) => {
  bind<AdministrativeAuditLog>(ADMINISTRATION_TOKENS.AdministrativeAuditLog).toResolvedValue((db: Database) => new AdministrativeAuditLogPostgres(db), [DB_TOKENS.Database]);
  bind<UserAdministrationRepository>(ADMINISTRATION_TOKENS.UserAdministrationRepository).toResolvedValue((db: Database) => new UserAdministrationRepositoryPostgres(db), [DB_TOKENS.Database]);
  bind<PasswordLinkRepository>(ADMINISTRATION_TOKENS.PasswordLinkRepository).toResolvedValue((db: Database) => new PasswordLinkRepositoryPostgres(db), [DB_TOKENS.Database]);
});
