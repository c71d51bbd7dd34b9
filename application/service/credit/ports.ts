import type { BlockedReason } from '../../../domain/credit/credit-display';

/** A customer company: the legal company a customer buys through. */
export interface CompanyView {
  code: string;
  name: string;
}

/**
 * One company's credit account as the ERP reports it. Amounts are decimal strings with two decimals, in the
 * account's currency.
 */
export interface CreditAccount {
  company: CompanyView;
  currency: string;
  creditControl: string | null;
  creditLimit: string;
  openInvoice: string;
  openDeliveryOrder: string;
  consignment: string;
  reasonBlocked: BlockedReason | null;
}

export interface CreditAccountRepository {
  /** The companies of the customer with this r3 code, in company-code order. */
  companiesOf(customerCode: string): Promise<CompanyView[]>;
  /** The credit accounts of the customer's companies that have one, in company-code order. */
  accountsOf(customerCode: string): Promise<CreditAccount[]>;
}
