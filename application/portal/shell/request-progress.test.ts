import { tap } from 'rxjs';
import { TestScheduler } from 'rxjs/testing';
import { describe, expect, it } from 'vitest';
import { RequestProgress, type ProgressState } from './request-progress';

const hidden: ProgressState = { phase: 'hidden', failed: false };
const running: ProgressState = { phase: 'running', failed: false };
const runningFailed: ProgressState = { phase: 'running', failed: true };
const finishing: ProgressState = { phase: 'finishing', failed: false };
const finishingFailed: ProgressState = { phase: 'finishing', failed: true };
const values = { h: hidden, r: running, R: runningFailed, f: finishing, F: finishingFailed };

/**
 * Drives a progress tracker with request events written as marbles (s started, o finished fine, x finished
 * failed) and checks the states it goes through.
 */
function expectProgress(requests: string, expected: string) {
  const scheduler = new TestScheduler((actual, wanted) => expect(actual).toEqual(wanted));
  scheduler.run(({ cold, expectObservable }) => {
    const progress = new RequestProgress();
    cold(requests)
      .pipe(tap((event) => (event === 's' ? progress.started() : progress.finished({ failed: event === 'x' }))))
      .subscribe();
    expectObservable(progress.state$).toBe(expected, values);
  });
}

describe('request progress', () => {
  it('given a request quicker than the throttle, then the bar never shows', () => {
    expectProgress('s 150ms o', 'h');
  });

  it('given a long request, then the bar shows after 200 ms and hides 500 ms after it ends', () => {
    expectProgress('s 999ms o', 'h 199ms r 799ms f 499ms h');
  });

  it('given overlapping requests, then the bar stays until the last ends', () => {
    expectProgress('s 99ms s 299ms o 299ms o', 'h 199ms r 499ms f 499ms h');
  });

  it('given a failed request among others, then the bar is marked failed at once and stays failed', () => {
    expectProgress('s 249ms s 99ms x 99ms o', 'h 199ms r 149ms R 99ms F 499ms h');
  });

  it('given a quick failed request, then the failure still shows', () => {
    expectProgress('s 49ms x', 'h 49ms F 499ms h');
  });

  it('given a new request while the bar is finishing, then it carries on running', () => {
    expectProgress('s 299ms o 99ms s 299ms o', 'h 199ms r 99ms f 99ms r 299ms f 499ms h');
  });
});
