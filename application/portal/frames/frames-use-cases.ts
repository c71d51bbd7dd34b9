import type { CalendarDay } from '../../../domain/dates/calendar-day';
import { checkFrameRegistrationDraft, type FrameRegistrationDraft } from '../../../domain/frames/registration';
import { registrationDeletable } from '../../../domain/retail-sales/retail-sale-status';
import { refused, type Result } from '../../../domain/shared/result';
import { userError } from '../../../domain/shared/user-error';
import { attemptDownload, type FileDownload } from '../files/file-download';
import type { FramesGateway, RetailSale } from './ports';

/**
 * Registers a sold frame once the domain agrees the sale's fields are complete (`today` is the dealer's day: a sale
 * cannot be later); the service checks them again, and the frame itself (not found, another brand, already reported).
 */
export type RegisterFrame = (draft: FrameRegistrationDraft, today: CalendarDay) => Promise<Result<{ id: string }>>;
/** Withdraws a registration the brand is not processing. */
export type DeleteFrameRegistration = (sale: RetailSale) => Promise<Result<{ frameNumber: string }>>;
/** Downloads the warranty certificate of a complete sale. */
export type DownloadWarranty = (sale: RetailSale) => Promise<FileDownload>;

export interface FramesUseCases {
  registerFrame: RegisterFrame;
  deleteFrameRegistration: DeleteFrameRegistration;
  downloadWarranty: DownloadWarranty;
}

/** A change the service did not answer as the message the form shows. */
async function answered<T>(failure: string, send: () => Promise<Result<T>>): Promise<Result<T>> {
  try {
    const outcome = await send();
    return outcome.ok || outcome.error.length > 0 ? outcome : refused(userError('', failure));
  } catch {
    return refused(userError('', failure));
  }
}

export function createFramesUseCases(ports: { frames: FramesGateway }): FramesUseCases {
  return {
    registerFrame: async (draft, today) => {
      const checked = checkFrameRegistrationDraft(draft, today);
      if (!checked.ok) return checked;
      return answered('failed_register_frame', () => ports.frames.register(checked.value));
    },
    deleteFrameRegistration: async (sale) => {
      if (!registrationDeletable(sale.status)) return refused(userError('frameNumber', 'frame_registration_not_deletable'));
      return answered('failed_delete_frame', () => ports.frames.deleteRegistration(sale.frameNumber, sale.brand));
    },
    downloadWarranty: (sale) => attemptDownload(() => ports.frames.warranty(sale)),
  };
}
