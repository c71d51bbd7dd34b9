import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { sorgsOutOfReach, userWithinReach } from './sales-organisation-reach';

/** A small pool of sales organisations, so that held and wanted overlap often. */
const SORGS = ['ID01', 'SG01', 'US01', 'MY01', 'NL01'];
const sorgs = fc.array(fc.constantFrom(...SORGS), { maxLength: 6 });

describe('sales-organisation reach properties', () => {
  it('what is out of reach is exactly what is wanted and not held', () => {
    fc.assert(
      fc.property(sorgs, sorgs, (held, wanted) => {
        const out = new Set(sorgsOutOfReach(held, wanted));
        for (const sorg of SORGS) expect(out.has(sorg)).toBe(wanted.includes(sorg) && !held.includes(sorg));
      }),
    );
  });

  it('holding more never loses reach', () => {
    fc.assert(
      fc.property(sorgs, sorgs, sorgs, sorgs, (held, extra, current, next) => {
        if (userWithinReach(held, current, next)) expect(userWithinReach([...held, ...extra], current, next)).toBe(true);
      }),
    );
  });

  it('an administrator always reaches a user whose areas are a part of their own', () => {
    fc.assert(fc.property(sorgs, fc.integer({ min: 0, max: 6 }), (held, take) => {
      expect(userWithinReach(held, held.slice(0, take))).toBe(true);
    }));
  });
});
