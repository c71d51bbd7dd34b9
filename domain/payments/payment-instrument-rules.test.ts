import { describe, expect, it } from 'vitest';
import { achEntryErrors, cardBrandOf, cardEntryErrors, digitsOf, instrumentKindOf, isRoutingNumber, passesLuhn } from './payment-instrument';

const TODAY = '2026-03-15';
const VISA = { creditCardNumber: '4111 1111 1111 1111', creditCardType: 'Visa', expiredMonth: 12, expiredYear: 2030, securityCode: '123' };
const AMEX = { ...VISA, creditCardNumber: '378282246310005', creditCardType: 'American Express', securityCode: '1234' };
const ACH = { accountType: 'Checking', accountNumber: '000123456789', routingNumber: '011000015' };

/** A number of `length` digits that starts with `prefix`, padded with zeros: enough to ask for its brand. */
const numberOf = (prefix: string, length: number) => prefix.padEnd(length, '0');

describe('payment method types', () => {
  it('takes a card for any spelling of "credit card" as whole words, and a bank account for ACH', () => {
    expect(instrumentKindOf('credit  card')).toBe('card');
    expect(instrumentKindOf('Corporate CREDIT CARD')).toBe('card');
    expect(instrumentKindOf('CreditCard')).toBeNull();
    expect(instrumentKindOf('Credit Cardholder transfer')).toBeNull();
    expect(instrumentKindOf('ach')).toBe('ach');
  });

  it('takes nothing when the method has no type', () => {
    expect(instrumentKindOf(null)).toBeNull();
    expect(instrumentKindOf(undefined)).toBeNull();
    expect(digitsOf(null)).toBe('');
    expect(digitsOf(undefined)).toBe('');
  });
});

describe('card numbers', () => {
  it('refuses anything but digits, including nothing at all and blanks at either end', () => {
    expect(passesLuhn('')).toBe(false);
    expect(passesLuhn(' 0')).toBe(false);
    expect(passesLuhn('0 ')).toBe(false);
    expect(passesLuhn('0')).toBe(true);
    expect(cardBrandOf(` ${'4111111111111111'}`)).toBeNull();
    expect(cardBrandOf(`${'4111111111111111'} `)).toBeNull();
  });

  it('knows MasterCard by 51 to 55 and 2221 to 2720, on sixteen digits only', () => {
    for (const prefix of ['51', '55', '2221', '2720']) expect(cardBrandOf(numberOf(prefix, 16)), prefix).toBe('MasterCard');
    for (const prefix of ['50', '56', '2220', '2721']) expect(cardBrandOf(numberOf(prefix, 16)), prefix).toBeNull();
    expect(cardBrandOf(numberOf('51', 15))).toBeNull();
    expect(cardBrandOf(numberOf('2221', 15))).toBeNull();
  });

  it('knows American Express by 34 and 37 on fifteen digits only', () => {
    for (const prefix of ['34', '37']) expect(cardBrandOf(numberOf(prefix, 15)), prefix).toBe('American Express');
    for (const prefix of ['35', '36', '33']) expect(cardBrandOf(numberOf(prefix, 15)), prefix).toBeNull();
    expect(cardBrandOf(numberOf('34', 16))).toBeNull();
  });

  it('knows Discover by 6011, 65 and 644 to 649, on sixteen digits only', () => {
    for (const prefix of ['6011', '65', '644', '649']) expect(cardBrandOf(numberOf(prefix, 16)), prefix).toBe('Discover');
    for (const prefix of ['6010', '643', '66', '60']) expect(cardBrandOf(numberOf(prefix, 16)), prefix).toBeNull();
    expect(cardBrandOf(numberOf('65', 15))).toBeNull();
  });

  it('knows Visa by its 4 on thirteen, sixteen or nineteen digits', () => {
    for (const length of [13, 16, 19]) expect(cardBrandOf(numberOf('4', length)), String(length)).toBe('Visa');
    expect(cardBrandOf(numberOf('4', 15))).toBeNull();
  });
});

