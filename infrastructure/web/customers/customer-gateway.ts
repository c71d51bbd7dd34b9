import { err, ok, type Result } from '../../../domain/shared/result';
import type { ChangeCustomerRefusal, CustomerGateway, CustomerPage, CustomerQuery } from '../../../application/portal/customers/ports';
import type { CustomerCode } from '../../../domain/session/session-user';
import { ChangeCustomerV2Document, SalesCustomersDocument } from '../../graphql/generated/client/graphql';
import type { GraphqlClient } from '../graphql-client';
import { toPickableCustomer } from './pickable-customer';

/** The CustomerGateway over the salesCustomers query and the changeCustomerV2 mutation. */
export class CustomerGatewayGraphql implements CustomerGateway {
  constructor(private readonly graphql: GraphqlClient) {}

  async salesCustomers(query: CustomerQuery, signal?: AbortSignal): Promise<CustomerPage> {
    const { salesCustomers } = await this.graphql.request(
      SalesCustomersDocument,
      { search: query.search || null, page: query.page, limit: query.limit },
      signal,
    );
    return { items: salesCustomers.items.map(toPickableCustomer), total: salesCustomers.total };
  }

  async changeCustomer(code: Pick<CustomerCode, 'r3' | 'isr'>): Promise<Result<string, ChangeCustomerRefusal>> {
    const { changeCustomerV2 } = await this.graphql.request(ChangeCustomerV2Document, { custCode: { r3: code.r3, isr: code.isr } });
    const { requestToken } = changeCustomerV2;
    if (!changeCustomerV2.message.status || !requestToken) return err('failed_change_customer');
    return ok(requestToken);
  }
}
