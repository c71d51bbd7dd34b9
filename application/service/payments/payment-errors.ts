/**
 * A refused input of a payment mutation: the path of the field, the dictionary key of the message and the values
 * the message interpolates (maximum_amount: total; pay_oldest_invoice_first: payFirst, payFirstDueDate).
 */
export interface PaymentUserError {
  field: string[];
  message: string;
  values: Record<string, string>;
}

export function userError(field: string[], message: string, values: Record<string, string> = {}): PaymentUserError {
  return { field, message, values };
}

/** The outcome of a payment use-case: its value, or the refused inputs (nothing was changed). */
export type PaymentOutcome<T> = { ok: true; value: T } | { ok: false; userErrors: PaymentUserError[] };

export const refused = (...userErrors: PaymentUserError[]): { ok: false; userErrors: PaymentUserError[] } => ({ ok: false, userErrors });
