import { ContainerModule } from 'inversify';
import type { CreditAccountRepository } from '../../../application/service/credit/ports';
import { CREDIT_TOKENS } from '../../../application/service/credit/tokens';
import type { Database } from '../database';
import { DB_TOKENS } from '../tokens';
import { CreditAccountRepositoryPostgres } from './credit-account-repository.postgres';

export const creditModule = new ContainerModule(({ bind }) => {
  bind<CreditAccountRepository>(CREDIT_TOKENS.CreditAccountRepository).toResolvedValue((db: Database) => new CreditAccountRepositoryPostgres(db), [DB_TOKENS.Database]);
});
