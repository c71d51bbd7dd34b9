import { describe, expect, it } from 'vitest';
import { CreditGatewayInMemory, exampleCreditAccount } from './credit-gateway.in-memory';
import { createLoadCredit, NO_CREDIT_INFORMATION } from './load-credit';

describe('load credit', () => {
  it('given a dealer with several companies, when loading, then every account comes in the service order', async () => {
    const accounts = [exampleCreditAccount(), exampleCreditAccount({ companyCode: 'ID01-2000', reasonBlocked: 'overdue_over_limit' })];

    expect(await createLoadCredit({ credit: new CreditGatewayInMemory(accounts) })()).toEqual({ ok: true, value: accounts });
  });

  it('given no account, when loading, then there is no credit information', async () => {
    expect(await createLoadCredit({ credit: new CreditGatewayInMemory([]) })()).toEqual({ ok: false, error: NO_CREDIT_INFORMATION });
  });

  it('given the call fails, when loading, then there is no credit information', async () => {
    expect(await createLoadCredit({ credit: new CreditGatewayInMemory('unavailable') })()).toEqual({ ok: false, error: NO_CREDIT_INFORMATION });
  });
});
