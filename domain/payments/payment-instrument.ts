import type { CalendarDay } from '../dates/calendar-day';

/** The card brands the payment screen offers (spec 001 §3, creditCardType). */
export const CARD_BRANDS = ['Visa', 'MasterCard', 'American Express', 'Discover'] as const;
export type CardBrand = (typeof CARD_BRANDS)[number];

/** The bank account types of an ACH debit (spec 001 §3, accountType). */
export const ACH_ACCOUNT_TYPES = ['Checking', 'General Ledger', 'Savings', 'Corporate Checking'] as const;
export type AchAccountType = (typeof ACH_ACCOUNT_TYPES)[number];

/**
 * The instrument a payment method takes: a card for a Credit Card method, a bank account for an ACH method, none
 * for the others (a virtual account or a transfer is paid by the dealer from the bank).
 */
export function instrumentKindOf(methodType: string | null | undefined): 'card' | 'ach' | null {
  const type = methodType ?? '';
  if (/\bcredit\s+card\b/i.test(type)) return 'card';
  if (/\bACH\b/i.test(type)) return 'ach';
  return null;
}

/**
 * Whether a payment method may be chosen in a module: the invoice payment screen collects a card or a bank
 * account, the checkout (module `order`) collects none, so it offers only the methods that need no instrument.
 */
export function methodAvailableIn(module: string, methodType: string | null | undefined): boolean {
  return module !== 'order' || instrumentKindOf(methodType) === null;
}

/** Digits only: spaces and dashes people type between groups are dropped; anything else keeps the text invalid. */
export function digitsOf(text: string | null | undefined): string {
  return (text ?? '').replace(/[\s-]/g, '');
}

/** The Luhn checksum every card number carries in its last digit. */
export function passesLuhn(digits: string): boolean {
  if (!/^\d+$/.test(digits)) return false;
  let total = 0;
  for (let index = 0; index < digits.length; index += 1) {
    let digit = Number(digits[digits.length - 1 - index]);
    if (index % 2 === 1) {
      digit *= 2;
      // Stryker disable next-line EqualityOperator: a doubled digit is even, so it is never exactly 9
      if (digit > 9) digit -= 9;
    }
    // Stryker disable next-line AssignmentOperator: a sum and its negation are multiples of ten together
    total += digit;
  }
  return total % 10 === 0;
}

/** The brand a card number belongs to by its leading digits (issuer identification number) and length, or null. */
export function cardBrandOf(digits: string): CardBrand | null {
  if (!/^\d+$/.test(digits)) return null;
  const prefix = (length: number) => Number(digits.slice(0, length));
  const length = digits.length;
  if (digits.startsWith('4') && [13, 16, 19].includes(length)) return 'Visa';
  if (length === 16 && ((prefix(2) >= 51 && prefix(2) <= 55) || (prefix(4) >= 2221 && prefix(4) <= 2720))) return 'MasterCard';
  if (length === 15 && (prefix(2) === 34 || prefix(2) === 37)) return 'American Express';
  if (length === 16 && (prefix(4) === 6011 || prefix(2) === 65 || (prefix(3) >= 644 && prefix(3) <= 649))) return 'Discover';
  return null;
}

/** The ABA routing number checksum: 3·(d1+d4+d7) + 7·(d2+d5+d8) + (d3+d6+d9) is a multiple of ten. */
export function isRoutingNumber(digits: string): boolean {
  if (!/^\d{9}$/.test(digits)) return false;
  const d = [...digits].map(Number);
  return (3 * (d[0]! + d[3]! + d[6]!) + 7 * (d[1]! + d[4]! + d[7]!) + (d[2]! + d[5]! + d[8]!)) % 10 === 0;
}

/** The card fields as entered on the payment screen. */
export interface CardEntry {
  creditCardNumber: string | null | undefined;
  creditCardType: string | null | undefined;
  expiredMonth: number | null | undefined;
  expiredYear: number | null | undefined;
  securityCode: string | null | undefined;
}

/** The bank account fields of an ACH debit as entered. */
export interface AchEntry {
  accountType: string | null | undefined;
  accountNumber: string | null | undefined;
  routingNumber: string | null | undefined;
}

