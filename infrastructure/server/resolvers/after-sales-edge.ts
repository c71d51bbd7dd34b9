import { createGraphQLError } from 'graphql-yoga';
import type { DateRangeRefused } from '../../../application/service/invoicing/date-range-check';
import type { PaymentUserError } from '../../../application/service/payments/payment-errors';
import { forbidden } from '../graphql/field-policies';

/** The answer of a read that may be refused: its value, or the GraphQL error a refusal becomes. */
type Refusable<T> = { ok: true; value: T } | { ok: false; error: string } | DateRangeRefused;

/** Refusals that mean a bad argument rather than a session outside its customer. */
const BAD_INPUT = new Set(['unknown_status', 'invalid_date_range']);

/**
 * The value of an after-sale read, or its refusal: a date range that breaks the date-filter rules is
 * BAD_USER_INPUT with the broken rules in `extensions.errors`; a customer other than the session's, or one the
 * user may no longer act for, is FORBIDDEN.
 */
export function readOrRefuse<T>(result: Refusable<T>): T {
  if (result.ok) return result.value;
  if ('errors' in result) throw createGraphQLError('invalid_date_range', { extensions: { code: 'BAD_USER_INPUT', errors: result.errors } });
  if (BAD_INPUT.has(result.error)) throw createGraphQLError(result.error, { extensions: { code: 'BAD_USER_INPUT' } });
  throw forbidden();
}

/** A mutation's message and user errors, with the values each message interpolates as name/value pairs. */
export function paymentMessage(userErrors: readonly PaymentUserError[], keys: { success: string; failure: string }) {
  return {
    message: { status: userErrors.length === 0, description: userErrors.length === 0 ? keys.success : keys.failure },
    userErrors: userErrors.map((error) => ({ field: error.field, message: error.message, values: Object.entries(error.values).map(([name, value]) => ({ name, value })) })),
  };
}

/** A mutation's message with a plain user error on one field (a dictionary key). */
export function plainMessage(error: string | null, field: string, keys: { success: string; failure: string }) {
  return error === null
    ? { message: { status: true, description: keys.success }, userErrors: [] }
    : { message: { status: false, description: keys.failure }, userErrors: [{ field: [field], message: error }] };
}

export const iso = (instant: Date) => instant.toISOString();
export const isoOrNull = (instant: Date | null) => (instant === null ? null : instant.toISOString());
