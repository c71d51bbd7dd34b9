import type { OrderListFilter, OrderPaymentDocument } from '../../application/portal/orders/ports';
import type { DateRange } from '../../domain/dates/date-range';
import type { PageSize } from '../../domain/tables/paging';
import { saveInBrowser } from '../components/save-in-browser';
import { fileDownloadRequested } from '../store/file-download-thunk';
import type { AnsweringThunk, PortalThunk } from '../store/thunk';
import { ordersApi } from './orders-api';
import {
  exportFinished,
  exportStarted,
  orderListAsked,
  orderListDraftEdited,
  paymentDecisionFinished,
  paymentDecisionStarted,
  shipmentRangeEdited,
  shipmentRangeShown,
  type OrderListState,
  type RangeDraft,
} from './orders-slice';

/** The refusal shown when the service names no reason. */
const DECISION_FAILED = 'failed';

/** Exports the open orders to Excel and saves the file in the browser, or shows the export failure. */
export function openOrdersExported(save: typeof saveInBrowser = saveInBrowser): PortalThunk {
  return async (dispatch, _getState, { exportOpenOrders }) => {
    dispatch(exportStarted());
    const outcome = await exportOpenOrders();
    if (outcome.ok) save(outcome.file);
    dispatch(exportFinished({ ok: outcome.ok }));
  };
}

/** Keeps the typed range and the date-filter rules it breaks, so each rule's message shows as the person types. */
export function shipmentRangeChanged(draft: RangeDraft): PortalThunk {
  return async (dispatch, _getState, { checkOrderDateRange }) => {
    dispatch(shipmentRangeEdited({ draft, errors: checkOrderDateRange(draft) }));
  };
}

/** Shows the shipment history of a range; a range breaking a rule is not asked for and its messages stay on show. */
export function shipmentHistoryRequested(range: DateRange): PortalThunk {
  return async (dispatch, _getState, { checkOrderDateRange }) => {
    const errors = checkOrderDateRange(range);
    dispatch(shipmentRangeEdited({ draft: range, errors }));
    if (errors.length === 0) dispatch(shipmentRangeShown(range));
  };
}

/**
 * Opens the shipment history on the default range (the last 30 days up to the service's business day); without a
 * business day (the service cannot be reached, or the session acts for no customer) it waits for a range.
 */
export function shipmentHistoryOpened(): PortalThunk {
  return async (dispatch, _getState, { defaultShipmentRange, ports }) => {
    const today = await ports.invoices.businessDay().catch(() => null);
    if (today !== null) await dispatch(shipmentHistoryRequested(defaultShipmentRange(today)));
  };
}

/** The order list's filter as typed: a range only once a date is entered. */
function filterOf(draft: OrderListState['draft']): OrderListFilter {
  const hasRange = draft.range.from !== '' || draft.range.to !== '';
  return { status: draft.status, range: hasRange ? draft.range : null, search: draft.search.trim() || null };
}

/** Keeps the typed filter and the date-filter rules its range breaks. */
export function orderListFilterChanged(draft: OrderListState['draft']): PortalThunk {
  return async (dispatch, _getState, { checkOrderDateRange }) => {
    const range = filterOf(draft).range;
    dispatch(orderListDraftEdited({ draft, rangeErrors: range ? checkOrderDateRange(range) : [] }));
  };
}

/** Applies the typed filter from the first page, unless its range breaks a rule. */
export function orderListFilterApplied(draft: OrderListState['draft'], limit: PageSize): PortalThunk {
  return async (dispatch, _getState, { checkOrderDateRange }) => {
    const filter = filterOf(draft);
    const rangeErrors = filter.range ? checkOrderDateRange(filter.range) : [];
    dispatch(orderListDraftEdited({ draft, rangeErrors }));
    if (rangeErrors.length === 0) dispatch(orderListAsked({ filter, page: 1, limit }));
  };
}

/**
 * Approves or voids an order's payment, then asks the list again so the order shows what the service decided; a
 * refusal's dictionary keys stay on show.
 */
export function orderPaymentDecided(decision: 'approve' | 'void', requestNumber: string): PortalThunk {
  return async (dispatch, _getState, { approveOrderPayment, voidOrderPayment }) => {
    dispatch(paymentDecisionStarted(requestNumber));
    const outcome = await (decision === 'approve' ? approveOrderPayment : voidOrderPayment)(requestNumber);
    dispatch(paymentDecisionFinished(outcome.ok ? [] : outcome.error.length > 0 ? outcome.error.map((error) => error.message) : [DECISION_FAILED]));
    dispatch(ordersApi.util.invalidateTags(['OrderList']));
  };
}

/** Downloads a receipt or document of an order's payment and saves it in the browser; answers whether it could. */
export function orderPaymentDocumentDownloadRequested(document: OrderPaymentDocument): AnsweringThunk<Promise<boolean>> {
  return fileDownloadRequested(({ downloadOrderPaymentDocument }) => downloadOrderPaymentDocument(document));
}
