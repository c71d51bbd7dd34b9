import { err, ok, type Result } from '../result';
import type { CreditAccount, CreditGateway } from './ports';

/** The dictionary's text for credit information that is missing or could not be loaded (spec 000 §8). */
export const NO_CREDIT_INFORMATION = 'No data found for credit information.';

/**
 * Loads the credit accounts of the customer the session acts for, one per company, in the service's order; the
 * first is the one the chip shows until another is chosen. None, or a failed call, is "no credit information".
 */
export type LoadCredit = () => Promise<Result<CreditAccount[], typeof NO_CREDIT_INFORMATION>>;

export function createLoadCredit(deps: { credit: CreditGateway }): LoadCredit {
  return async () => {
    try {
      const accounts = await deps.credit.creditInformation();
      return accounts.length > 0 ? ok(accounts) : err(NO_CREDIT_INFORMATION);
    } catch {
      return err(NO_CREDIT_INFORMATION);
    }
  };
}
