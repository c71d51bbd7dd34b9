import { ContainerModule } from 'inversify';
import type { DealerBonusRepository } from '../../../application/service/dealer-bonus/ports';
import { DEALER_BONUS_TOKENS } from '../../../application/service/dealer-bonus/tokens';
import type { SalesOverviewRepository } from '../../../application/service/sales-overview/ports';
import { SALES_OVERVIEW_TOKENS } from '../../../application/service/sales-overview/tokens';
import type { Database } from '../database';
import { DealerBonusRepositoryPostgres } from '../dealer-bonus/dealer-bonus-repository.postgres';
import { DB_TOKENS } from '../tokens';
import { SalesOverviewRepositoryPostgres } from './sales-overview-repository.postgres';

/** The sales figures: the overview and the dealer bonus, both read from the invoice items' monthly summary. */
export const salesOverviewModule = new ContainerModule(({ bind }) => {
  bind<SalesOverviewRepository>(SALES_OVERVIEW_TOKENS.SalesOverviewRepository).toResolvedValue((db: Database) => new SalesOverviewRepositoryPostgres(db), [DB_TOKENS.Database]);
  bind<DealerBonusRepository>(DEALER_BONUS_TOKENS.DealerBonusRepository).toResolvedValue((db: Database) => new DealerBonusRepositoryPostgres(db), [DB_TOKENS.Database]);
});
