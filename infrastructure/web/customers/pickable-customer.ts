import type { PickableCustomer } from '../../../application/portal/customers/ports';
import { customerGroupOf } from '../../../domain/customers/customer-group';
import type { PickableCustomerFieldsFragment } from '../../graphql/generated/client/graphql';

/**
 * A customer as the service's PickableCustomerFields answer it, in the portal's terms: the picker lists them and
 * the session shows the one acted for.
 */
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
