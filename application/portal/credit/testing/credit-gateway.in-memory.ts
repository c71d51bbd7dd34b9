import type { CreditAccount, CreditGateway } from '../ports';

/** A CreditGateway answering fixed accounts, or failing. */
export class CreditGatewayInMemory implements CreditGateway {
  calls = 0;

  constructor(private readonly accounts: readonly CreditAccount[] | 'unavailable') {}

  async creditInformation(): Promise<CreditAccount[]> {
    this.calls += 1;
    if (this.accounts === 'unavailable') throw new Error('credit unavailable');
    return [...this.accounts];
  }
}

/** An example account, for tests and stories. */
export function exampleCreditAccount(overrides: Partial<CreditAccount> = {}): CreditAccount {
  return {
    companyCode: 'ID01-1000',
    companyName: 'PT Velocita Indonesia',
    currency: 'IDR',
    creditLimit: '750000000.00',
    balance: '335000000.00',
    openInvoice: '310000000.00',
    openDeliveryOrder: '80000000.00',
    consignment: '25000000.00',
    reasonBlocked: null,
    ...overrides,
  };
}
