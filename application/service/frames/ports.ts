import type { DeliveredFrame, FrameRegistrationDraft } from '../../../domain/frames/registration';
import type { RetailSaleStatus } from '../../../domain/retail-sales/retail-sale-status';

/** A frame the brand delivered, with its model. */
export interface KnownFrame extends DeliveredFrame {
  articleCode: string;
  articleName: string;
  oldCode: string | null;
}

/** A registration to store: the checked draft, whose frame it is and who reported it. */
export interface NewRegistration extends FrameRegistrationDraft {
  customerId: string;
  registeredByUserId: string;
  status: RetailSaleStatus;
  at: Date;
}

export interface FramesRepository {
  /** The frame with this (normalised) number, or undefined when the brand knows none. */
  frame(frameNumber: string): Promise<KnownFrame | undefined>;
  /** The brands whose frames dealers of these sales organisations register on the portal. */
  registrableBrands(sorgs: readonly string[]): Promise<string[]>;
  /** Whether the brand's account bike data lists the frame on the customer's own account. */
  onDealerAccount(customerId: string, frameNumber: string): Promise<boolean>;
  /** Stores the registration and answers its id, or `already_registered` when the frame has one (checked by the database). */
  register(registration: NewRegistration): Promise<{ id: string } | 'already_registered'>;
  /**
   * Removes the customer's registration of the frame, of the brand, while its status is one of `deletable`;
   * answers whether one was removed.
   */
  deleteRegistration(customerId: string, frameNumber: string, brand: string, deletable: readonly RetailSaleStatus[]): Promise<boolean>;
}
