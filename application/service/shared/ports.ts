/** The current instant; use-cases never read the system clock themselves. */
export interface Clock {
  now(): Date;
}
