import type { CalendarDay } from '../dates/calendar-day';

/**
 * Where a delivery order (DO) stands, as the open-order screen shows it (spec 001 §2):
 * - `awaiting_confirmation` (Awaiting Confirmation): the warehouse has created the delivery but not yet
 *   confirmed when it will arrive: no estimated delivery date;
 * - `in_progress` (In progress): being prepared, with an estimated delivery date;
 * - `shipped` (Shipped): the goods have left: a tracking number is known, or the delivery date has come.
 * Listed from least to most advanced.
 */
export const DELIVERY_STATES = ['awaiting_confirmation', 'in_progress', 'shipped'] as const;
export type DeliveryState = (typeof DELIVERY_STATES)[number];

/** The spec's names of the delivery states. */
export const DELIVERY_STATE_LABELS: Readonly<Record<DeliveryState, string>> = {
  awaiting_confirmation: 'Awaiting Confirmation',
  in_progress: 'In progress',
  shipped: 'Shipped',
};

/**
 * What the state of a delivery order depends on: its delivery date (the goods-issue day, once planned), its
 * estimated delivery date (the day promised to the dealer) and its tracking number, each absent until known.
 */
export interface DeliveryFacts {
  deliveryDate: CalendarDay | null;
  estimatedDeliveryDate: CalendarDay | null;
  trackingNo: string | null;
}

function known(value: string | null | undefined): value is string {
  return (value ?? '').trim() !== '';
}

/**
 * The state of a delivery order on `today` (see {@link DELIVERY_STATES}). A tracking number proves the goods
 * left even before the delivery date; a delivery date in the future is only a plan.
 */
export function deliveryState(delivery: DeliveryFacts, today: CalendarDay): DeliveryState {
  if (known(delivery.trackingNo)) return 'shipped';
  if (known(delivery.deliveryDate) && delivery.deliveryDate <= today) return 'shipped';
  if (known(delivery.estimatedDeliveryDate)) return 'in_progress';
  return 'awaiting_confirmation';
}

/**
 * The delivery state of an order from those of its delivery orders: the least advanced one, since the order
 * is only as far as its slowest delivery; null for an order with no delivery order yet.
 */
export function orderDeliveryState(states: readonly DeliveryState[]): DeliveryState | null {
  if (states.length === 0) return null;
  return DELIVERY_STATES.find((state) => states.includes(state))!;
}

/** An open-order line as far as grouping needs it: its company and its sales-order number (soNumber). */
export interface GroupedOrder {
  soNumber: string;
  companyCode: string;
  companyName: string;
}

/** A delivery order as far as grouping needs it; its detail lines name the sales orders they deliver (orderNo). */
export interface GroupedDelivery extends DeliveryFacts {
  doNumber: string;
  companyCode: string;
  companyName?: string | null;
  detail: readonly { orderNo: string }[];
}

/** A company's open orders and delivery orders, each delivery with its state and each order with its deliveries'. */
export interface CompanyOpenOrders<O, D> {
  companyCode: string;
  companyName: string;
  orders: (O & { doNumbers: string[]; deliveryState: DeliveryState | null })[];
  deliveries: (D & { state: DeliveryState })[];
  /** How many of the company's delivery orders are in each state. */
  deliveryStateCounts: Record<DeliveryState, number>;
}

/**
 * The open-order screen's grouping (openOrderV4): by company, sorted by company code; within a company, orders
 * and deliveries keep the order they came in. A delivery belongs to the orders its detail lines name, matched on
 * the sales-order number (the ERP number delivery orders refer to). A company's name is the first one given.
 */
export function groupOpenOrdersByCompany<O extends GroupedOrder, D extends GroupedDelivery>(
  orders: readonly O[],
  deliveries: readonly D[],
  today: CalendarDay,
): CompanyOpenOrders<O, D>[] {
  const stated = deliveries.map((delivery) => ({ ...delivery, state: deliveryState(delivery, today) }));
  const deliveriesOfOrder = new Map<string, { doNumber: string; state: DeliveryState }[]>();
  for (const delivery of stated) {
    for (const orderNo of new Set(delivery.detail.map((line) => line.orderNo))) {
      const list = deliveriesOfOrder.get(orderNo) ?? [];
      deliveriesOfOrder.set(orderNo, list);
      list.push({ doNumber: delivery.doNumber, state: delivery.state });
    }
  }

  const companies = new Map<string, CompanyOpenOrders<O, D>>();
  const companyOf = (code: string, name: string | null | undefined) => {
    const company = companies.get(code) ?? {
      companyCode: code,
      companyName: '',
      orders: [],
      deliveries: [],
      deliveryStateCounts: { awaiting_confirmation: 0, in_progress: 0, shipped: 0 },
    };
    companies.set(code, company);
    if (company.companyName === '' && known(name)) company.companyName = name;
    return company;
  };
  for (const order of orders) {
    const ofOrder = deliveriesOfOrder.get(order.soNumber) ?? [];
    const doNumbers = [...new Set(ofOrder.map((delivery) => delivery.doNumber))];
    companyOf(order.companyCode, order.companyName).orders.push({ ...order, doNumbers, deliveryState: orderDeliveryState(ofOrder.map((delivery) => delivery.state)) });
  }
  for (const delivery of stated) {
    const company = companyOf(delivery.companyCode, delivery.companyName);
    company.deliveries.push(delivery);
    company.deliveryStateCounts[delivery.state] += 1;
  }
  return [...companies.values()].sort((a, b) => (a.companyCode < b.companyCode ? -1 : a.companyCode > b.companyCode ? 1 : 0));
}
