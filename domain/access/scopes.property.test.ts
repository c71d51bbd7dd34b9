import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { meetsScopeRequirement, unmetScopeEntries, type ScopeRequirementEntry } from './scopes';

/** A small alphabet of scopes so generated holdings and requirements overlap often. */
const SCOPE_POOL = ['page.catalog', 'page.home-page', 'page.orderlist', 'menu.change-cust', 'profile.update', 'news.cu'];
const MAX_ENTRIES = 6;

const scope = fc.constantFrom(...SCOPE_POOL);
const held = fc.uniqueArray(scope, { maxLength: SCOPE_POOL.length });
const entry: fc.Arbitrary<ScopeRequirementEntry> = fc.oneof(scope, fc.array(scope, { minLength: 1, maxLength: 3 }));
const requirement = fc.array(entry, { maxLength: MAX_ENTRIES });

describe('scope requirement properties', () => {
  it('holding every scope meets any requirement without empty any-of entries', () => {
    fc.assert(fc.property(requirement, (required) => meetsScopeRequirement(SCOPE_POOL, required)));
  });

  it('is monotone: more scopes never turn a grant into a denial', () => {
    fc.assert(
      fc.property(held, held, requirement, (some, extra, required) => {
        fc.pre(meetsScopeRequirement(some, required));
        expect(meetsScopeRequirement([...some, ...extra], required)).toBe(true);
      }),
    );
  });

  it('a requirement is met exactly when each of its entries is met on its own', () => {
    fc.assert(
      fc.property(held, requirement, (scopes, required) => {
        expect(meetsScopeRequirement(scopes, required)).toBe(required.every((single) => meetsScopeRequirement(scopes, [single])));
      }),
    );
  });

  it('an any-of entry is met exactly when one of its scopes alone would be', () => {
    fc.assert(
      fc.property(held, fc.array(scope, { minLength: 1, maxLength: 4 }), (scopes, anyOf) => {
        expect(meetsScopeRequirement(scopes, [anyOf])).toBe(anyOf.some((single) => meetsScopeRequirement(scopes, [single])));
      }),
    );
  });

  it('reports no unmet entries exactly when the requirement is met', () => {
    fc.assert(
      fc.property(held, requirement, (scopes, required) => {
        expect(unmetScopeEntries(scopes, required).length === 0).toBe(meetsScopeRequirement(scopes, required));
      }),
    );
  });

  it('does not depend on the order of held scopes or of requirement entries', () => {
    fc.assert(
      fc.property(held, requirement, (scopes, required) => {
        expect(meetsScopeRequirement([...scopes].reverse(), [...required].reverse())).toBe(meetsScopeRequirement(scopes, required));
      }),
    );
  });
});
