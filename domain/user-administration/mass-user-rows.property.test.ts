import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { repeatedIdentities } from './mass-user-rows';

/** Few distinct names, so repeats are common. */
const NAMES = ['ann', 'bob', 'cid', 'dee'];
const rows = fc.array(fc.record({ email: fc.constantFrom(...NAMES.map((name) => `${name}@x.io`)), username: fc.constantFrom(...NAMES) }), { maxLength: 12 }).map((list) => list.map((row, index) => ({ ...row, row: index + 2 })));

describe('mass user rows properties', () => {
  it('the rows left unmarked have distinct e-mail addresses and distinct user names', () => {
    fc.assert(
      fc.property(rows, (all) => {
        const repeats = repeatedIdentities(all);
        const kept = all.filter((row) => !repeats.has(row.row));
        expect(new Set(kept.map((row) => row.email)).size).toBe(kept.length);
        expect(new Set(kept.map((row) => row.username)).size).toBe(kept.length);
      }),
    );
  });

  it('the first row with an address or user name is never marked for it', () => {
    fc.assert(
      fc.property(rows, (all) => {
        const repeats = repeatedIdentities(all);
        for (const name of NAMES) {
          const first = all.find((row) => row.username === name);
          if (first) expect((repeats.get(first.row) ?? []).some((error) => error.field[0] === 'username')).toBe(false);
        }
      }),
    );
  });
});
