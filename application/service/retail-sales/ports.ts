import type { CalendarDay } from '../../../domain/dates/calendar-day';
import type { FrameConsumer } from '../../../domain/frames/registration';
import type { RetailSaleStatus } from '../../../domain/retail-sales/retail-sale-status';

/** A dealer's registered sale of a frame, with the frame's brand and model. */
export interface RetailSale {
  id: string;
  customerId: string;
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
  createdAt: Date;
  updatedAt: Date;
}

export interface RetailSaleQuery {
  page: number;
  limit: number;
  /** Part of the frame number, consumer name or model, any case; empty for all. */
  search: string;
  /** Only the sales of this brand; null for every brand. */
  brand: string | null;
  statuses: readonly RetailSaleStatus[];
}

export interface RetailSalesRepository {
  /** One page of the customer's sales, newest first, and how many match in all. */
  list(customerId: string, query: RetailSaleQuery): Promise<{ items: RetailSale[]; total: number }>;
  /** The customer's sale; undefined for another customer's. */
  find(customerId: string, id: string): Promise<RetailSale | undefined>;
}

/** The warranty certificate of a sale, its words already in the reader's language. */
export interface WarrantyDocument {
  title: string;
  /** Label and value pairs, in the order they are printed. */
  lines: readonly { label: string; value: string }[];
  /** The terms printed below the details. */
  terms: string;
}

export interface WarrantyDocumentWriter {
  /** The document as PDF bytes. */
  pdf(document: WarrantyDocument): Promise<Uint8Array>;
}
