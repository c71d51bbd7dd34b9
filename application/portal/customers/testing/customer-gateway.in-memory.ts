import { customerMatches } from '../../../../domain/customers/customer-search';
import type { CustomerCode } from '../../../../domain/session/session-user';
import { err, ok, type Result } from '../../../../domain/shared/result';
import type { ChangeCustomerRefusal, CustomerGateway, CustomerPage, CustomerQuery, PickableCustomer } from '../ports';

/** A CustomerGateway over a fixed list, searching and paging as the service does. */
export class CustomerGatewayInMemory implements CustomerGateway {
  /** Every query asked, oldest first. */
  readonly queries: CustomerQuery[] = [];
  /** The customers switched to, oldest first. */
  readonly changes: Pick<CustomerCode, 'r3' | 'isr'>[] = [];

  constructor(
    private readonly customers: readonly PickableCustomer[],
    private readonly options: { refuseChange?: boolean; failListing?: boolean; tokenFor?: (r3: string) => string } = {},
  ) {}

  async salesCustomers(query: CustomerQuery): Promise<CustomerPage> {
    this.queries.push(query);
    if (this.options.failListing) throw new Error('customers unavailable');
    const found = this.customers.filter((customer) =>
      customerMatches({ ...customer, code: { r3: customer.code.r3, isr: customer.code.isr } }, query.search),
    );
    const start = (query.page - 1) * query.limit;
    return { items: found.slice(start, start + query.limit), total: found.length };
  }

  async changeCustomer(code: Pick<CustomerCode, 'r3' | 'isr'>): Promise<Result<string, ChangeCustomerRefusal>> {
    if (this.options.refuseChange || !this.customers.some((customer) => customer.code.r3 === code.r3)) return err('failed_change_customer');
    this.changes.push(code);
    return ok(this.options.tokenFor?.(code.r3) ?? `access-for-${code.r3}`);
  }
}

/** The n-th example customer, for tests and stories. */
export function exampleCustomer(n: number, overrides: Partial<PickableCustomer> = {}): PickableCustomer {
  const serial = String(n).padStart(5, '0');
  const isr = n % 3 === 0 ? `I00${String(n).padStart(7, '0')}` : null;
  return {
    id: isr ?? `00001${serial}`,
    name: `Sepeda Jaya ${n}`,
    code: { r3: `00001${serial}`, isr, unified: `U${serial}` },
    phone: `+62 21 55${serial}`,
    address: `Jl. Pedal Raya No. ${n}`,
    city: n % 2 === 0 ? 'Surabaya' : 'Jakarta',
    email: `order@sepeda${n}.example`,
    customerGroup: n % 4 === 0 ? null : 'Premium dealer',
    ...overrides,
  };
}
