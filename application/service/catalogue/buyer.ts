import { actableCustomerIds } from '../../../domain/access/customer-access';
import { err, ok, type Result } from '../../../domain/shared/result';
import type { Principal } from '../auth/ports';
import type { BuyerRepository } from './article-ports';

/** The customer a session buys for: always the token's active customer, never one named by the client. */
export interface Buyer {
  userId: string;
  customerId: string;
  r3: string;
  sorgs: string[];
}

export type BuyerError = 'customer_required' | 'customer_no_longer_belongs';

/**
 * The customer the session acts for, checked again against the user's access: a dealer buys only for its own
 * customer, a sales user only for one assigned to it under menu.change-cust. A token issued before an assignment
 * was withdrawn therefore stops buying at once ('customer_no_longer_belongs'). A session acting for nobody gets
 * 'customer_required'.
 */
export async function resolveBuyer(deps: { buyers: BuyerRepository }, principal: Principal): Promise<Result<Buyer, BuyerError>> {
  const r3 = principal.activeCustomerCode;
  if (!r3) return err('customer_required');
  const facts = await deps.buyers.buyerFacts(principal.userId, r3);
  if (!facts) return err('customer_no_longer_belongs');
  const actable = actableCustomerIds({
    scopes: principal.scopes,
    ownCustomerId: principal.ownCustomerId,
    assignedCustomerIds: facts.assignedToUser ? [facts.customerId] : [],
  });
  if (!actable.includes(facts.customerId)) return err('customer_no_longer_belongs');
  return ok({ userId: principal.userId, customerId: facts.customerId, r3: facts.r3, sorgs: facts.sorgs });
}

/**
 * Who a catalogue read is for: the buyer, whose sales organisations and prices it sees, or, for a session acting
 * for no customer, the sales organisations of the user's areas without prices.
 */
export type CatalogueAudience = { sorgs: string[]; buyer: Buyer | null };

export async function catalogueAudience(
  deps: { buyers: BuyerRepository },
  principal: Principal,
): Promise<Result<CatalogueAudience, 'customer_no_longer_belongs'>> {
  const buyer = await resolveBuyer(deps, principal);
  if (buyer.ok) return ok({ sorgs: buyer.value.sorgs, buyer: buyer.value });
  if (buyer.error === 'customer_no_longer_belongs') return err(buyer.error);
  return ok({ sorgs: await deps.buyers.userAreaSorgs(principal.userId), buyer: null });
}
