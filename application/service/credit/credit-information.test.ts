import { describe, expect, it } from 'vitest';
import { givenPrincipal } from '../shared/testing/principals';
import { creditFigures } from './credit-figures';
import { creditInformation, customerCompanies } from './credit-information';
import type { CreditAccount } from './ports';
import { CreditAccountRepositoryInMemory } from './testing/in-memory-credit';

const account = (code: string, figures: Partial<CreditAccount> = {}): CreditAccount => ({
  company: { code, name: `Company ${code}` },
  currency: 'IDR',
  creditControl: 'ID01',
  creditLimit: '1000.00',
  openInvoice: '100.10',
  openDeliveryOrder: '200.20',
  consignment: '0.00',
  reasonBlocked: null,
  ...figures,
});

function givenCredit() {
  return {
    credit: new CreditAccountRepositoryInMemory({
      '0000100002': {
        companies: [
          { code: 'ID01-1000', name: 'Company ID01-1000' },
          { code: 'ID01-2000', name: 'Company ID01-2000' },
        ],
        accounts: [account('ID01-1000'), account('ID01-2000', { creditLimit: '500.00', openInvoice: '450.00', openDeliveryOrder: '75.50', reasonBlocked: 'limit_exceeded' })],
      },
    }),
  };
}

const multico = givenPrincipal({ activeCustomerCode: '0000100002' });

describe('credit information', () => {
  it('given the session acts for a customer, when asking without a code, then each company comes with exposure and balance', async () => {
    const outcome = await creditInformation(givenCredit(), multico, {});
    expect(outcome.ok && outcome.value).toEqual([
      expect.objectContaining({ custCode: '0000100002', company: { code: 'ID01-1000', name: 'Company ID01-1000' }, openDo: '200.20', creditExposure: '300.30', balance: '699.70', reasonBlocked: null }),
      expect.objectContaining({ company: expect.objectContaining({ code: 'ID01-2000' }), creditExposure: '525.50', balance: '-25.50', reasonBlocked: 'limit_exceeded' }),
    ]);
  });

  it('given the session acts for a customer, when asking for that customer by code, then it answers', async () => {
    expect((await creditInformation(givenCredit(), multico, { custCode: '0000100002' })).ok).toBe(true);
  });

  it('given the session acts for one customer, when asking for another, then it is refused', async () => {
    expect(await creditInformation(givenCredit(), multico, { custCode: '0000100001' })).toEqual({ ok: false, error: 'customer_not_active' });
    expect(await customerCompanies(givenCredit(), multico, { custCode: '0000100001' })).toEqual({ ok: false, error: 'customer_not_active' });
  });

  it('given a session acting for no customer, when asking, then nothing comes back, and naming a customer is refused', async () => {
    const salesman = givenPrincipal({ activeCustomerCode: null });
    expect(await creditInformation(givenCredit(), salesman, {})).toEqual({ ok: true, value: [] });
    expect(await customerCompanies(givenCredit(), salesman, { custCode: ' ' })).toEqual({ ok: true, value: [] });
    expect((await creditInformation(givenCredit(), salesman, { custCode: '0000100002' })).ok).toBe(false);
  });

  it('given a customer with companies, when asking for the companies, then all of them come back', async () => {
    const outcome = await customerCompanies(givenCredit(), multico, {});
    expect(outcome.ok && outcome.value.map((company) => company.code)).toEqual(['ID01-1000', 'ID01-2000']);
  });
});

describe('credit figures', () => {
  it('adds and subtracts in decimal, never in binary floating point', () => {
    expect(creditFigures({ creditLimit: '0.30', openInvoice: '0.10', openDeliveryOrder: '0.20', consignment: '0.00' })).toEqual({ creditExposure: '0.30', balance: '0.00' });
  });

  it('keeps cents exact on amounts beyond the precision of a double', () => {
    expect(creditFigures({ creditLimit: '9999999999999999.99', openInvoice: '0.01', openDeliveryOrder: '0.00', consignment: '0.00' })).toEqual({
      creditExposure: '0.01',
      balance: '9999999999999999.98',
    });
  });
});
