import type { CalendarDay } from '../../../domain/dates/calendar-day';

/** The calendar day (YYYY-MM-DD) an instant falls on in a time zone, e.g. Asia/Jakarta. */
export function calendarDayIn(instant: Date, timeZone: string): CalendarDay {
  const parts = new Intl.DateTimeFormat('en-US', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).formatToParts(instant);
  const part = (type: string) => parts.find((candidate) => candidate.type === type)?.value ?? '';
  return `${part('year').padStart(4, '0')}-${part('month')}-${part('day')}`;
}
