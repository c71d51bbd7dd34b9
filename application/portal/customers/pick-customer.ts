import { isCatalogueRoute, type RouteMeta } from '../../../domain/navigation/routes';
import type { CustomerCode } from '../../../domain/session/session-user';
import { err, ok, type Result } from '../../../domain/shared/result';
import type { TokenStore } from '../session/ports';
import type { ChangeCustomerRefusal, CustomerGateway } from './ports';

/** Where the portal goes once the session acts for the picked customer. */
export type AfterPick = { next: 'reload' } | { next: 'open'; path: string };

/** The page catalogue pages send to after a pick: what they showed belonged to the customer before. */
export const CATALOGUE_AFTER_PICK = '/catalog';

/**
 * Switches the session to a picked customer (spec 000 §2.8): asks the service for a token that carries the customer,
 * keeps it, and says where to go: the catalogue when picked on a catalogue page, else a reload of the page.
 * Any failure is the dictionary's failed_change_customer, and the token stays as it was.
 */
export type PickCustomer = (code: Pick<CustomerCode, 'r3' | 'isr'>, pickedOn: RouteMeta) => Promise<Result<AfterPick, ChangeCustomerRefusal>>;

export function createPickCustomer(deps: { customers: CustomerGateway; tokens: TokenStore }): PickCustomer {
  return async (code, pickedOn) => {
    let changed;
    try {
      changed = await deps.customers.changeCustomer({ r3: code.r3, isr: code.isr });
    } catch {
      return err('failed_change_customer');
    }
    if (!changed.ok) return err(changed.error);
    deps.tokens.write(changed.value);
    return ok(isCatalogueRoute(pickedOn) ? { next: 'open', path: CATALOGUE_AFTER_PICK } : { next: 'reload' });
  };
}
