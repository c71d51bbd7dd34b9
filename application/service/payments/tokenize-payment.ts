import { achEntryErrors, cardEntryErrors, digitsOf, instrumentKindOf, type AchEntry, type CardEntry } from '../../../domain/payments/payment-instrument';
import type { Principal } from '../auth/ports';
import { resolveActiveCustomer, type ActiveCustomerRepository } from '../customers/active-customer';
import type { InvoicesSettings } from '../invoices/ports';
import type { Clock } from '../shared/ports';
import { refused, type Result } from '../../../domain/shared/result';
import { userError } from '../../../domain/shared/user-error';
import type { PaymentGateway, PaymentMethodRepository, TokenizedInstrument } from './ports';

/** The card or bank fields the payment screen sends to be tokenised. */
export type InstrumentEntry = Partial<CardEntry & AchEntry>;

/**
 * Exchanges the card or bank account a dealer entered for the gateway's token (tokenizePayment). The fields are
 * checked first (Luhn, brand, expiry, security code; ACH account type, account and routing number) and go only
 * to the gateway: the service writes none of them anywhere. The token, brand and last four digits come back; a
 * payment request is then made with the token, and saved with it when the dealer asks.
 */
export async function tokenizePayment(
  deps: { activeCustomers: ActiveCustomerRepository; paymentMethods: PaymentMethodRepository; paymentGateway: PaymentGateway; invoicesSettings: InvoicesSettings; clock: Clock },
  principal: Principal,
  request: { paymentId: string; paymentInformation: InstrumentEntry },
): Promise<Result<TokenizedInstrument>> {
  const customer = await resolveActiveCustomer(deps, principal);
  if (!customer.ok) return refused(userError(['custCode'], customer.error));
  const merchant = await deps.paymentMethods.merchant(request.paymentId);
  if (!merchant) return refused(userError(['paymentId'], 'unknown_payment_method'));
  const kind = instrumentKindOf(merchant.methodType);
  if (kind === null) return refused(userError(['paymentId'], 'payment_method_takes_no_instrument'));
  const entry = request.paymentInformation;
  if (kind === 'card') {
    const errors = cardEntryErrors(entry as CardEntry, deps.invoicesSettings.today(customer.value.sorg, deps.clock.now()));
    if (errors.length > 0) return refused(...errors.map((error) => userError(['paymentInformation', error.field], error.message)));
    const outcome = await deps.paymentGateway.tokenize({
      kind: 'card',
      number: digitsOf(entry.creditCardNumber),
      brand: entry.creditCardType!.trim(),
      expiryMonth: entry.expiredMonth!,
      expiryYear: entry.expiredYear!,
      securityCode: entry.securityCode!.trim(),
    });
    return outcome.ok ? outcome : refused(userError(['paymentInformation', 'creditCardNumber'], outcome.error));
  }
  const errors = achEntryErrors(entry as AchEntry);
  if (errors.length > 0) return refused(...errors.map((error) => userError(['paymentInformation', error.field], error.message)));
  const outcome = await deps.paymentGateway.tokenize({
    kind: 'ach',
    accountType: entry.accountType!.trim(),
    accountNumber: digitsOf(entry.accountNumber),
    routingNumber: digitsOf(entry.routingNumber),
  });
  return outcome.ok ? outcome : refused(userError(['paymentInformation', 'accountNumber'], outcome.error));
}
