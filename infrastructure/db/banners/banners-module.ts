import { ContainerModule } from 'inversify';
import type { BannerRepository } from '../../../application/service/banners/ports';
import { BANNERS_TOKENS } from '../../../application/service/banners/tokens';
import type { Database } from '../database';
import { DB_TOKENS } from '../tokens';
import { BannerRepositoryPostgres } from './banner-repository.postgres';

export const bannersModule = new ContainerModule(({ bind }) => {
  bind<BannerRepository>(BANNERS_TOKENS.BannerRepository).toResolvedValue((db: Database) => new BannerRepositoryPostgres(db), [DB_TOKENS.Database]);
});
