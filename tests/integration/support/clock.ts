import type { Clock } from '../../../application/service/shared/ports';

/** The real time, moved forward on demand: a test can let a window pass without waiting for it. */
export class ClockAheadOfTime implements Clock {
  private aheadMs = 0;

  now(): Date {
    return new Date(Date.now() + this.aheadMs);
  }

  advance(ms: number): void {
    this.aheadMs += ms;
  }
}
