import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { actableCustomerIds, CHANGE_CUSTOMER_SCOPE, mayChangeTo } from './customer-access';

const customerId = fc.constantFrom('c1', 'c2', 'c3', 'c4', 'c5');
const facts = fc.record({
  scopes: fc.subarray([CHANGE_CUSTOMER_SCOPE, 'page.catalog', 'profile.update']),
  ownCustomerId: fc.option(customerId, { nil: null }),
  assignedCustomerIds: fc.uniqueArray(customerId),
});

describe('customer access', () => {
  it('gives a dealer without menu.change-cust only the own customer', () => {
    expect(actableCustomerIds({ scopes: ['page.catalog'], ownCustomerId: 'c1', assignedCustomerIds: ['c2', 'c3'] })).toEqual(['c1']);
    expect(mayChangeTo({ scopes: ['page.catalog'], ownCustomerId: 'c1', assignedCustomerIds: ['c2'] }, 'c2')).toBe(false);
  });

  it('gives a sales user the assigned customers', () => {
    expect(actableCustomerIds({ scopes: [CHANGE_CUSTOMER_SCOPE], ownCustomerId: null, assignedCustomerIds: ['c2', 'c3'] })).toEqual(['c2', 'c3']);
  });

  it('never allows a change to a customer outside the actable list', () => {
    fc.assert(
      fc.property(facts, customerId, (given, target) => {
        if (mayChangeTo(given, target)) expect(actableCustomerIds(given)).toContain(target);
      }),
    );
  });

  it('never allows a change without menu.change-cust', () => {
    fc.assert(
      fc.property(facts, customerId, (given, target) => {
        const withoutScope = { ...given, scopes: given.scopes.filter((scope) => scope !== CHANGE_CUSTOMER_SCOPE) };
        expect(mayChangeTo(withoutScope, target)).toBe(false);
      }),
    );
  });

  it('always includes the own customer and lists each customer once', () => {
    fc.assert(
      fc.property(facts, (given) => {
        const ids = actableCustomerIds(given);
        if (given.ownCustomerId) expect(ids).toContain(given.ownCustomerId);
        expect(new Set(ids).size).toBe(ids.length);
      }),
    );
  });
});
