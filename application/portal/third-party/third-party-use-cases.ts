import { isCheckoutQuantity, isIsoDate, NOTES_MAX_LENGTH } from '../../../domain/checkout/checkout-validation';
import { isCartQuantity } from '../../../domain/cart/cart-lines';
import { money, toDecimalString } from '../../../domain/money/money';
import { priceCart } from '../../../domain/pricing/cart-totals';
import { err, type Result } from '../../../domain/shared/result';
import { userError, type UserError } from '../../../domain/shared/user-error';
import { moveThirdPartyItemStatus, type ThirdPartyItemStatus } from '../../../domain/third-party/order-item-status';
import { MAX_SHEET_BYTES } from '../../../domain/third-party/upload-rows';
import type { IdGenerator } from '../cart/ports';
import type { Clock } from '../shell/ports';
import type { SheetUploadAnswer, ThirdPartyCheckoutOutcome, ThirdPartyGateway, ThirdPartyOrderItem, ThirdPartyProductError, ThirdPartySheetKind } from './ports';

export interface ThirdPartyPorts {
  thirdParty: ThirdPartyGateway;
  clock: Clock;
  ids: IdGenerator;
}

/** A line of a vendor's cart: the article, its quantity in sales units and the price per sales unit the dealer saw. */
export interface ThirdPartyCartLine {
  /** The vendor's sales organisation, whose currency the price is in. */
  sorg: string;
  articleCode: string;
  name: string;
  qty: number;
  price: string;
  currency: string;
  salesUnit: string;
}

export interface ThirdPartyCheckoutForm {
  reqDeliveryDate: string;
  notes: string;
  /** The key of this cart's checkout: the same for a retry of the same cart, so it never orders twice. */
  idempotencyKey: string;
}

/** The refusal of a third-party checkout: the form's or request's refused inputs and the lines the vendor cannot serve as seen. */
export interface ThirdPartyCheckoutRefusal {
  userErrors: UserError[];
  productErrors: ThirdPartyProductError[];
}

/** The dictionary key of a change the service did not answer. */
export const THIRD_PARTY_FAILED = { checkout: 'failed_checkout', status: 'failed_update_status', upload: 'failed_upload_third_party' } as const;

export interface ThirdPartyUseCases {
  /** A new idempotency key for a cart's checkout. */
  newThirdPartyCheckoutKey: () => string;
  /** Orders a vendor's cart once the form and the lines pass the checkout rules (quantity at least 1, a valid and not past date, notes length). */
  checkoutThirdParty: (vendorId: string, lines: readonly ThirdPartyCartLine[], form: ThirdPartyCheckoutForm) => Promise<ThirdPartyCheckoutOutcome>;
  /** Moves an item along the status workflow, when the domain allows the step. */
  moveThirdPartyItem: (orderNo: string, item: ThirdPartyOrderItem, status: ThirdPartyItemStatus) => Promise<Result<ThirdPartyItemStatus, string>>;
  /** Uploads a stock or product sheet: an .xlsx file within the size limit. */
  uploadThirdPartySheet: (kind: ThirdPartySheetKind, file: File) => Promise<Result<SheetUploadAnswer, string>>;
}

function checkoutErrors(lines: readonly ThirdPartyCartLine[], form: ThirdPartyCheckoutForm, today: string): UserError[] {
  const errors: UserError[] = [];
  if (lines.length === 0) errors.push(userError('products', 'required'));
  lines.forEach((line, index) => {
    if (!isCheckoutQuantity(line.qty)) errors.push(userError(`products.${index}.qty`, 'quantity_min'));
  });
  const date = form.reqDeliveryDate.trim();
  if (date !== '' && !isIsoDate(date)) errors.push(userError('reqDeliveryDate', 'valid_date'));
  else if (date !== '' && date < today) errors.push(userError('reqDeliveryDate', 'delivery_date_in_past'));
  if (form.notes.trim().length > NOTES_MAX_LENGTH) errors.push(userError('notes', 'notes_max_length'));
  return errors;
}

export function createThirdPartyUseCases(ports: ThirdPartyPorts): ThirdPartyUseCases {
  return {
    newThirdPartyCheckoutKey: () => ports.ids.next(),
    checkoutThirdParty: async (vendorId, lines, form) => {
      const errors = checkoutErrors(lines, form, new Date(ports.clock.now()).toISOString().slice(0, 10));
      if (errors.length > 0) return err({ userErrors: errors, productErrors: [] });
      try {
        return await ports.thirdParty.checkout({
          vendorId,
          products: lines.map((line) => ({ articleCode: line.articleCode, qty: line.qty, price: line.price })),
          reqDeliveryDate: form.reqDeliveryDate.trim() || null,
          notes: form.notes.trim() || null,
          idempotencyKey: form.idempotencyKey,
        });
      } catch {
        return err({ userErrors: [userError('', THIRD_PARTY_FAILED.checkout)], productErrors: [] });
      }
    },
    moveThirdPartyItem: async (orderNo, item, status) => {
      const move = moveThirdPartyItemStatus(item.status, status);
      if (!move.ok) return err(move.error);
      try {
        const moved = await ports.thirdParty.updateItemStatus(orderNo, item.articleCode, status);
        return moved.ok ? moved : err(moved.error[0]?.message ?? THIRD_PARTY_FAILED.status);
      } catch {
        return err(THIRD_PARTY_FAILED.status);
      }
    },
    uploadThirdPartySheet: async (kind, file) => {
      if (!file.name.toLowerCase().endsWith('.xlsx')) return err('third_party_sheet_not_xlsx');
      if (file.size === 0) return err('third_party_sheet_empty');
      if (file.size > MAX_SHEET_BYTES) return err('third_party_sheet_too_large');
      try {
        const answer = await ports.thirdParty.uploadSheet(kind, file);
        return answer.ok ? answer : err(answer.error[0]?.message ?? THIRD_PARTY_FAILED.upload);
      } catch {
        return err(THIRD_PARTY_FAILED.upload);
      }
    },
  };
}

/**
 * A vendor's cart priced with the main cart's pricing (domain/pricing): each line's subtotal and the cart's total, exact,
 * for the portal to show in the host's currency format. Lines whose quantity is not a cart quantity count as none.
 */
export function priceVendorCart(lines: readonly ThirdPartyCartLine[]): { subtotals: string[]; total: string } {
  const priced = priceCart(
    lines.map((line) => ({ sorg: line.sorg, quantity: isCartQuantity(line.qty) ? line.qty : 0, terms: { dealer: money(line.price, line.currency), discount: null, tiers: [] } })),
    {},
  );
  return { subtotals: priced.lines.map((line) => toDecimalString(line.net)), total: priced.totals.byCurrency[0] ? toDecimalString(priced.totals.byCurrency[0].total) : '0' };
}
