import type { HostConfig } from '../config/host-config';
import { hostHidesNewInquiry } from '../shell/preview-pages';
import { DEFAULT_COUNTRY_CODE, email, firstFailure, maxLength, normalisePhone, notEmpty, phone, type FieldMessage, type FieldRule } from '../forms/field-rules';
import { ok, refused, type Result } from '../shared/result';
import { userError, type UserError } from '../shared/user-error';

/** What a prospect sends to become a customer (spec 002 §3 Customer inquiry). */
export interface CustomerInquiryInput {
  host: string;
  reason: string;
  goal: string;
  custName: string;
  custAddress: string;
  custState: string;
  custPostalCode: string | null;
  custCountry: string;
  custEmail: string;
  custPhone: string;
  custCity: string;
  custWeb: string | null;
}

/** The inquiry as it is stored and sent: text trimmed, the phone with its country code, blank optional fields null. */
export type CustomerInquiry = CustomerInquiryInput;

/** The longest single-line answer; reason and goal are paragraphs and may be longer. */
export const INQUIRY_LINE_MAX_LENGTH = 200;
export const INQUIRY_PARAGRAPH_MAX_LENGTH = 2000;

const line: FieldRule[] = [notEmpty, maxLength(INQUIRY_LINE_MAX_LENGTH)];
const paragraph: FieldRule[] = [notEmpty, maxLength(INQUIRY_PARAGRAPH_MAX_LENGTH)];

/** The rules of each required field, in the order the form shows them. */
const REQUIRED_FIELDS: readonly (readonly [keyof CustomerInquiryInput, readonly FieldRule[]])[] = [
  ['host', line],
  ['reason', paragraph],
  ['goal', paragraph],
  ['custName', line],
  ['custAddress', paragraph],
  ['custState', line],
  ['custCountry', line],
  ['custCity', line],
  ['custEmail', [...line, email]],
  ['custPhone', [notEmpty, phone]],
];

const OPTIONAL_FIELDS: readonly (readonly [keyof CustomerInquiryInput, readonly FieldRule[]])[] = [
  ['custPostalCode', [maxLength(20)]],
  ['custWeb', [maxLength(INQUIRY_LINE_MAX_LENGTH)]],
];

/**
 * The checks of a customer inquiry: host, reason, goal, name, address, state, country, city, e-mail and phone are
 * required (the e-mail well formed, the phone digits only, at most 17); postal code and web are optional. The
 * phone is stored with the country code (+62 unless the host names another), its leading 0 dropped.
 */
export function checkCustomerInquiry(input: CustomerInquiryInput, countryCode: string = DEFAULT_COUNTRY_CODE): Result<CustomerInquiry> {
  const errors: UserError[] = [];
  const trimmed = Object.fromEntries(
    Object.entries(input).map(([field, value]) => [field, typeof value === 'string' ? value.trim() : value]),
  ) as CustomerInquiryInput;
  const refuse = (field: string, failure: FieldMessage | null) => {
    if (failure) errors.push(userError(field, failure.key, failure.values));
  };
  for (const [field, rules] of REQUIRED_FIELDS) refuse(field, firstFailure(trimmed[field] ?? '', rules));
  for (const [field, rules] of OPTIONAL_FIELDS) refuse(field, firstFailure(trimmed[field] ?? '', rules));
  if (errors.length > 0) return refused(...errors);
  return ok({
    ...trimmed,
    custPhone: normalisePhone(trimmed.custPhone, countryCode),
    custPostalCode: trimmed.custPostalCode || null,
    custWeb: trimmed.custWeb || null,
  });
}

/**
 * How many inquiries one client address may send: a prospect sends one, perhaps corrects it once or twice; more
 * within the hour is a script. Counted per client address, with no outside service.
 */
export const INQUIRY_RATE_LIMIT = { maxPerWindow: 3, windowMs: 60 * 60 * 1000 } as const;

export type InquiryRateVerdict = { allowed: true } | { allowed: false; retryAfterMs: number };

/**
 * Whether another inquiry from a client address is accepted at `nowMs`, given the instants (epoch milliseconds) of
 * its earlier inquiries; when not, how long until the oldest of the window leaves it.
 */
export function judgeInquiryRate(earlier: readonly number[], nowMs: number, limit: { maxPerWindow: number; windowMs: number } = INQUIRY_RATE_LIMIT): InquiryRateVerdict {
  const recent = earlier.filter((at) => nowMs - at < limit.windowMs).sort((a, b) => a - b);
  if (recent.length < limit.maxPerWindow) return { allowed: true };
  const leaving = recent[recent.length - limit.maxPerWindow]!;
  return { allowed: false, retryAfterMs: Math.max(1, leaving + limit.windowMs - nowMs) };
}

/**
 * The form carries a field people never see nor reach with the keyboard; programs that fill every field fill it
 * too. An inquiry with it filled is answered as if sent, and neither stored nor mailed.
 */
export function isHoneypotFilled(value: string | null | undefined): boolean {
  return (value ?? '').trim() !== '';
}

/**
 * Whether a host takes new-customer inquiries: its configuration allows them (allowNewCustomerInquiry) and its
 * host name is not one of those that hide the inquiry.
 */
export function newCustomerInquiryOpen(
  config: Pick<HostConfig, 'allowNewCustomerInquiry' | 'newInquiryHiddenHostFragments'> & { features: readonly string[] },
  hostname: string,
): boolean {
  return config.allowNewCustomerInquiry && !hostHidesNewInquiry(config, hostname);
}
