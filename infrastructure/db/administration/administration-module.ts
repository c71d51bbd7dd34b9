import { ContainerModule } from 'inversify';
import type { AdministrativeAuditLog } from '../../../application/service/administration/audit-log';
import { ADMINISTRATION_TOKENS } from '../../../application/service/administration/tokens';
import type { Database } from '../database';
import { DB_TOKENS } from '../tokens';
import { AdministrativeAuditLogPostgres } from './audit-log.postgres';

export const administrationModule = new ContainerModule(({ bind }) => {
  bind<AdministrativeAuditLog>(ADMINISTRATION_TOKENS.AdministrativeAuditLog).toResolvedValue((db: Database) => new AdministrativeAuditLogPostgres(db), [DB_TOKENS.Database]);
});
