/** The credit account of one company of the customer the session acts for; amounts are decimal strings. */
export interface CreditAccount {
  companyCode: string;
  companyName: string;
  /** ISO code of the currency the amounts are in. */
  currency: string;
  creditLimit: string;
  /** Credit limit less exposure ("Open to Buy" on some hosts). */
  balance: string;
  /** Open receivables. */
  openInvoice: string;
  openDeliveryOrder: string;
  consignment: string;
  /** The service's block reason, if the account is blocked. */
  reasonBlocked: string | null;
}

/** What the portal asks the service about the credit of the customer the session acts for (creditInformation). */
export interface CreditGateway {
  creditInformation(): Promise<CreditAccount[]>;
}
