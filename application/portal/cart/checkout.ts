import { prepareCheckout, type CheckoutDraft, type CheckoutRules } from '../../../domain/checkout/checkout-validation';
import { fieldPath } from '../../../domain/shared/user-error';
import type { CartGateway, CartQuantity, CheckoutOptions, IdGenerator, PlacedOrder, ShipmentChoice, ShipmentRate } from './ports';

/** A refused checkout field: the call's field name, a dictionary key and the values its text takes. */
export interface CheckoutMessage {
  field: string;
  key: string;
  values: Record<string, string>;
}

export type CheckoutResult = { ok: true; orders: PlacedOrder[]; replayed: boolean } | { ok: false; messages: CheckoutMessage[] };

/** What the checkout form holds. */
export type CheckoutForm = CheckoutDraft<CartQuantity, ShipmentChoice>;

/** What the service answered no order for, when the call itself failed (spec 001 §8 dictionary: failed checkout). */
export const FAILED_CHECKOUT = 'failed_checkout';

/**
 * One checkout attempt: the idempotency key is made once, when the attempt starts, and every submission of the
 * attempt carries it, so a double click, a retry after a lost answer or a second tab places one order. A
 * submission made while another is on its way answers that one's outcome instead of calling again. A refused
 * checkout places nothing, so it can be corrected and sent again under the same key.
 */
export interface CheckoutAttempt {
  readonly idempotencyKey: string;
  submit(form: CheckoutForm, rules: CheckoutRules): Promise<CheckoutResult>;
}

export type StartCheckout = () => CheckoutAttempt;

function stringValues(values: Record<string, number> | undefined): Record<string, string> {
  return Object.fromEntries(Object.entries(values ?? {}).map(([name, value]) => [name, String(value)]));
}

export function createStartCheckout(deps: { cart: CartGateway; ids: IdGenerator }): StartCheckout {
  return () => {
    const idempotencyKey = deps.ids.next();
    let pending: Promise<CheckoutResult> | null = null;

    const send = async (form: CheckoutForm, rules: CheckoutRules): Promise<CheckoutResult> => {
      const prepared = prepareCheckout(form, rules);
      if (!prepared.ok) {
        return { ok: false, messages: prepared.errors.map((error) => ({ field: error.field, key: error.message, values: stringValues(error.values) })) };
      }
      try {
        const outcome = await deps.cart.checkout(prepared.payload, idempotencyKey);
        if (outcome.ok) return { ok: true, ...outcome.value };
        return { ok: false, messages: outcome.error.map((error) => ({ field: fieldPath(error), key: error.message, values: { ...error.values } })) };
      } catch {
        return { ok: false, messages: [{ field: 'checkout', key: FAILED_CHECKOUT, values: {} }] };
      }
    };

    return {
      idempotencyKey,
      submit: (form, rules) => {
        pending ??= send(form, rules).finally(() => {
          pending = null;
        });
        return pending;
      },
    };
  };
}

/** Loads the ship-to addresses and payment options of the checkout; null when they cannot be loaded. */
export type LoadCheckoutOptions = () => Promise<CheckoutOptions | null>;

export function createLoadCheckoutOptions(deps: { cart: CartGateway }): LoadCheckoutOptions {
  return async () => {
    try {
      return await deps.cart.checkoutOptions();
    } catch {
      return null;
    }
  };
}

/** The shipments each sales organisation offers for the cart's quantities, grouped by sales organisation. */
export type LoadShipmentRates = (quantities: readonly CartQuantity[]) => Promise<ShipmentRate[] | null>;

export function createLoadShipmentRates(deps: { cart: CartGateway }): LoadShipmentRates {
  return async (quantities) => {
    if (quantities.length === 0) return [];
    try {
      return await deps.cart.shipmentRates(quantities);
    } catch {
      return null;
    }
  };
}
