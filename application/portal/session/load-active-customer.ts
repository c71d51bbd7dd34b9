import type { ActiveCustomer, SessionGateway } from './ports';

/** Loads the customer the session acts for, so the portal can name it; null when it acts for none. */
export type LoadActiveCustomer = () => Promise<ActiveCustomer | null>;

export function createLoadActiveCustomer(deps: { gateway: SessionGateway }): LoadActiveCustomer {
  return () => deps.gateway.activeCustomer();
}
