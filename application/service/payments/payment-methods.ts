import { isImmediatePayment } from '../../../domain/payments/discounts';
import { methodAvailableIn } from '../../../domain/payments/payment-instrument';
import { PAYMENT_STATUS_DESCRIPTIONS, PAYMENT_STATUSES, type PaymentStatus } from '../../../domain/payments/payment-status';
import { err, ok, type Result } from '../../../domain/shared/result';
import type { Principal } from '../auth/ports';
import { resolveActiveCustomer, type ActiveCustomerError, type ActiveCustomerRepository } from '../customers/active-customer';
import type { PaymentMethodRecord, PaymentMethodRepository, SavedPaymentRecord, SavedPaymentRepository } from './ports';

export interface PaymentMethodView extends PaymentMethodRecord {
  /** ACH and Credit Card methods pay at once; the others are paid later by the dealer. */
  immediate: boolean;
}

/**
 * The payment methods with their merchants (payments) of a sales organisation, or of those the customer the session
 * acts for buys in. Methods are the brand's configuration, not the customer's data, so any sales organisation may
 * be asked for: the invoices of one company can be in another sales organisation than the customer's areas.
 */
export async function paymentMethods(
  deps: { activeCustomers: ActiveCustomerRepository; paymentMethods: PaymentMethodRepository },
  principal: Principal,
  request: { sorg?: string | null; module?: string | null },
): Promise<Result<PaymentMethodView[], ActiveCustomerError>> {
  const customer = await resolveActiveCustomer(deps, principal);
  if (!customer.ok) return customer.error === 'customer_required' ? ok([]) : customer;
  const asked = request.sorg?.trim();
  const module = request.module?.trim() || 'invoice';
  const methods = await deps.paymentMethods.methods(asked ? [asked] : customer.value.sorgs, module);
  return ok(methods.filter((method) => methodAvailableIn(module, method.type)).map((method) => ({ ...method, immediate: isImmediatePayment(method.type) })));
}

/** The payment statuses the request list filters by (paymentStatuses), in the order of the state machine. */
export function paymentStatuses(): { id: PaymentStatus; description: string }[] {
  return PAYMENT_STATUSES.map((status) => ({ id: status, description: PAYMENT_STATUS_DESCRIPTIONS[status] }));
}

/** The signed-in user's saved instruments for the customer the session acts for (savedPayments). */
export async function savedPayments(
  deps: { activeCustomers: ActiveCustomerRepository; savedPayments: SavedPaymentRepository },
  principal: Principal,
  request: { companies?: readonly string[] | null },
): Promise<Result<SavedPaymentRecord[], ActiveCustomerError>> {
  const customer = await resolveActiveCustomer(deps, principal);
  if (!customer.ok) return customer.error === 'customer_required' ? ok([]) : customer;
  const companies = (request.companies ?? []).map((code) => code.trim()).filter(Boolean);
  return ok(await deps.savedPayments.list(principal.userId, customer.value.customerId, companies.length > 0 ? companies : null));
}

/** Deletes one of the user's saved instruments (deleteUserPayment); another user's is never touched. */
export async function deleteSavedPayment(
  deps: { activeCustomers: ActiveCustomerRepository; savedPayments: SavedPaymentRepository },
  principal: Principal,
  id: string,
): Promise<Result<true, ActiveCustomerError | 'unknown_saved_payment'>> {
  const customer = await resolveActiveCustomer(deps, principal);
  if (!customer.ok) return customer;
  return (await deps.savedPayments.remove(id, principal.userId, customer.value.customerId)) ? ok(true) : err('unknown_saved_payment');
}
