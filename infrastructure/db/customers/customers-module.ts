import { ContainerModule } from 'inversify';
import type { ActiveCustomerRepository } from '../../../application/service/customers/active-customer';
import type { CustomerDirectory } from '../../../application/service/customers/ports';
import { CUSTOMERS_TOKENS } from '../../../application/service/customers/tokens';
import type { Database } from '../database';
import { DB_TOKENS } from '../tokens';
import { ActiveCustomerRepositoryPostgres } from './active-customer-repository.postgres';
import { CustomerDirectoryPostgres } from './customer-directory.postgres';

export const customersModule = new ContainerModule(({ bind }) => {
  bind<CustomerDirectory>(CUSTOMERS_TOKENS.CustomerDirectory).toResolvedValue((db: Database) => new CustomerDirectoryPostgres(db), [DB_TOKENS.Database]);
  bind<ActiveCustomerRepository>(CUSTOMERS_TOKENS.ActiveCustomerRepository).toResolvedValue((db: Database) => new ActiveCustomerRepositoryPostgres(db), [DB_TOKENS.Database]);
});
