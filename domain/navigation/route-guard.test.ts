import { describe, expect, it } from 'vitest';
import { AUDIT_LIMITATION } from '../session/session-user';
import { guardRoute, type GuardFacts } from './route-guard';
import { ROUTES } from './routes';

const byName = (name: string) => ROUTES.find((route) => route.name === name)!;

/** A signed-in dealer who holds every scope these pages ask for and has a customer picked. */
const DEALER: GuardFacts = {
  signedIn: true,
  scopes: ['page.catalog', 'page.claim', 'page.download-area', 'page.order-status'],
  limitation: null,
  hasSelectedCustomer: true,
  claimAllowPAA: true,
};

describe('guarding a route', () => {
  it('opens a public page to anyone, signed in or not', () => {
    expect(guardRoute(byName('login'), { ...DEALER, signedIn: false, scopes: [] })).toEqual({ kind: 'open' });
  });

  it('sends a visitor to the sign-in page, even for a page every signed-in user may open', () => {
    expect(guardRoute(byName('home'), { ...DEALER, signedIn: false })).toEqual({ kind: 'sign-in' });
    expect(guardRoute(byName('catalog'), { ...DEALER, signedIn: false })).toEqual({ kind: 'sign-in' });
  });

  it('logs out a user who lacks a scope the page asks for', () => {
    expect(guardRoute(byName('order'), { ...DEALER, scopes: ['page.catalog'] })).toEqual({ kind: 'logout' });
  });

  it('sends the PAA claim form back to the claims when the host does not allow PAA claims', () => {
    expect(guardRoute(byName('claim-create-paa'), { ...DEALER, claimAllowPAA: false })).toEqual({ kind: 'redirect', to: '/claim' });
    expect(guardRoute(byName('claim-create-paa'), DEALER)).toEqual({ kind: 'open' });
    expect(guardRoute(byName('claim-create-bike'), { ...DEALER, claimAllowPAA: false })).toEqual({ kind: 'open' });
  });

  it('holds a customer page behind the picker until a customer is chosen', () => {
    expect(guardRoute(byName('order'), { ...DEALER, hasSelectedCustomer: false })).toEqual({ kind: 'pick-customer' });
    expect(guardRoute(byName('order'), DEALER)).toEqual({ kind: 'open' });
    expect(guardRoute(byName('catalog'), { ...DEALER, hasSelectedCustomer: false })).toEqual({ kind: 'open' });
  });

  it('lets an audit-limited user into the download area without a customer', () => {
    expect(guardRoute(byName('download-area'), { ...DEALER, hasSelectedCustomer: false, limitation: AUDIT_LIMITATION })).toEqual({ kind: 'open' });
    expect(guardRoute(byName('download-area'), { ...DEALER, hasSelectedCustomer: false })).toEqual({ kind: 'pick-customer' });
  });

  it('checks scopes before the picker, so a user without the scope is not asked for a customer', () => {
    expect(guardRoute(byName('order'), { ...DEALER, scopes: [], hasSelectedCustomer: false })).toEqual({ kind: 'logout' });
  });
});
