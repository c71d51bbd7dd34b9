import {
  accountDataRefusal,
  checkFrameRegistrationDraft,
  frameLookupMessage,
  frameRegistrationRefusal,
  normaliseFrameNumber,
  type FrameRefusal,
  type FrameRegistrationDraft,
} from '../../../domain/frames/registration';
import { registrationDeletable, RETAIL_SALE_STATUSES } from '../../../domain/retail-sales/retail-sale-status';
import { err, ok, refused, type Result } from '../../../domain/shared/result';
import { userError } from '../../../domain/shared/user-error';
import type { Principal } from '../auth/ports';
import { resolveActiveCustomer, type ActiveCustomerError, type ActiveCustomerRepository } from '../customers/active-customer';
import type { City, CustomerInquiryRepository } from '../customer-inquiry/ports';
import type { InvoicesSettings } from '../invoices/ports';
import type { Clock } from '../shared/ports';
import type { FramesRepository, KnownFrame } from './ports';

export interface FramesDeps {
  activeCustomers: ActiveCustomerRepository;
  frames: FramesRepository;
  invoicesSettings: Pick<InvoicesSettings, 'today'>;
  clock: Clock;
}

/** The most frame numbers one lookup takes. */
export const FRAME_LOOKUP_MAX = 50;

/** A looked-up frame: what the dealer may do with it, and its model where the dealer may see it. */
export interface FrameLookup {
  frameNumber: string;
  message: FrameRefusal | 'frame_can_be_reported';
  frame: KnownFrame | null;
}

/**
 * Looks frames up for the customer the session acts for (framesV4): each with its per-frame message (spec 002 §8);
 * the model only of the customer's own frames, so another dealer's stock stays unknown.
 */
export async function lookUpFrames(
  deps: FramesDeps,
  principal: Principal,
  frameNumbers: readonly string[],
): Promise<Result<FrameLookup[], ActiveCustomerError | 'invalid_paging'>> {
  // More frames than one lookup takes is a page too long.
  if (frameNumbers.length > FRAME_LOOKUP_MAX) return err('invalid_paging');
  const customer = await resolveActiveCustomer(deps, principal);
  if (!customer.ok) return customer;
  const brands = await deps.frames.registrableBrands(customer.value.sorgs);
  const lookups = await Promise.all(
    frameNumbers.map(async (typed) => {
      const frameNumber = normaliseFrameNumber(typed);
      const found = frameNumber.length > 0 ? await deps.frames.frame(frameNumber) : undefined;
      const message = frameLookupMessage(frameNumber, found, customer.value.customerId, brands);
      return { frameNumber, message, frame: found && found.customerId === customer.value.customerId ? found : null };
    }),
  );
  return ok(lookups);
}

/**
 * Registers the sale of a frame for the customer the session acts for: the sale's fields are checked, then the frame
 * (not found, another brand, already reported; spec 002 §5), and the dealer's account data stands for the buyer only
 * of a bike on the dealer's account. The registration starts as a pending insert.
 */
export async function registerFrame(deps: FramesDeps, principal: Principal, draft: FrameRegistrationDraft): Promise<Result<{ id: string; frameNumber: string }>> {
  const customer = await resolveActiveCustomer(deps, principal);
  if (!customer.ok) return refused(userError('', customer.error));
  const at = deps.clock.now();
  const checked = checkFrameRegistrationDraft(draft, deps.invoicesSettings.today(customer.value.sorg, at));
  if (!checked.ok) return checked;
  const frameNumber = checked.value.frameNumber;
  const [found, brands] = await Promise.all([deps.frames.frame(frameNumber), deps.frames.registrableBrands(customer.value.sorgs)]);
  const refusal = frameRegistrationRefusal(frameNumber, found, customer.value.customerId, brands);
  if (refusal) return refused(userError('frameNumber', refusal));
  const onAccount = checked.value.useAccountData && (await deps.frames.onDealerAccount(customer.value.customerId, frameNumber));
  const accountRefusal = accountDataRefusal(checked.value.useAccountData, onAccount);
  if (accountRefusal) return refused(userError('useAccountData', accountRefusal));
  const stored = await deps.frames.register({ ...checked.value, customerId: customer.value.customerId, registeredByUserId: principal.userId, status: 'pending_insert', at });
  // Two reports of one frame at once: the database lets one through, the other hears the same refusal as later ones.
  if (stored === 'already_registered') return refused(userError('frameNumber', 'frame_already_reported'));
  return ok({ id: stored.id, frameNumber });
}

/** Withdraws the customer's registration of a frame of a brand (deleteFrame(frameNumber, type)); refused while the brand is processing it. */
export async function deleteFrameRegistration(deps: FramesDeps, principal: Principal, frameNumber: string, brand: string): Promise<Result<{ frameNumber: string }>> {
  const customer = await resolveActiveCustomer(deps, principal);
  if (!customer.ok) return refused(userError('', customer.error));
  const normalised = normaliseFrameNumber(frameNumber);
  const deletable = RETAIL_SALE_STATUSES.filter(registrationDeletable);
  if (await deps.frames.deleteRegistration(customer.value.customerId, normalised, brand.trim(), deletable)) return ok({ frameNumber: normalised });
  return refused(userError('frameNumber', 'frame_registration_not_deletable'));
}

/** The brands whose frames the customer the session acts for registers on the portal. */
export async function registrableBrands(deps: FramesDeps, principal: Principal): Promise<Result<string[], ActiveCustomerError>> {
  const customer = await resolveActiveCustomer(deps, principal);
  if (!customer.ok) return customer;
  return ok(await deps.frames.registrableBrands(customer.value.sorgs));
}

/** The cities of the countries (spec 002 §7 cities(countries)), for the consumer's city. */
export async function frameCities(deps: { customerInquiries: Pick<CustomerInquiryRepository, 'cities'> }, countryIds: readonly string[]): Promise<City[]> {
  const perCountry = await Promise.all([...new Set(countryIds.map((id) => id.trim()))].slice(0, 10).map((id) => deps.customerInquiries.cities(id)));
  return perCountry.flat();
}
