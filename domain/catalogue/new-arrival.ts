/** The new-arrival marking of an article in a sales organisation: a switch and an optional window of days. */
export interface NewArrivalWindow {
  /** First day (YYYY-MM-DD) it shows as new; open when null. */
  from: string | null;
  /** Last day (YYYY-MM-DD) it shows as new; open when null. */
  to: string | null;
  active: boolean;
}

/** New arrival: an article whose new-arrival switch is on and whose window holds the day (both ends included). */
export function isNewArrival(window: NewArrivalWindow, today: string): boolean {
  const { from, to, active } = window;
  return active && (from === null || from <= today) && (to === null || today <= to);
}
