import type { Clock } from '../../../application/portal/shell/ports';

/** The browser's clock. End-to-end tests move it with Playwright's page.clock, which replaces Date. */
export class ClockBrowser implements Clock {
  now(): number {
    return Date.now();
  }
}
