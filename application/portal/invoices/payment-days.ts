import type { AveragePaymentDays } from './ports';

/** The average payment days by year, the latest year first; null (the session acts for no customer) stays null. */
export function latestYearFirst(days: AveragePaymentDays | null): AveragePaymentDays | null {
  return days && { ...days, years: [...days.years].sort((a, b) => b.year - a.year) };
}
