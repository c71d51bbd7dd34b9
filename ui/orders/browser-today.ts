import type { CalendarDay } from '../../domain/dates/calendar-day';

/** Today in the browser's time zone, as a calendar day. */
export function browserToday(): CalendarDay {
  const now = new Date();
  const two = (value: number) => String(value).padStart(2, '0');
  return `${now.getFullYear()}-${two(now.getMonth() + 1)}-${two(now.getDate())}`;
}
