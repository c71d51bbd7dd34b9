import { describe, expect, it } from 'vitest';
import { IdGeneratorCounting } from '../cart/testing/cart-gateway.in-memory';
import { ThirdPartyGatewayInMemory } from './testing/third-party-gateway.in-memory';
import { createThirdPartyUseCases, priceVendorCart } from './third-party-use-cases';

const NOW = Date.parse('2026-11-26T08:00:00Z');

function given() {
  const gateway = new ThirdPartyGatewayInMemory();
  return { gateway, useCases: createThirdPartyUseCases({ thirdParty: gateway, clock: { now: () => NOW }, ids: new IdGeneratorCounting() }) };
}

const line = (qty: number) => ({ sorg: 'ID01', articleCode: 'NUSA-CAGE-ALU', name: 'Aluminium bottle cage', qty, price: '540000', currency: 'IDR', salesUnit: 'BOX' });

describe('third-party use-cases', () => {
  it('given a past delivery date or a quantity of 0, when checked out, then refused before the service is asked', async () => {
    const { gateway, useCases } = given();
    const outcome = await useCases.checkoutThirdParty('v-nusa', [line(0)], { reqDeliveryDate: '2026-11-25', notes: '', idempotencyKey: 'k' });
    expect(outcome.ok ? [] : outcome.error.userErrors.map((error) => [error.field.join('.'), error.message])).toEqual([
      ['products.0.qty', 'quantity_min'],
      ['reqDeliveryDate', 'delivery_date_in_past'],
    ]);
    expect(gateway.placed).toHaveLength(2);
  });

  it('given a cart within stock, when checked out, then the order is placed with the vendor', async () => {
    const { gateway, useCases } = given();
    const outcome = await useCases.checkoutThirdParty('v-nusa', [line(2)], { reqDeliveryDate: '', notes: '', idempotencyKey: 'k' });
    expect(outcome.ok && outcome.value.items.map((item) => item.qty)).toEqual([2]);
    expect(gateway.placed).toHaveLength(3);
  });

  it('given a delivered item, when moved on, then the workflow refuses it without asking the service', async () => {
    const { useCases, gateway } = given();
    const order = gateway.placed[1]!;
    const delivered = order.items.find((item) => item.status === 'delivered')!;
    expect(await useCases.moveThirdPartyItem(order.orderNo, delivered, 'cancelled')).toEqual({ ok: false, error: 'third_party_status_final' });
  });

  it('refuses a file that is not an .xlsx workbook', async () => {
    const { useCases } = given();
    expect(await useCases.uploadThirdPartySheet('stock', new File(['a,b'], 'stock.csv'))).toEqual({ ok: false, error: 'third_party_sheet_not_xlsx' });
  });

  it('prices a vendor’s cart with the main cart’s pricing: subtotals and their total', () => {
    expect(priceVendorCart([line(2), { ...line(3), articleCode: 'NUSA-GRIP-LCK', price: '85000' }])).toEqual({ subtotals: ['1080000', '255000'], total: '1335000' });
  });
});
