import type { InstrumentEntry } from '../../application/portal/payments/ports';

/** The entered instrument as the form holds it: month and year as typed. */
export interface InstrumentDraft {
  accountType: string | null;
  accountNumber: string;
  routingNumber: string;
  creditCardNumber: string;
  creditCardType: string | null;
  expiredMonth: string | null;
  expiredYear: string;
  securityCode: string;
}

export const EMPTY_DRAFT: InstrumentDraft = { accountType: null, accountNumber: '', routingNumber: '', creditCardNumber: '', creditCardType: null, expiredMonth: null, expiredYear: '', securityCode: '' };

function wholeNumber(text: string | null): number | null {
  const trimmed = (text ?? '').trim();
  return /^\d+$/.test(trimmed) ? Number(trimmed) : null;
}

/** The draft as the payment use-case takes it: month and year as whole numbers, or null when they are not. */
export function entryOf(draft: InstrumentDraft): InstrumentEntry {
  return { ...draft, expiredMonth: wholeNumber(draft.expiredMonth), expiredYear: wholeNumber(draft.expiredYear) };
}
