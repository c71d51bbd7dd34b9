import type { CalendarDay } from '../../../domain/dates/calendar-day';
import { dateRangeErrors, defaultDateRange, type DateRange, type DateRangeErrorKey } from '../../../domain/dates/date-range';
import type { Delivery, OpenDeliveryCompany, OrdersGateway } from './ports';

/** The range a date filter of this area opens with: the last 30 days up to today, within today's year. */
export type DefaultShipmentRange = (today: CalendarDay) => DateRange;

export const defaultShipmentRange: DefaultShipmentRange = (today) => defaultDateRange(today, 'filter');

/** Why a range cannot filter a list (at most 30 days, one year, from not after to); none when it can. */
export type CheckOrderDateRange = (range: DateRange) => DateRangeErrorKey[];

export const checkOrderDateRange: CheckOrderDateRange = (range) => dateRangeErrors(range, 'filter');

/**
 * The shipment history of a range: the delivery orders shipped within it and those created within it and not yet
 * shipped. Each list is null when it could not be loaded, so the page can say which one is missing.
 */
export interface ShipmentHistory {
  shipped: Delivery[] | null;
  open: OpenDeliveryCompany[] | null;
}

export type ShipmentHistoryOutcome = { ok: true; history: ShipmentHistory } | { ok: false; errors: DateRangeErrorKey[] };

/** Loads the shipment history of a range, or names the date-filter rules the range breaks without asking the service. */
export type LoadShipmentHistory = (range: DateRange) => Promise<ShipmentHistoryOutcome>;

export function createLoadShipmentHistory(deps: { orders: OrdersGateway }): LoadShipmentHistory {
  return async (range) => {
    const errors = checkOrderDateRange(range);
    if (errors.length > 0) return { ok: false, errors };
    const [shipped, open] = await Promise.all([deps.orders.shippedOrders(range).catch(() => null), deps.orders.openDeliveries(range).catch(() => null)]);
    return { ok: true, history: { shipped, open } };
  };
}
