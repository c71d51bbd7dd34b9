import { meetsScopeRequirement, type Scope } from '../access/scopes';
import { needsSelectedCustomer, type RouteMeta } from './routes';

export interface GuardFacts {
  signedIn: boolean;
  scopes: readonly Scope[];
  limitation: string | null;
  hasSelectedCustomer: boolean;
  claimAllowPAA: boolean;
}

/**
 * What opening a route leads to: the page itself; the sign-in page for visitors; a logout when the user lacks
 * the route's scopes (spec 000 §6: any failure logs out to /login); another page where a configuration closes
 * it; or the page behind a customer picker that cannot be closed until a customer is chosen.
 */
export type RouteVerdict =
  | { kind: 'open' }
  | { kind: 'sign-in' }
  | { kind: 'logout' }
  | { kind: 'redirect'; to: string }
  | { kind: 'pick-customer' };

export function guardRoute(route: RouteMeta, facts: GuardFacts): RouteVerdict {
  if (route.scopes === 'public') return { kind: 'open' };
  if (!facts.signedIn) return { kind: 'sign-in' };
  if (!meetsScopeRequirement(facts.scopes, route.scopes)) return { kind: 'logout' };
  if (route.name === 'claim-create-paa' && !facts.claimAllowPAA) return { kind: 'redirect', to: '/claim' };
  if (needsSelectedCustomer(route, facts.limitation) && !facts.hasSelectedCustomer) return { kind: 'pick-customer' };
  return { kind: 'open' };
}
