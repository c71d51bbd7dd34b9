import { ContainerModule } from 'inversify';
import type { CustomerInquiryRepository } from '../../../application/service/customer-inquiry/ports';
import { CUSTOMER_INQUIRY_TOKENS } from '../../../application/service/customer-inquiry/tokens';
import type { Database } from '../database';
import { DB_TOKENS } from '../tokens';
import { CustomerInquiryRepositoryPostgres } from './customer-inquiry-repository.postgres';

export const customerInquiryModule = new ContainerModule(({ bind }) => {
  bind<CustomerInquiryRepository>(CUSTOMER_INQUIRY_TOKENS.CustomerInquiryRepository).toResolvedValue(
    (db: Database) => new CustomerInquiryRepositoryPostgres(db),
    [DB_TOKENS.Database],
  );
});
