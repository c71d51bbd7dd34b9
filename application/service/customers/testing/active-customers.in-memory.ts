import type { ActiveCustomerFacts, ActiveCustomerRepository } from '../active-customer';

/** Customers by r3 code; `assignedTo` lists the users a customer is assigned to. */
export class ActiveCustomerRepositoryInMemory implements ActiveCustomerRepository {
  constructor(private readonly customers: (Omit<ActiveCustomerFacts, 'assignedToUser'> & { assignedTo?: string[] })[]) {}

  async activeCustomerFacts(userId: string, r3: string): Promise<ActiveCustomerFacts | undefined> {
    const found = this.customers.find((customer) => customer.r3 === r3);
    if (!found) return undefined;
    const { assignedTo = [], ...customer } = found;
    return { ...customer, assignedToUser: assignedTo.includes(userId) };
  }
}

/** The demo dealer as the use-case tests know it. */
export const DEALER_CUSTOMER = { customerId: 'c1', r3: '0000100001', name: 'Sepeda Jaya Jakarta', sorg: 'ID01', sorgs: ['ID01'], companyCodes: ['ID01-1000'] };
/** Another dealer, whose data the first must never see. */
export const OTHER_CUSTOMER = { customerId: 'c2', r3: '0000100002', name: 'Gowes Group Surabaya', sorg: 'ID01', sorgs: ['ID01'], companyCodes: ['ID01-1000', 'SG01-1000'] };
