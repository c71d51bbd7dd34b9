import { describe, expect, it } from 'vitest';
import { achEntryErrors, cardBrandOf, cardEntryErrors, instrumentDisplay, instrumentKindOf, isRoutingNumber, passesLuhn } from './payment-instrument';

const VISA = { creditCardNumber: '4111 1111 1111 1111', creditCardType: 'Visa', expiredMonth: 12, expiredYear: 2030, securityCode: '123' };

describe('payment instruments', () => {
  it('tells card and ACH methods from the others by their type', () => {
    expect(instrumentKindOf('Credit Card')).toBe('card');
    expect(instrumentKindOf('US ACH')).toBe('ach');
    expect(instrumentKindOf('Virtual Account')).toBeNull();
    expect(instrumentKindOf('Cache')).toBeNull();
  });

  it('knows the test numbers of each brand', () => {
    expect(passesLuhn('4111111111111111')).toBe(true);
    expect(passesLuhn('4111111111111112')).toBe(false);
    expect(cardBrandOf('4111111111111111')).toBe('Visa');
    expect(cardBrandOf('5555555555554444')).toBe('MasterCard');
    expect(cardBrandOf('2221000000000009')).toBe('MasterCard');
    expect(cardBrandOf('378282246310005')).toBe('American Express');
    expect(cardBrandOf('6011111111111117')).toBe('Discover');
    expect(cardBrandOf('3530111333300000')).toBeNull();
  });

  it('accepts a valid card, and names each wrong field in order', () => {
    expect(cardEntryErrors(VISA, '2026-03-15')).toEqual([]);
    expect(cardEntryErrors({ ...VISA, creditCardNumber: '4111 1111 1111 1112' }, '2026-03-15')).toEqual([{ field: 'creditCardNumber', message: 'invalid_card_number' }]);
    expect(cardEntryErrors({ ...VISA, creditCardType: 'MasterCard' }, '2026-03-15')).toEqual([{ field: 'creditCardType', message: 'card_type_mismatch' }]);
    expect(cardEntryErrors({ ...VISA, expiredMonth: 2, expiredYear: 2026 }, '2026-03-15')).toEqual([{ field: 'expiredYear', message: 'card_expired' }]);
    expect(cardEntryErrors({ ...VISA, expiredMonth: 3, expiredYear: 2026 }, '2026-03-31')).toEqual([]);
    expect(cardEntryErrors({ ...VISA, securityCode: '1234' }, '2026-03-15')).toEqual([{ field: 'securityCode', message: 'invalid_security_code' }]);
    expect(cardEntryErrors({ creditCardNumber: '', creditCardType: '', expiredMonth: null, expiredYear: null, securityCode: '' }, '2026-03-15').map((error) => error.message)).toEqual([
      'required',
      'required',
      'required',
      'required',
      'required',
    ]);
    expect(cardEntryErrors({ ...VISA, creditCardNumber: '378282246310005', creditCardType: 'American Express', securityCode: '1234' }, '2026-03-15')).toEqual([]);
  });

  it('checks an ACH account: type, account number and routing checksum', () => {
    expect(isRoutingNumber('011000015')).toBe(true);
    expect(isRoutingNumber('011000016')).toBe(false);
    expect(achEntryErrors({ accountType: 'Checking', accountNumber: '000123456789', routingNumber: '011000015' })).toEqual([]);
    expect(achEntryErrors({ accountType: 'Brokerage', accountNumber: '12', routingNumber: '123456789' })).toEqual([
      { field: 'accountType', message: 'invalid_account_type' },
      { field: 'accountNumber', message: 'invalid_account_number' },
      { field: 'routingNumber', message: 'invalid_routing_number' },
    ]);
  });

  it('shows an instrument by brand and last four digits', () => {
    expect(instrumentDisplay('Visa', '1111')).toBe('Visa •••• 1111');
    expect(instrumentDisplay(null, '6789')).toBe('Account •••• 6789');
  });
});
