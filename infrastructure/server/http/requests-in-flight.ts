/**
 * The requests the service is still answering. Closing waits for them before the database goes away: a client that
 * hangs up closes its connection, but not the work its request started.
 */
export class RequestsInFlight {
  private count = 0;
  private waiting: (() => void)[] = [];

  /** The answer of `answer`, counted as in flight until it settles. */
  track<T>(answer: () => T | Promise<T>): Promise<T> {
    this.count += 1;
    return new Promise<T>((resolve) => resolve(answer())).finally(() => {
      this.count -= 1;
      if (this.count === 0) for (const resume of this.waiting.splice(0)) resume();
    });
  }

  /** True once no request is in flight, or false when some still are after `timeoutMs`. */
  settled(timeoutMs: number): Promise<boolean> {
    if (this.count === 0) return Promise.resolve(true);
    return new Promise((resolve) => {
      const timer = setTimeout(() => resolve(false), timeoutMs);
      this.waiting.push(() => {
        clearTimeout(timer);
        resolve(true);
      });
    });
  }
}
