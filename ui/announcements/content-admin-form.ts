import { useIntl, type MessageDescriptor } from 'react-intl';
import type { UserError } from '../../domain/shared/user-error';
import { contentAdminMessages, refusalMessages } from './content-admin-messages';

/** The calendar day (yyyy-mm-dd) of an instant, in the person's time zone, for a date field. */
export function dayOf(instant: string): string {
  if (!instant) return '';
  const date = new Date(instant);
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** The start of a calendar day in the person's time zone as an instant; empty for no day. */
export function startOfDay(day: string): string {
  return day ? new Date(`${day}T00:00:00`).toISOString() : '';
}

/** The messages of the service's refusals by field path, in the person's language. */
export function useRefusalText(): (errors: readonly UserError[]) => Record<string, string> {
  const intl = useIntl();
  return (errors) =>
    Object.fromEntries(
      errors.map((error) => [error.field.join('.'), intl.formatMessage((refusalMessages[error.message] ?? contentAdminMessages.invalidData) as MessageDescriptor, error.values)]),
    );
}
