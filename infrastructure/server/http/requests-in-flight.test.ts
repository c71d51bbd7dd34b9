import { describe, expect, it } from 'vitest';
import { RequestsInFlight } from './requests-in-flight';

function deferred() {
  let settle!: () => void;
  const promise = new Promise<string>((resolve) => {
    settle = () => resolve('answered');
  });
  return { promise, settle };
}

describe('RequestsInFlight', () => {
  it('is settled at once when nothing is in flight', async () => {
    expect(await new RequestsInFlight().settled(1_000)).toBe(true);
  });

  it('settles only after every tracked answer has', async () => {
    const requests = new RequestsInFlight();
    const first = deferred();
    const second = deferred();
    const answers = [requests.track(() => first.promise), requests.track(() => second.promise)];
    let settled = false;
    const waited = requests.settled(5_000).then((value) => (settled = value));
    first.settle();
    await answers[0];
    expect(settled).toBe(false);
    second.settle();
    expect(await Promise.all(answers)).toEqual(['answered', 'answered']);
    expect(await waited).toBe(true);
  });

  it('counts an answer that fails as settled', async () => {
    const requests = new RequestsInFlight();
    await expect(requests.track(() => Promise.reject(new Error('database gone')))).rejects.toThrow('database gone');
    await expect(requests.track(() => { throw new Error('thrown at once'); })).rejects.toThrow('thrown at once');
    expect(await requests.settled(1_000)).toBe(true);
  });

  it('gives up waiting after the timeout while an answer is still running', async () => {
    const requests = new RequestsInFlight();
    const running = deferred();
    void requests.track(() => running.promise);
    expect(await requests.settled(20)).toBe(false);
    running.settle();
  });
});