describe('card entries', () => {
  it('refuses a brand the portal does not offer, and reads a brand in any case and spacing', () => {
    expect(cardEntryErrors({ ...VISA, creditCardType: 'Diners' }, TODAY)).toEqual([{ field: 'creditCardType', message: 'invalid_card_type' }]);
    expect(cardEntryErrors({ ...VISA, creditCardType: ' visa ' }, TODAY)).toEqual([]);
  });

  it('asks for every field that is missing, whether empty or absent', () => {
    const absent = { creditCardNumber: undefined, creditCardType: null, expiredMonth: undefined, expiredYear: undefined, securityCode: null };
    expect(cardEntryErrors(absent, TODAY)).toEqual([
      { field: 'creditCardNumber', message: 'required' },
      { field: 'creditCardType', message: 'required' },
      { field: 'expiredMonth', message: 'required' },
      { field: 'expiredYear', message: 'required' },
      { field: 'securityCode', message: 'required' },
    ]);
  });

  it('takes months 1 to 12 and four-digit years, and refuses the numbers just outside', () => {
    for (const expiredMonth of [0, 13, 6.5]) expect(cardEntryErrors({ ...VISA, expiredMonth }, TODAY), String(expiredMonth)).toEqual([{ field: 'expiredMonth', message: 'invalid_expiry' }]);
    for (const expiredYear of [999, 10_000, 2030.5]) expect(cardEntryErrors({ ...VISA, expiredYear }, TODAY), String(expiredYear)).toEqual([{ field: 'expiredYear', message: 'invalid_expiry' }]);
    expect(cardEntryErrors({ ...VISA, expiredMonth: 1 }, TODAY)).toEqual([]);
    expect(cardEntryErrors({ ...VISA, expiredYear: 9999 }, TODAY)).toEqual([]);
  });

  it('judges expiry by the months at either end of the year, and not for a month that is itself wrong', () => {
    expect(cardEntryErrors({ ...VISA, expiredMonth: 1, expiredYear: 2026 }, TODAY)).toEqual([{ field: 'expiredYear', message: 'card_expired' }]);
    expect(cardEntryErrors({ ...VISA, expiredMonth: 12, expiredYear: 2025 }, TODAY)).toEqual([{ field: 'expiredYear', message: 'card_expired' }]);
    expect(cardEntryErrors({ ...VISA, expiredMonth: 0, expiredYear: 2026 }, TODAY)).toEqual([{ field: 'expiredMonth', message: 'invalid_expiry' }]);
    expect(cardEntryErrors({ ...VISA, expiredMonth: 13, expiredYear: 2025 }, TODAY)).toEqual([{ field: 'expiredMonth', message: 'invalid_expiry' }]);
  });

  it('refuses a number of the wrong length or with other characters, even one that passes the checksum', () => {
    expect(cardEntryErrors({ ...VISA, creditCardNumber: '0' }, TODAY)).toEqual([{ field: 'creditCardNumber', message: 'invalid_card_number' }]);
    expect(cardEntryErrors({ ...VISA, creditCardNumber: 'x4111111111111111' }, TODAY)).toEqual([{ field: 'creditCardNumber', message: 'invalid_card_number' }]);
    expect(cardEntryErrors({ ...VISA, creditCardNumber: '4111111111111111x' }, TODAY)).toEqual([{ field: 'creditCardNumber', message: 'invalid_card_number' }]);
  });

  it('does not also call the brand wrong when the number is already wrong', () => {
    expect(cardEntryErrors({ ...VISA, creditCardNumber: '4111 1111 1111 1112', creditCardType: 'MasterCard' }, TODAY)).toEqual([{ field: 'creditCardNumber', message: 'invalid_card_number' }]);
  });

  it('wants exactly four digits on American Express and three on the others', () => {
    expect(cardEntryErrors({ ...AMEX, securityCode: 'x1234' }, TODAY)).toEqual([{ field: 'securityCode', message: 'invalid_security_code' }]);
    expect(cardEntryErrors({ ...AMEX, securityCode: '1234x' }, TODAY)).toEqual([{ field: 'securityCode', message: 'invalid_security_code' }]);
    expect(cardEntryErrors({ ...AMEX, securityCode: '123' }, TODAY)).toEqual([{ field: 'securityCode', message: 'invalid_security_code' }]);
    expect(cardEntryErrors({ ...VISA, securityCode: ' 123 ' }, TODAY)).toEqual([]);
  });
});

describe('ACH entries', () => {
  it('asks for every field that is missing, whether blank or absent', () => {
    expect(achEntryErrors({ accountType: ' ', accountNumber: null, routingNumber: undefined })).toEqual([
      { field: 'accountType', message: 'required' },
      { field: 'accountNumber', message: 'required' },
      { field: 'routingNumber', message: 'required' },
    ]);
  });

  it('reads the account type in any case and spacing', () => {
    expect(achEntryErrors({ ...ACH, accountType: ' corporate checking ' })).toEqual([]);
  });

  it('takes account numbers of four to seventeen digits, spaced as people type them, and nothing else', () => {
    expect(achEntryErrors({ ...ACH, accountNumber: '1234' })).toEqual([]);
    expect(achEntryErrors({ ...ACH, accountNumber: '1234 5678-9012 34567' })).toEqual([]);
    for (const accountNumber of ['123', '123456789012345678', 'x1234', '1234x']) {
      expect(achEntryErrors({ ...ACH, accountNumber }), accountNumber).toEqual([{ field: 'accountNumber', message: 'invalid_account_number' }]);
    }
  });

  it('takes only nine-digit routing numbers', () => {
    expect(isRoutingNumber('0110000150')).toBe(false);
    expect(isRoutingNumber('x011000015')).toBe(false);
    expect(isRoutingNumber('011000015x')).toBe(false);
    expect(isRoutingNumber('')).toBe(false);
    expect(achEntryErrors({ ...ACH, routingNumber: '011-000-015' })).toEqual([]);
  });
});
