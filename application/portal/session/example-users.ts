import type { SessionUser } from '../../../domain/session/session-user';

/** A dealer acting for their own customer, as tests and stories use it. */
export function exampleDealer(overrides: Partial<SessionUser> = {}): SessionUser {
  return {
    id: 'u-dealer-1',
    username: 'dealer.surabaya',
    name: 'Budi Santoso',
    email: 'budi@sepedajaya.example',
    scopes: ['page.catalog', 'page.home-page'],
    roles: ['dealer'],
    groupRole: null,
    hasCustCode: true,
    limitation: null,
    language: { id: 'en-us', description: 'English (US)' },
    salesActiveCustCode: '0001000123',
    ...overrides,
  };
}
