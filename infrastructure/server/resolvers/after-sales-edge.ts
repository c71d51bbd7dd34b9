import { createGraphQLError } from 'graphql-yoga';
import type { Result } from '../../../domain/shared/result';
import type { UserError } from '../../../domain/shared/user-error';
import { forbidden } from '../graphql/field-policies';

/** Refusals that mean a bad argument rather than a session outside its customer. */
const BAD_INPUT = new Set(['unknown_status', 'invalid_date_range', 'invalid_paging']);

/**
 * The value of an after-sale read, or its refusal: a date range that breaks the date-filter rules (its user
 * errors) is BAD_USER_INPUT with the broken rules in `extensions.errors`; a customer other than the session's, or
 * one the user may no longer act for, is FORBIDDEN.
 */
export function readOrRefuse<T>(result: Result<T, string | readonly UserError[]>): T {
  if (result.ok) return result.value;
  if (typeof result.error !== 'string') {
    throw createGraphQLError('invalid_date_range', { extensions: { code: 'BAD_USER_INPUT', errors: result.error.map((error) => error.message) } });
  }
  if (BAD_INPUT.has(result.error)) throw createGraphQLError(result.error, { extensions: { code: 'BAD_USER_INPUT' } });
  throw forbidden();
}

export const iso = (instant: Date) => instant.toISOString();
export const isoOrNull = (instant: Date | null) => (instant === null ? null : instant.toISOString());
