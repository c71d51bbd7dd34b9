import { asyncScheduler, BehaviorSubject, distinctUntilChanged, type Observable, type SchedulerLike, type Subscription } from 'rxjs';

/** A request shows the progress bar only once it has run this long, so quick requests do not flicker it. */
export const PROGRESS_THROTTLE_MS = 200;
/** How long the bar takes to fill while requests run. */
export const PROGRESS_DURATION_MS = 5_000;
/** How long the full bar stays after the last request ends, before it hides. */
export const PROGRESS_HIDE_AFTER_MS = 500;

/** hidden: no bar; running: filling while requests run; finishing: full, about to hide. */
export type ProgressPhase = 'hidden' | 'running' | 'finishing';

export interface ProgressState {
  phase: ProgressPhase;
  /** A request of the current run failed: the bar shows it (spec 000 §8: no other message). */
  failed: boolean;
}

/** What the transport tells about each request it sends. */
export interface RequestActivity {
  started(): void;
  finished(outcome: { failed: boolean }): void;
}

const HIDDEN: ProgressState = { phase: 'hidden', failed: false };

/**
 * The request progress bar's state (spec 000 §2.11): it appears once requests have run for
 * {@link PROGRESS_THROTTLE_MS}, stays while any runs, is marked failed when one fails, and hides
 * {@link PROGRESS_HIDE_AFTER_MS} after the last one ends. A run that failed shows its failure even when it was
 * quicker than the throttle.
 */
export class RequestProgress implements RequestActivity {
  private pending = 0;
  private failed = false;
  private showTimer: Subscription | null = null;
  private hideTimer: Subscription | null = null;
  private readonly state = new BehaviorSubject<ProgressState>(HIDDEN);

  readonly state$: Observable<ProgressState> = this.state.pipe(
    distinctUntilChanged((a, b) => a.phase === b.phase && a.failed === b.failed),
  );

  constructor(private readonly scheduler: SchedulerLike = asyncScheduler) {}

  started(): void {
    this.pending += 1;
    if (this.pending > 1) return;
    this.hideTimer?.unsubscribe();
    this.hideTimer = null;
    this.failed = false;
    if (this.state.value.phase !== 'hidden') {
      // A new run while the last one is still on show carries on the same bar.
      this.state.next({ phase: 'running', failed: false });
      return;
    }
    this.showTimer = this.scheduler.schedule(() => {
      if (this.pending > 0) this.state.next({ phase: 'running', failed: this.failed });
    }, PROGRESS_THROTTLE_MS);
  }

  finished(outcome: { failed: boolean }): void {
    if (this.pending === 0) return;
    this.pending -= 1;
    if (outcome.failed) this.failed = true;
    if (this.pending > 0) {
      if (this.failed && this.state.value.phase === 'running') this.state.next({ phase: 'running', failed: true });
      return;
    }
    this.showTimer?.unsubscribe();
    this.showTimer = null;
    if (this.state.value.phase === 'hidden' && !this.failed) return;
    this.state.next({ phase: 'finishing', failed: this.failed });
    this.hideTimer = this.scheduler.schedule(() => this.state.next(HIDDEN), PROGRESS_HIDE_AFTER_MS);
  }
}
