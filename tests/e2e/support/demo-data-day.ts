import { calendarDayIn } from '../../../application/service/invoices/business-day';

/**
 * The demo data of an end-to-end run is dated from one instant, chosen once by the Playwright configuration and
 * handed to the server and to every worker. A run may cross midnight in a sales organisation's time zone after the
 * seed; the portal then counts due dates from the new day, as it would for a dealer, and the tests count with it.
 */
export const DEMO_DATA_DATED_AT_VARIABLE = 'E2E_DEMO_DATA_DATED_AT';

export function demoDataDatedAt(): Date {
  const instant = process.env[DEMO_DATA_DATED_AT_VARIABLE];
  if (!instant) throw new Error(`${DEMO_DATA_DATED_AT_VARIABLE} is set by playwright.config.ts; run the suite through it`);
  return new Date(instant);
}

/** The time zone of the demo dealer's sales organisation (ID01), which its invoices are dated in. */
const DEALER_TIME_ZONE = 'Asia/Jakarta';

/** The day the demo data counts as today. */
export function demoDataDay(): string {
  return calendarDayIn(demoDataDatedAt(), DEALER_TIME_ZONE);
}

/** Today for the demo dealer, as the portal counts it now. */
export function dealerToday(): string {
  return calendarDayIn(new Date(), DEALER_TIME_ZONE);
}
