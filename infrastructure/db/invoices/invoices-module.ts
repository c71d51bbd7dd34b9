import { ContainerModule } from 'inversify';
import type { HostConfigRepository } from '../../../application/service/config/ports';
import { CONFIG_TOKENS } from '../../../application/service/config/tokens';
import type { InvoiceRepository, InvoicesSettings } from '../../../application/service/invoices/ports';
import { INVOICES_TOKENS } from '../../../application/service/invoices/tokens';
import type { Database } from '../database';
import { DB_TOKENS } from '../tokens';
import { InvoiceRepositoryPostgres } from './invoice-repository.postgres';
import { InvoicesSettingsPostgres } from './invoices-settings.postgres';

export const invoicesModule = new ContainerModule(({ bind }) => {
  bind<InvoiceRepository>(INVOICES_TOKENS.InvoiceRepository).toResolvedValue((db: Database) => new InvoiceRepositoryPostgres(db), [DB_TOKENS.Database]);
  bind<InvoicesSettings>(INVOICES_TOKENS.InvoicesSettings).toResolvedValue(
    (db: Database, hostConfigs: HostConfigRepository) => new InvoicesSettingsPostgres(db, hostConfigs),
    [DB_TOKENS.Database, CONFIG_TOKENS.HostConfigRepository],
  );
});
