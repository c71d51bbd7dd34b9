import Decimal from 'decimal.js';

/** Money in the credit widget: a decimal string with two decimals, computed without binary floating point. */
export type MoneyString = string;

/**
 * The derived figures of a credit account.
 * - credit exposure: what the customer owes or has committed to: open invoices (receivables) plus open delivery
 *   orders plus consignment stock;
 * - balance ("Open to Buy" on some hosts): the credit limit less the exposure; negative once the limit is exceeded.
 */
export function creditFigures(account: { creditLimit: MoneyString; openInvoice: MoneyString; openDeliveryOrder: MoneyString; consignment: MoneyString }): {
  creditExposure: MoneyString;
  balance: MoneyString;
} {
  const exposure = new Decimal(account.openInvoice).plus(account.openDeliveryOrder).plus(account.consignment);
  return { creditExposure: exposure.toFixed(2), balance: new Decimal(account.creditLimit).minus(exposure).toFixed(2) };
}
