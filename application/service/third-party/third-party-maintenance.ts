import { moveThirdPartyItemStatus, thirdPartyItemStatusNamed, type ThirdPartyItemStatus, type ThirdPartyStatusMoveError } from '../../../domain/third-party/order-item-status';
import {
  judgeProductSheet,
  judgeStockSheet,
  MAX_SHEET_BYTES,
  missingColumns,
  PRODUCT_SHEET_COLUMNS,
  sheetSizeError,
  STOCK_SHEET_COLUMNS,
  type SheetError,
  type SheetRowResult,
} from '../../../domain/third-party/upload-rows';
import { err, ok, type Result } from '../../../domain/shared/result';
import type { Principal } from '../auth/ports';
import type { Clock } from '../shared/ports';
import type { SpreadsheetReader } from '../shared/ports';
import type { ThirdPartyRepository, VendorRecord } from './ports';

export interface ThirdPartyMaintenanceDeps {
  thirdParty: ThirdPartyRepository;
  spreadsheetReader: SpreadsheetReader;
  clock: Clock;
}

/** Why a vendor's change was refused: each is the dictionary key of the message the portal shows. */
export type ThirdPartyMaintenanceError = ThirdPartyStatusMoveError | SheetError | 'third_party_vendor_only' | 'unknown_status' | 'order_item_not_found' | 'order_changed' | 'third_party_sheet_unreadable' | 'third_party_sheet_too_large';

async function vendorOf(deps: Pick<ThirdPartyMaintenanceDeps, 'thirdParty'>, principal: Principal): Promise<VendorRecord | undefined> {
  return deps.thirdParty.vendorOfUser(principal.userId);
}

/**
 * Moves the status of an article's line in one of the vendor's orders (updateStatusOrderItemThirdParty) through the
 * workflow of domain/third-party/order-item-status. Only the vendor's own users may; another vendor's order is not found.
 */
export async function updateStatusOrderItemThirdParty(
  deps: ThirdPartyMaintenanceDeps,
  principal: Principal,
  request: { orderNo: string; articleCode: string; status: string },
): Promise<Result<ThirdPartyItemStatus, ThirdPartyMaintenanceError>> {
  const vendor = await vendorOf(deps, principal);
  if (!vendor) return err('third_party_vendor_only');
  const target = thirdPartyItemStatusNamed(request.status);
  if (!target) return err('unknown_status');
  const orderNo = request.orderNo.trim();
  const articleCode = request.articleCode.trim();
  const current = await deps.thirdParty.itemStatus(vendor.id, orderNo, articleCode);
  if (!current) return err('order_item_not_found');
  const move = moveThirdPartyItemStatus(current, target);
  if (!move.ok) return err(move.error);
  if (!(await deps.thirdParty.moveItemStatus(vendor.id, orderNo, articleCode, current, move.value, deps.clock.now()))) return err('order_changed');
  return ok(move.value);
}

/** A sheet's answer: each row's result; the sheet was applied only when every row was accepted. */
export interface SheetUploadOutcome {
  applied: boolean;
  rows: SheetRowResult[];
  missingColumns: string[];
}

/** An uploaded file as the edge hands it over, read only after its size is checked. */
export interface UploadedSheet {
  size: number;
  bytes(): Promise<Uint8Array>;
}

type Kind = 'stock' | 'product';

async function uploadSheet(deps: ThirdPartyMaintenanceDeps, principal: Principal, file: UploadedSheet | null, kind: Kind): Promise<Result<SheetUploadOutcome, ThirdPartyMaintenanceError>> {
  const vendor = await vendorOf(deps, principal);
  if (!vendor) return err('third_party_vendor_only');
  if (!file || file.size === 0) return err('third_party_sheet_empty');
  if (file.size > MAX_SHEET_BYTES) return err('third_party_sheet_too_large');
  const columns = kind === 'stock' ? STOCK_SHEET_COLUMNS : PRODUCT_SHEET_COLUMNS;
  const sheet = await deps.spreadsheetReader.read(await file.bytes(), columns);
  if (!sheet) return err('third_party_sheet_unreadable');
  const missing = missingColumns(sheet.header, columns);
  if (missing.length > 0) return ok({ applied: false, rows: [], missingColumns: missing });
  const sizeError = sheetSizeError(sheet.rows);
  if (sizeError) return err(sizeError);
  const now = deps.clock.now();
  if (kind === 'stock') {
    const verdict = judgeStockSheet(sheet.rows, new Set(await deps.thirdParty.productCodes(vendor.id)));
    if (verdict.accepted) await deps.thirdParty.applyStock(vendor.id, verdict.changes, now);
    return ok({ applied: verdict.accepted, rows: verdict.rows, missingColumns: [] });
  }
  const verdict = judgeProductSheet(sheet.rows);
  if (verdict.accepted) await deps.thirdParty.applyProducts(vendor.id, verdict.changes, now);
  return ok({ applied: verdict.accepted, rows: verdict.rows, missingColumns: [] });
}

/** Sets the vendor's stocks from a sheet of articleCode and stock (uploadStockThirdParties), all rows or none. */
export function uploadStockThirdParties(deps: ThirdPartyMaintenanceDeps, principal: Principal, file: UploadedSheet | null) {
  return uploadSheet(deps, principal, file, 'stock');
}

/** Adds or replaces the vendor's articles from a product sheet (uploadProductThirdParties), all rows or none. */
export function uploadProductThirdParties(deps: ThirdPartyMaintenanceDeps, principal: Principal, file: UploadedSheet | null) {
  return uploadSheet(deps, principal, file, 'product');
}
