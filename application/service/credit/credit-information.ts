import { err, ok, type Result } from '../../../domain/shared/result';
import type { Principal } from '../auth/ports';
import { creditFigures, type MoneyString } from './credit-figures';
import type { CompanyView, CreditAccount, CreditAccountRepository } from './ports';

export type CreditAccessError = 'customer_not_active';

export interface CompanyCreditInformation extends Omit<CreditAccount, 'openDeliveryOrder'> {
  custCode: string;
  openDo: MoneyString;
  creditExposure: MoneyString;
  balance: MoneyString;
}

/**
 * The customer whose credit a request may read: only the one the session acts for (the token's
 * salesActiveCustCode). Naming another customer is refused; a session acting for nobody reads nothing.
 */
export function creditCustomerOf(principal: Principal, requested: string | null | undefined): Result<string | null, CreditAccessError> {
  const active = principal.activeCustomerCode;
  const asked = requested?.trim() || null;
  if (asked !== null && asked !== active) return err('customer_not_active');
  return ok(active);
}

/** The credit information of each company of the session's customer, with exposure and balance derived. */
export async function creditInformation(
  deps: { credit: CreditAccountRepository },
  principal: Principal,
  request: { custCode?: string | null },
): Promise<Result<CompanyCreditInformation[], CreditAccessError>> {
  const customer = creditCustomerOf(principal, request.custCode);
  if (!customer.ok) return customer;
  if (customer.value === null) return ok([]);
  const custCode = customer.value;
  const accounts = await deps.credit.accountsOf(custCode);
  return ok(
    accounts.map(({ openDeliveryOrder, ...account }) => ({
      ...account,
      custCode,
      openDo: openDeliveryOrder,
      ...creditFigures({ ...account, openDeliveryOrder }),
    })),
  );
}

/** The companies of the session's customer. */
export async function customerCompanies(
  deps: { credit: CreditAccountRepository },
  principal: Principal,
  request: { custCode?: string | null },
): Promise<Result<CompanyView[], CreditAccessError>> {
  const customer = creditCustomerOf(principal, request.custCode);
  if (!customer.ok) return customer;
  return ok(customer.value === null ? [] : await deps.credit.companiesOf(customer.value));
}
