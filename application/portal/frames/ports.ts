import type { CalendarDay } from '../../../domain/dates/calendar-day';
import type { FrameConsumer, FrameRefusal, FrameRegistrationDraft } from '../../../domain/frames/registration';
import type { RetailSaleFilter, RetailSaleStatus } from '../../../domain/retail-sales/retail-sale-status';
import type { Result } from '../../../domain/shared/result';
import type { DownloadedFile } from '../files/ports';

/** A registered frame, a retail sale, as the service answers it. */
export interface RetailSale {
  id: string;
  frameNumber: string;
  oldCode: string | null;
  brand: string;
  articleCode: string;
  articleName: string;
  soldDate: CalendarDay;
  consumer: FrameConsumer;
  dealerName: string;
  nonRetail: boolean;
  useAccountData: boolean;
  status: RetailSaleStatus;
  failureReason: string | null;
  warrantyAvailable: boolean;
  createdAt: string;
}

export interface RetailSaleQuery {
  page: number;
  limit: number;
  search: string;
  status: RetailSaleFilter;
  /** A brand; empty for every brand. */
  brand: string;
}

export interface RetailSalePage {
  items: RetailSale[];
  total: number;
}

/** A looked-up frame and what the dealer may do with it. */
export interface FrameLookup {
  frameNumber: string;
  message: FrameRefusal | 'frame_can_be_reported';
  brand: string | null;
  articleName: string | null;
}

export interface FramesGateway {
  registeredFrames(query: RetailSaleQuery): Promise<RetailSalePage>;
  /** The brands whose frames the dealer registers here. */
  brands(): Promise<string[]>;
  lookUp(frameNumbers: readonly string[]): Promise<FrameLookup[]>;
  register(draft: FrameRegistrationDraft): Promise<Result<{ id: string }>>;
  /** Withdraws the registration of a frame of a brand. */
  deleteRegistration(frameNumber: string, brand: string): Promise<Result<{ frameNumber: string }>>;
  /** The warranty certificate of a complete sale, as PDF. */
  warranty(sale: RetailSale): Promise<DownloadedFile>;
}
