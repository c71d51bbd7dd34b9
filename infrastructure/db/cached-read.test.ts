import { describe, expect, it, vi } from 'vitest';
import { cachedRead } from './cached-read';

describe('a cached read of reference data', () => {
  it('answers concurrent and later callers from one load while it is kept', async () => {
    const load = vi.fn(async () => ['open', 'closed']);
    const statuses = cachedRead(load, 60_000);
    const answers = await Promise.all([statuses(), statuses(), statuses()]);
    expect(await statuses()).toEqual(['open', 'closed']);
    expect(answers).toEqual([['open', 'closed'], ['open', 'closed'], ['open', 'closed']]);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('loads again once its time is up', async () => {
    let version = 0;
    const statuses = cachedRead(async () => (version += 1), 0);
    expect(await statuses()).toBe(1);
    expect(await statuses()).toBe(2);
  });

  it('does not keep a failed load: the next caller tries again', async () => {
    const load = vi.fn<() => Promise<string>>().mockRejectedValueOnce(new Error('connection lost')).mockResolvedValue('loaded');
    const statuses = cachedRead(load, 60_000);
    await expect(statuses()).rejects.toThrow('connection lost');
    expect(await statuses()).toBe('loaded');
    expect(await statuses()).toBe('loaded');
    expect(load).toHaveBeenCalledTimes(2);
  });
});
