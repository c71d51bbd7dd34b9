import { ContainerModule } from 'inversify';
import type { BannerAdministrationRepository, BannerRepository } from '../../../application/service/banners/ports';
import { BANNERS_TOKENS } from '../../../application/service/banners/tokens';
import type { Database } from '../database';
import { DB_TOKENS } from '../tokens';
import { BannerAdministrationRepositoryPostgres } from './banner-administration.postgres';
import { BannerRepositoryPostgres } from './banner-repository.postgres';

export const bannersModule = new ContainerModule(({ bind }) => {
  bind<BannerRepository>(BANNERS_TOKENS.BannerRepository).toResolvedValue((db: Database) => new BannerRepositoryPostgres(db), [DB_TOKENS.Database]);
  bind<BannerAdministrationRepository>(BANNERS_TOKENS.BannerAdministrationRepository).toResolvedValue(
    (db: Database) => new BannerAdministrationRepositoryPostgres(db),
    [DB_TOKENS.Database],
  );
});
