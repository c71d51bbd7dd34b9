import { ContainerModule } from 'inversify';
import type { ThirdPartyCheckoutStore, ThirdPartyRepository } from '../../../application/service/third-party/ports';
import { THIRD_PARTY_TOKENS } from '../../../application/service/third-party/tokens';
import type { Database } from '../database';
import { DB_TOKENS } from '../tokens';
import { ThirdPartyCheckoutStorePostgres } from './third-party-checkout-store.postgres';
import { ThirdPartyRepositoryPostgres } from './third-party-repository.postgres';

export const thirdPartyModule = new ContainerModule(({ bind }) => {
  bind<ThirdPartyRepository>(THIRD_PARTY_TOKENS.ThirdPartyRepository).toResolvedValue((db: Database) => new ThirdPartyRepositoryPostgres(db), [DB_TOKENS.Database]);
  bind<ThirdPartyCheckoutStore>(THIRD_PARTY_TOKENS.ThirdPartyCheckoutStore).toResolvedValue((db: Database) => new ThirdPartyCheckoutStorePostgres(db), [DB_TOKENS.Database]);
});
