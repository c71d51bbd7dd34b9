import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { salesOrganisationsNotHeld } from './sales-organisation-access';

/** A handful of codes, so held and requested lists overlap often. */
const sorg: fc.Arbitrary<string> = fc.constantFrom('ID01', 'SG01', 'US01', 'MY01', 'NL01');
const sorgs = fc.array(sorg, { maxLength: 8 });

describe('sales organisation access properties', () => {
  it('refuses exactly the requested organisations that are not held', () => {
    fc.assert(
      fc.property(sorgs, sorgs, (held, requested) => {
        const refused = salesOrganisationsNotHeld(held, requested);
        for (const code of refused) expect(held.includes(code) || !requested.includes(code)).toBe(false);
        for (const code of requested) expect(refused.includes(code)).toBe(!held.includes(code));
      }),
    );
  });

  it('holding more never refuses more', () => {
    fc.assert(
      fc.property(sorgs, sorgs, sorgs, (held, more, requested) => {
        const before = salesOrganisationsNotHeld(held, requested);
        const after = salesOrganisationsNotHeld([...held, ...more], requested);
        expect(after.every((code) => before.includes(code))).toBe(true);
      }),
    );
  });
});
