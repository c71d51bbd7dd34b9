import { err, ok, type Result } from '../../../domain/shared/result';
import type { ChangeCustomerRefusal, CustomerGateway, CustomerPage, CustomerQuery, PickableCustomer } from '../../../application/portal/customers/ports';
import { customerGroupOf } from '../../../domain/customers/customer-group';
import type { CustomerCode } from '../../../domain/session/session-user';
import { ChangeCustomerV2Document, SalesCustomersDocument, type PickableCustomerFieldsFragment } from '../../graphql/generated/client/graphql';
import type { GraphqlClient } from '../graphql-client';

export function toPickableCustomer(customer: PickableCustomerFieldsFragment): PickableCustomer {
  return {
    id: customer.id,
    name: customer.custName,
    code: { r3: customer.custCode.r3, isr: customer.custCode.isr ?? null, unified: customer.custCode.unified ?? null },
    phone: customer.custPhone ?? null,
    address: customer.custAddress ?? null,
    city: customer.custCity ?? null,
    email: customer.custEmail ?? null,
    customerGroup: customerGroupOf(customer.custAreas.map((area) => ({ custGroup: area.custGroup ?? null }))),
  };
}

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
