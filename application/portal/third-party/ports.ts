import type { Result } from '../../../domain/shared/result';
import type { UserError } from '../../../domain/shared/user-error';
import type { ThirdPartyItemStatus } from '../../../domain/third-party/order-item-status';
import type { ThirdPartyProductErrorKey } from '../../../domain/third-party/line-check';
import type { SheetRowError } from '../../../domain/third-party/upload-rows';

export interface ThirdPartyVendor {
  id: string;
  code: string;
  name: string;
  sorg: string;
}

/** A vendor's article as the catalogue shows it; the price is per sales unit, a decimal string. */
export interface ThirdPartyProduct {
  id: string;
  vendor: ThirdPartyVendor;
  articleCode: string;
  name: string;
  price: string;
  currency: string;
  salesUnit: string;
  uomConverter: number;
  stock: number;
}

export interface ThirdPartyProductPage {
  count: number;
  page: number;
  limit: number;
  items: ThirdPartyProduct[];
}

export interface ThirdPartyProductQuery {
  vendorId: string | null;
  search: string;
  page: number;
  limit: number;
}

export interface ThirdPartyOrderItem {
  lineNo: number;
  articleCode: string;
  name: string;
  salesUnit: string;
  qty: number;
  price: string;
  subtotal: string;
  status: ThirdPartyItemStatus;
  /** The statuses the service lets the vendor move the item to next. */
  nextStatuses: ThirdPartyItemStatus[];
}

export interface ThirdPartyOrder {
  id: string;
  orderNo: string;
  vendor: ThirdPartyVendor;
  custCode: string;
  customerName: string;
  currency: string;
  total: string;
  deliveryAddress: string;
  reqDeliveryDate: string | null;
  createdAt: string;
  items: ThirdPartyOrderItem[];
}

export interface PriceComponent {
  sorg: string;
  module: string;
  additionalDisplays: string[];
}

/** A cart line the vendor could not serve as the dealer saw it, with the article as it is now (null when no longer sold). */
export interface ThirdPartyProductError {
  articleCode: string;
  qty: number;
  subtotal: string;
  product: ThirdPartyProduct | null;
  message: ThirdPartyProductErrorKey;
  values: Record<string, string>;
}

export interface ThirdPartyCheckoutRequest {
  vendorId: string;
  products: { articleCode: string; qty: number; price: string }[];
  reqDeliveryDate: string | null;
  notes: string | null;
  idempotencyKey: string;
}

export type ThirdPartyCheckoutOutcome = Result<ThirdPartyOrder, { userErrors: UserError[]; productErrors: ThirdPartyProductError[] }>;

export type SheetRowAnswer = { row: number; articleCode: string; ok: true } | { row: number; articleCode: string; ok: false; column: string; error: SheetRowError };

/** A sheet's answer: whether it was applied, each row's result, and the columns it lacked. */
export interface SheetUploadAnswer {
  applied: boolean;
  rows: SheetRowAnswer[];
  missingColumns: string[];
}

export type ThirdPartySheetKind = 'stock' | 'product';

/** What the portal asks the service about third-party vendors. */
export interface ThirdPartyGateway {
  vendors(): Promise<ThirdPartyVendor[]>;
  products(query: ThirdPartyProductQuery): Promise<ThirdPartyProductPage>;
  /** The vendor's delivery address for the customer the session buys for; null when there is none. */
  vendorAddress(vendorId: string): Promise<string | null>;
  orders(): Promise<ThirdPartyOrder[]>;
  priceComponents(module: string): Promise<PriceComponent[]>;
  checkout(request: ThirdPartyCheckoutRequest): Promise<ThirdPartyCheckoutOutcome>;
  updateItemStatus(orderNo: string, articleCode: string, status: ThirdPartyItemStatus): Promise<Result<ThirdPartyItemStatus>>;
  uploadSheet(kind: ThirdPartySheetKind, file: File): Promise<Result<SheetUploadAnswer>>;
}
