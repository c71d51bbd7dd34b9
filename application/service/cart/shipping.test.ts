import { describe, expect, it } from 'vitest';
import { dealer, givenShop, guest, salesman } from './testing/shop-fixture';
import { cartFreightBenefits, customerShipmentRates, orderLimits, shipTos, stockOrderConfirmations, updateOrderLimits } from './shipping';

describe('shipping and limits', () => {
  it('given the dealer, then its active ship-tos come back and a session acting for nobody has none', async () => {
    const shop = givenShop();
    expect(await shipTos(shop.deps, dealer)).toEqual({ ok: true, value: [expect.objectContaining({ code: 'ST-1' })] });
    expect(await shipTos(shop.deps, guest)).toEqual({ ok: true, value: [] });
  });

  it('given cart quantities per sales organisation, then each rate charges base plus units, free from its quantity, at the currency precision', async () => {
    const shop = givenShop();
    const rates = await customerShipmentRates(shop.deps, salesman, [
      { articleCode: 'AERO-M', sorg: 'SG01', qty: 3 },
      { articleCode: 'TUBE-700', sorg: 'ID01', qty: 20 },
      { articleCode: 'X', sorg: 'US01', qty: 5 },
    ]);
    expect(rates.ok && rates.value.map((rate) => [rate.sorg, rate.amount, rate.free, rate.estimatedDelivery])).toEqual([
      ['ID01', '0', true, '2026-11-25'],
      ['SG01', '32.50', false, '2026-11-23'],
    ]);
  });

  it('given quantities per warehouse area, then the benefit reached and the next one show', async () => {
    const shop = givenShop();
    const benefits = await cartFreightBenefits(shop.deps, dealer, [
      { warehouseArea: 'JAVA-WEST', qty: 8 },
      { warehouseArea: 'JAVA-WEST', qty: 4 },
    ]);
    expect(benefits).toEqual({
      ok: true,
      value: [{ warehouseArea: 'JAVA-WEST', qty: 12, current: { minQty: 10, description: 'Freight 25 % off', freightDiscountPercent: '25' }, next: expect.objectContaining({ minQty: 25 }), remainingQty: 13 }],
    });
  });

  it('given an order limit, then its balance shows, and an administrator can change the limit but not of unknown customers or articles', async () => {
    const shop = givenShop();
    expect(await orderLimits(shop.deps, dealer)).toEqual({ ok: true, value: [{ articleCode: 'VOLT-C', sorg: 'ID01', limit: 5, ordered: 3, balance: 2 }] });
    const updated = await updateOrderLimits(shop.deps, [
      { custCode: '0000100001', articleCode: 'VOLT-C', sorg: 'ID01', limit: 8 },
      { custCode: '9999', articleCode: 'VOLT-C', sorg: 'ID01', limit: 8 },
      { custCode: '0000100001', articleCode: 'NOPE', sorg: 'ID01', limit: 8 },
      { custCode: '0000100001', articleCode: 'VOLT-C', sorg: 'ID01', limit: -1 },
    ]);
    expect(updated.results.map((result) => result.message.description)).toEqual(['success_update_order_limit', 'customer_not_found', 'article_not_found', 'invalid_quantity']);
    expect((await orderLimits(shop.deps, dealer)).ok && shop.store.state.limits[0]!.limitQty).toBe(8);
  });

  it('given a requested delivery date, then stock is confirmed for it and the rest from arrivals; a bad date is refused', async () => {
    const shop = givenShop();
    const confirmations = await stockOrderConfirmations(shop.deps, dealer, { orders: [{ articleCode: 'AERO-M', sorg: 'ID01', qty: 9 }], reqDeliveryDate: '2026-12-01' });
    expect(confirmations.ok && confirmations.value[0]!.confirmations).toEqual([
      { location: 'JKT', qty: 4, date: '2026-12-01', source: 'stock' },
      { location: 'SBY', qty: 3, date: '2026-12-01', source: 'stock' },
      { location: 'SBY', qty: 2, date: '2026-12-15', source: 'arrival' },
    ]);
    expect(await stockOrderConfirmations(shop.deps, dealer, { orders: [], reqDeliveryDate: '2026-13-01' })).toEqual({ ok: false, error: 'valid_date' });
  });
});
