import { describe, expect, it } from 'vitest';
import { err, ok, refused } from './result';
import { userError } from './user-error';

describe('result', () => {
  it('holds the value of a success and the reason of a failure', () => {
    expect(ok(42)).toEqual({ ok: true, value: 42 });
    expect(err('not_found')).toEqual({ ok: false, error: 'not_found' });
  });

  it('refuses with every user error it is given, in order', () => {
    const first = userError('qty', 'required');
    const second = userError('sorg', 'required');
    expect(refused(first, second)).toEqual({ ok: false, error: [first, second] });
  });
});
