import { isCalendarDay, type CalendarDay } from '../dates/calendar-day';
import { email, firstFailure, maxLength, notEmpty, phone } from '../forms/field-rules';
import { ok, refused, type Result } from '../shared/result';
import { userError, type UserError } from '../shared/user-error';

/**
 * Frame registration (spec 002 §3, §5): when a dealer sells a bike it reports the frame number, the day of the sale
 * and the buyer, so the brand can honour the warranty. A frame can be reported once, only by the dealer the brand
 * delivered it to, and only when it is a frame of a brand that dealer sells.
 */

/** The longest frame number a frame carries (frames are stamped with at most 30 characters). */
export const FRAME_NUMBER_MAX_LENGTH = 30;
/** The longest consumer name, address, city or dealer name. */
export const FRAME_FIELD_MAX_LENGTH = 100;

/** The refusals of spec 002 §5, as dictionary keys. */
export const FRAME_REFUSALS = ['frame_number_too_long', 'frame_not_found', 'frame_other_brand', 'frame_already_reported'] as const;
export type FrameRefusal = (typeof FRAME_REFUSALS)[number];

/** What the brand knows of a frame it delivered. */
export interface DeliveredFrame {
  frameNumber: string;
  brand: string;
  /** The customer the brand delivered it to. */
  customerId: string;
  /** Whether a sale of it is already reported. */
  registered: boolean;
}

/** The buyer a dealer reports; empty when `useAccountData` takes the dealer's own data (a non-retail sale). */
export interface FrameConsumer {
  name: string;
  phone: string;
  address: string;
  city: string;
  email: string;
}

/** A sale as the dealer reports it. */
export interface FrameRegistrationDraft {
  frameNumber: string;
  soldDate: CalendarDay;
  consumer: FrameConsumer;
  dealerName: string;
  /** Sold to a business (a rental fleet, a company), not to a consumer. */
  nonRetail: boolean;
  /** The dealer's own account data stands for the consumer's. */
  useAccountData: boolean;
}

/** Frame numbers are compared without surrounding blanks and without case: stamps are read off the frame by eye. */
export function normaliseFrameNumber(frameNumber: string): string {
  return frameNumber.trim().toUpperCase();
}

/**
 * Whether `customerId` may report a sale of `frame` (undefined when the brand knows no such frame): the first refusal
 * in the order a dealer can act on it. Another dealer's frame is `frame_not_found`, so no dealer learns of another's
 * stock. `brands` are the brands the dealer sells.
 */
export function frameRegistrationRefusal(frameNumber: string, frame: DeliveredFrame | undefined, customerId: string, brands: readonly string[]): FrameRefusal | null {
  if (normaliseFrameNumber(frameNumber).length > FRAME_NUMBER_MAX_LENGTH) return 'frame_number_too_long';
  if (!frame || frame.customerId !== customerId) return 'frame_not_found';
  if (!brands.includes(frame.brand)) return 'frame_other_brand';
  if (frame.registered) return 'frame_already_reported';
  return null;
}

/**
 * Checks the reported sale's own fields and answers it trimmed: a frame number, a sold day that is a real day and
 * not after `today`, and, unless the dealer's account data stands in, the consumer's name, phone (digits, at most 17),
 * address and city; the e-mail is optional but must be one.
 */
export function checkFrameRegistrationDraft(draft: FrameRegistrationDraft, today: CalendarDay): Result<FrameRegistrationDraft> {
  const errors: UserError[] = [];
  const frameNumber = normaliseFrameNumber(draft.frameNumber);
  const frameFailure = firstFailure(frameNumber, [notEmpty]);
  if (frameFailure) errors.push(userError('frameNumber', frameFailure.key));
  else if (frameNumber.length > FRAME_NUMBER_MAX_LENGTH) errors.push(userError('frameNumber', 'frame_number_too_long', { max: FRAME_NUMBER_MAX_LENGTH }));
  if (!isCalendarDay(draft.soldDate)) errors.push(userError('soldDate', 'required'));
  else if (draft.soldDate > today) errors.push(userError('soldDate', 'frame_sold_date_future'));
  const consumer = {
    name: draft.consumer.name.trim(),
    phone: draft.consumer.phone.trim(),
    address: draft.consumer.address.trim(),
    city: draft.consumer.city.trim(),
    email: draft.consumer.email.trim(),
  };
  if (!draft.useAccountData) {
    for (const field of ['name', 'address', 'city'] as const) {
      const failure = firstFailure(consumer[field], [notEmpty, maxLength(FRAME_FIELD_MAX_LENGTH)]);
      if (failure) errors.push(userError(['consumer', field], failure.key, failure.values));
    }
    const phoneFailure = firstFailure(consumer.phone, [notEmpty, phone]);
    if (phoneFailure) errors.push(userError(['consumer', 'phone'], phoneFailure.key, phoneFailure.values));
  }
  const emailFailure = email(consumer.email);
  if (emailFailure) errors.push(userError(['consumer', 'email'], emailFailure.key));
  const dealerName = draft.dealerName.trim();
  const dealerFailure = maxLength(FRAME_FIELD_MAX_LENGTH)(dealerName);
  if (dealerFailure) errors.push(userError('dealerName', dealerFailure.key, dealerFailure.values));
  if (errors.length > 0) return refused(...errors);
  return ok({ ...draft, frameNumber, consumer, dealerName });
}

/**
 * The dealer's own account data stands for the buyer only of a bike on the dealer's account: one the brand's
 * account bike data (the upload area's `account_bikes` album) lists for that dealer. Otherwise the sale needs its
 * buyer.
 */
export function accountDataRefusal(useAccountData: boolean, onDealerAccount: boolean): 'frame_not_account_bike' | null {
  return useAccountData && !onDealerAccount ? 'frame_not_account_bike' : null;
}

/**
 * The per-frame message a lookup shows (spec 002 §8: codes not shown): why the dealer cannot report it, or
 * `frame_can_be_reported`.
 */
export function frameLookupMessage(frameNumber: string, frame: DeliveredFrame | undefined, customerId: string, brands: readonly string[]): FrameRefusal | 'frame_can_be_reported' {
  return frameRegistrationRefusal(frameNumber, frame, customerId, brands) ?? 'frame_can_be_reported';
}
