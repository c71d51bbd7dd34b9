import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { changedFields, isChange } from './audit-change';

/** Field names drawn from a small pool, so that before and after share many of them. */
const FIELD_NAMES = ['name', 'email', 'roles', 'groupRole', 'language', 'phone'];
const value = fc.oneof(fc.constant(null), fc.string({ maxLength: 6 }), fc.array(fc.string({ maxLength: 4 }), { maxLength: 3 }), fc.boolean());
const state = fc.dictionary(fc.constantFrom(...FIELD_NAMES), value);

describe('audit change properties', () => {
  it('a state compared with itself has no changed field', () => {
    fc.assert(fc.property(state, (same) => {
      expect(changedFields(same, structuredClone(same))).toEqual([]);
    }));
  });

  it('is symmetric: the fields changed from a to b are those changed from b to a', () => {
    fc.assert(fc.property(state, state, (a, b) => {
      expect(changedFields(a, b)).toEqual(changedFields(b, a));
    }));
  });

  it('every changed field differs and every unchanged field is equal', () => {
    fc.assert(
      fc.property(state, state, (before, after) => {
        const changed = new Set(changedFields(before, after));
        for (const name of FIELD_NAMES) {
          const same = JSON.stringify(before[name] ?? null) === JSON.stringify(after[name] ?? null);
          expect(changed.has(name)).toBe(!same);
        }
      }),
    );
  });

  it('setting one field to a new value makes exactly that field the change', () => {
    fc.assert(
      fc.property(state, fc.constantFrom(...FIELD_NAMES), fc.string({ minLength: 1, maxLength: 6 }), (before, name, fresh) => {
        fc.pre(before[name] !== fresh);
        const after = { ...before, [name]: fresh };
        expect(changedFields(before, after)).toEqual([name]);
        expect(isChange(before, after)).toBe(true);
      }),
    );
  });
});
