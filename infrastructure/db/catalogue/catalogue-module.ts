import { ContainerModule } from 'inversify';
import type { BuyerRepository, CommerceSettings } from '../../../application/service/catalogue/article-ports';
import type {
  BikeCategoryRepository,
  CatalogueMaintenanceRepository,
  CatalogueRepository,
  RestockSubscriptionRepository,
} from '../../../application/service/catalogue/ports';
import { CATALOGUE_TOKENS } from '../../../application/service/catalogue/tokens';
import type { HostConfigRepository } from '../../../application/service/config/ports';
import { CONFIG_TOKENS } from '../../../application/service/config/tokens';
import type { Database } from '../database';
import { DB_TOKENS } from '../tokens';
import { BikeCategoryRepositoryPostgres } from './bike-category-repository.postgres';
import { BuyerRepositoryPostgres } from './buyer-repository.postgres';
import { CatalogueMaintenanceRepositoryPostgres } from './catalogue-maintenance-repository.postgres';
import { CatalogueRepositoryPostgres } from './catalogue-repository.postgres';
import { CommerceSettingsPostgres } from './commerce-settings.postgres';
import { RestockSubscriptionRepositoryPostgres } from './restock-subscription-repository.postgres';

export const catalogueModule = new ContainerModule(({ bind }) => {
  bind<BuyerRepository>(CATALOGUE_TOKENS.BuyerRepository).toResolvedValue((db: Database) => new BuyerRepositoryPostgres(db), [DB_TOKENS.Database]);
  bind<CommerceSettings>(CATALOGUE_TOKENS.CommerceSettings).toResolvedValue(
    (db: Database, hostConfigs: HostConfigRepository) => new CommerceSettingsPostgres(db, hostConfigs),
    [DB_TOKENS.Database, CONFIG_TOKENS.HostConfigRepository],
  );
  bind<CatalogueRepository>(CATALOGUE_TOKENS.CatalogueRepository).toResolvedValue((db: Database) => new CatalogueRepositoryPostgres(db), [DB_TOKENS.Database]);
  bind<RestockSubscriptionRepository>(CATALOGUE_TOKENS.RestockSubscriptionRepository).toResolvedValue(
    (db: Database) => new RestockSubscriptionRepositoryPostgres(db),
    [DB_TOKENS.Database],
  );
  bind<CatalogueMaintenanceRepository>(CATALOGUE_TOKENS.CatalogueMaintenanceRepository).toResolvedValue(
    (db: Database) => new CatalogueMaintenanceRepositoryPostgres(db),
    [DB_TOKENS.Database],
  );
  bind<BikeCategoryRepository>(CATALOGUE_TOKENS.BikeCategoryRepository).toResolvedValue((db: Database) => new BikeCategoryRepositoryPostgres(db), [DB_TOKENS.Database]);
});