/** A refused field: its name in the payment information and the dictionary key of the message. */
export interface InstrumentError {
  field: keyof CardEntry | keyof AchEntry;
  message:
    | 'required'
    | 'invalid_card_number'
    | 'invalid_card_type'
    | 'card_type_mismatch'
    | 'invalid_expiry'
    | 'card_expired'
    | 'invalid_security_code'
    | 'invalid_account_type'
    | 'invalid_account_number'
    | 'invalid_routing_number';
}

const blank = (value: string | null | undefined) => (value ?? '').trim() === '';

/**
 * What is wrong with a card entry, in field order; none when the card can be tokenised. The number must pass the
 * Luhn check and belong to the chosen brand; the card must not have expired before `today` (it is valid through
 * the last day of its expiry month); the security code has 4 digits on American Express cards, 3 on the others.
 */
export function cardEntryErrors(entry: CardEntry, today: CalendarDay): InstrumentError[] {
  const errors: InstrumentError[] = [];
  const number = digitsOf(entry.creditCardNumber);
  const brand = CARD_BRANDS.find((candidate) => candidate.toLowerCase() === (entry.creditCardType ?? '').trim().toLowerCase()) ?? null;
  if (blank(entry.creditCardNumber)) errors.push({ field: 'creditCardNumber', message: 'required' });
  else if (!/^\d{12,19}$/.test(number) || !passesLuhn(number)) errors.push({ field: 'creditCardNumber', message: 'invalid_card_number' });
  if (blank(entry.creditCardType)) errors.push({ field: 'creditCardType', message: 'required' });
  else if (brand === null) errors.push({ field: 'creditCardType', message: 'invalid_card_type' });
  else if (errors.length === 0 && cardBrandOf(number) !== brand) errors.push({ field: 'creditCardType', message: 'card_type_mismatch' });
  const month = entry.expiredMonth;
  const year = entry.expiredYear;
  if (month === null || month === undefined) errors.push({ field: 'expiredMonth', message: 'required' });
  else if (!Number.isInteger(month) || month < 1 || month > 12) errors.push({ field: 'expiredMonth', message: 'invalid_expiry' });
  if (year === null || year === undefined) errors.push({ field: 'expiredYear', message: 'required' });
  else if (!Number.isInteger(year) || year < 1000 || year > 9999) errors.push({ field: 'expiredYear', message: 'invalid_expiry' });
  else if (Number.isInteger(month) && month! >= 1 && month! <= 12 && `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}` < today.slice(0, 7)) {
    errors.push({ field: 'expiredYear', message: 'card_expired' });
  }
  const code = (entry.securityCode ?? '').trim();
  if (code === '') errors.push({ field: 'securityCode', message: 'required' });
  else if (!(brand === 'American Express' ? /^\d{4}$/ : /^\d{3}$/).test(code)) errors.push({ field: 'securityCode', message: 'invalid_security_code' });
  return errors;
}

/** What is wrong with an ACH entry: a known account type, an account number of 4–17 digits, a valid routing number. */
export function achEntryErrors(entry: AchEntry): InstrumentError[] {
  const errors: InstrumentError[] = [];
  if (blank(entry.accountType)) errors.push({ field: 'accountType', message: 'required' });
  else if (!ACH_ACCOUNT_TYPES.some((type) => type.toLowerCase() === entry.accountType!.trim().toLowerCase())) errors.push({ field: 'accountType', message: 'invalid_account_type' });
  if (blank(entry.accountNumber)) errors.push({ field: 'accountNumber', message: 'required' });
  else if (!/^\d{4,17}$/.test(digitsOf(entry.accountNumber))) errors.push({ field: 'accountNumber', message: 'invalid_account_number' });
  if (blank(entry.routingNumber)) errors.push({ field: 'routingNumber', message: 'required' });
  else if (!isRoutingNumber(digitsOf(entry.routingNumber))) errors.push({ field: 'routingNumber', message: 'invalid_routing_number' });
  return errors;
}

/** How a saved or tokenised instrument shows: its brand (or account type) and the last four digits. */
export function instrumentDisplay(brand: string | null, last4: string): string {
  return `${brand ?? 'Account'} •••• ${last4}`;
}
