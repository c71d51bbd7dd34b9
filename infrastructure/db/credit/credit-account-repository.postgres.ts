import { asc, eq } from 'drizzle-orm';
import type { CompanyView, CreditAccount, CreditAccountRepository } from '../../../application/service/credit/ports';
import { blockedReasonKey } from '../../../domain/credit/credit-display';
import type { Database } from '../database';
import { companyCreditAccounts, customerCompanies, customers } from '../schema';

export class CreditAccountRepositoryPostgres implements CreditAccountRepository {
  constructor(private readonly db: Database) {}

  companiesOf(customerCode: string): Promise<CompanyView[]> {
    return this.db
      .select({ code: customerCompanies.code, name: customerCompanies.name })
      .from(customerCompanies)
      .innerJoin(customers, eq(customers.id, customerCompanies.customerId))
      .where(eq(customers.r3, customerCode))
      .orderBy(asc(customerCompanies.code));
  }

  async accountsOf(customerCode: string): Promise<CreditAccount[]> {
    const rows = await this.db
      .select({
        code: customerCompanies.code,
        name: customerCompanies.name,
        currency: companyCreditAccounts.currency,
        creditControl: companyCreditAccounts.creditControl,
        creditLimit: companyCreditAccounts.creditLimit,
        openInvoice: companyCreditAccounts.openInvoice,
        openDeliveryOrder: companyCreditAccounts.openDeliveryOrder,
        consignment: companyCreditAccounts.consignment,
        reasonBlocked: companyCreditAccounts.reasonBlocked,
      })
      .from(companyCreditAccounts)
      .innerJoin(customerCompanies, eq(customerCompanies.id, companyCreditAccounts.customerCompanyId))
      .innerJoin(customers, eq(customers.id, customerCompanies.customerId))
      .where(eq(customers.r3, customerCode))
      .orderBy(asc(customerCompanies.code));
    return rows.map(({ code, name, reasonBlocked, ...figures }) => ({ company: { code, name }, ...figures, reasonBlocked: blockedReasonKey(reasonBlocked) }));
  }
}
