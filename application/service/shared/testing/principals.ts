import type { Principal } from '../../auth/ports';

/** A signed-in caller for use-case tests; every field can be overridden. */
export function givenPrincipal(overrides: Partial<Principal> = {}): Principal {
  return {
    userId: 'u-dealer',
    username: 'dealer',
    familyId: 'family-1',
    scopes: [],
    roles: ['dealer'],
    limitation: null,
    ownCustomerId: 'c1',
    activeCustomerCode: '0000100001',
    ...overrides,
  };
}
