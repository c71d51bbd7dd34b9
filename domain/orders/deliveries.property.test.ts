import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addDays } from '../dates/calendar-day';
import { DELIVERY_STATES, deliveryState, groupOpenOrdersByCompany, orderDeliveryState } from './deliveries';

const TODAY = '2026-03-15';
/** Delivery dates up to sixty days either side of today. */
const MAX_DATE_OFFSET_DAYS = 60;
/** Orders and deliveries per drawn list. */
const MAX_ROWS = 20;
/** Few companies and sales orders, so that groups and links are common. */
const COMPANIES = ['ID01', 'ID02', 'SG01'];
const ORDER_POOL = 8;

const day = fc.option(fc.integer({ min: -MAX_DATE_OFFSET_DAYS, max: MAX_DATE_OFFSET_DAYS }).map((offset) => addDays(TODAY, offset)), { nil: null });
const facts = fc.record({ deliveryDate: day, estimatedDeliveryDate: day, trackingNo: fc.option(fc.constantFrom('JNE1', 'DHL2', ''), { nil: null }) });
const orderNumbers = fc.integer({ min: 1, max: ORDER_POOL }).map((number) => `SO-${number}`);
const orders = fc.array(fc.record({ soNumber: orderNumbers, companyCode: fc.constantFrom(...COMPANIES) }), { maxLength: MAX_ROWS }).map((rows) =>
  rows.map((row, index) => ({ ...row, companyName: `Company ${row.companyCode}`, line: index })),
);
const deliveries = fc
  .array(fc.record({ facts, companyCode: fc.constantFrom(...COMPANIES), detail: fc.array(orderNumbers.map((orderNo) => ({ orderNo })), { maxLength: 3 }) }), { maxLength: MAX_ROWS })
  .map((rows) => rows.map((row, index) => ({ ...row.facts, doNumber: `DO-${index}`, companyCode: row.companyCode, detail: row.detail })));

describe('delivery properties', () => {
  it('a delivery with a tracking number is shipped whatever its dates', () => {
    fc.assert(
      fc.property(facts, fc.constantFrom('JNE1', 'DHL2'), (delivery, trackingNo) => {
        expect(deliveryState({ ...delivery, trackingNo }, TODAY)).toBe('shipped');
      }),
    );
  });

  it('a delivery never goes back a state as the days pass', () => {
    fc.assert(
      fc.property(facts, fc.integer({ min: 0, max: MAX_DATE_OFFSET_DAYS }), (delivery, days) => {
        const rank = (today: string) => DELIVERY_STATES.indexOf(deliveryState(delivery, today));
        expect(rank(addDays(TODAY, days))).toBeGreaterThanOrEqual(rank(TODAY));
      }),
    );
  });

  it("an order's state is one of its deliveries' states, and none is less advanced", () => {
    fc.assert(
      fc.property(fc.array(fc.constantFrom(...DELIVERY_STATES), { minLength: 1, maxLength: 5 }), (states) => {
        const state = orderDeliveryState(states)!;
        expect(states).toContain(state);
        for (const other of states) expect(DELIVERY_STATES.indexOf(other)).toBeGreaterThanOrEqual(DELIVERY_STATES.indexOf(state));
      }),
    );
  });

  it('the grouping holds every order and delivery once, under its own company', () => {
    fc.assert(
      fc.property(orders, deliveries, (orderRows, deliveryRows) => {
        const grouped = groupOpenOrdersByCompany(orderRows, deliveryRows, TODAY);
        const placedOrders = grouped.flatMap((company) => company.orders.map((order) => [company.companyCode, order.companyCode, order.line]));
        const placedDeliveries = grouped.flatMap((company) => company.deliveries.map((delivery) => [company.companyCode, delivery.companyCode, delivery.doNumber]));
        expect(placedOrders.map(([, , line]) => line).sort((a, b) => Number(a) - Number(b))).toEqual(orderRows.map((row) => row.line));
        expect(placedDeliveries.map(([, , doNumber]) => doNumber).sort()).toEqual(deliveryRows.map((row) => row.doNumber).sort());
        for (const [group, own] of [...placedOrders, ...placedDeliveries]) expect(group).toBe(own);
      }),
    );
  });

  it('an order lists exactly the deliveries whose detail names it', () => {
    fc.assert(
      fc.property(orders, deliveries, (orderRows, deliveryRows) => {
        for (const order of groupOpenOrdersByCompany(orderRows, deliveryRows, TODAY).flatMap((company) => company.orders)) {
          const naming = deliveryRows.filter((delivery) => delivery.detail.some((line) => line.orderNo === order.soNumber)).map((delivery) => delivery.doNumber);
          expect(order.doNumbers).toEqual(naming);
        }
      }),
    );
  });

  it('the state counts of a company add up to its deliveries', () => {
    fc.assert(
      fc.property(orders, deliveries, (orderRows, deliveryRows) => {
        for (const company of groupOpenOrdersByCompany(orderRows, deliveryRows, TODAY)) {
          expect(Object.values(company.deliveryStateCounts).reduce((total, count) => total + count, 0)).toBe(company.deliveries.length);
        }
      }),
    );
  });
});
