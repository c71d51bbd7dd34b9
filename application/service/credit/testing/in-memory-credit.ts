import type { CompanyView, CreditAccount, CreditAccountRepository } from '../ports';

/** Companies and credit accounts per customer r3 code. */
export class CreditAccountRepositoryInMemory implements CreditAccountRepository {
  constructor(private readonly byCustomer: Record<string, { companies: CompanyView[]; accounts: CreditAccount[] }>) {}
  async companiesOf(customerCode: string) {
    return this.byCustomer[customerCode]?.companies ?? [];
  }
  async accountsOf(customerCode: string) {
    return this.byCustomer[customerCode]?.accounts ?? [];
  }
}
