import { describe, expect, it } from 'vitest';
import { money, toDecimalString } from '../money/money';
import { cartTotals, priceCart, type CartTotals, type TotalledLine } from './cart-totals';

const PRECISIONS = { IDR: 0, SGD: 2 };

function line(sorg: string, net: string, currency = 'IDR', quantity = 1): TotalledLine {
  return { sorg, quantity, net: money(net, currency) };
}

function shown(totals: CartTotals) {
  return {
    bySorg: totals.bySorg.map((part) => [part.sorg, part.currency, part.quantity, toDecimalString(part.exact), toDecimalString(part.total)]),
    byCurrency: totals.byCurrency.map((whole) => [whole.currency, whole.quantity, toDecimalString(whole.exact), toDecimalString(whole.total)]),
  };
}

describe('cartTotals', () => {
  it('sums per sales organisation and per currency, sorted by code', () => {
    const totals = cartTotals([line('ID02', '300000', 'IDR', 3), line('ID01', '1250000', 'IDR', 1), line('ID01', '750000', 'IDR', 2)], PRECISIONS);
    expect(shown(totals)).toEqual({
      bySorg: [
        ['ID01', 'IDR', 3, '2000000', '2000000'],
        ['ID02', 'IDR', 3, '300000', '300000'],
      ],
      byCurrency: [['IDR', 6, '2300000', '2300000']],
    });
  });

  it('rounds the sum once, not each line', () => {
    // Rounded one by one, each 0.4 would be 0 and the total 0; the exact sum 1.2 rounds to 1.
    const totals = cartTotals([line('ID01', '0.4'), line('ID01', '0.4'), line('ID01', '0.4')], PRECISIONS);
    expect(toDecimalString(totals.bySorg[0]!.total)).toBe('1');
    expect(toDecimalString(totals.bySorg[0]!.exact)).toBe('1.2');
  });

  it("rounds at each currency's precision, half up, 0 for a currency not listed", () => {
    const totals = cartTotals([line('SG01', '10.005', 'SGD'), line('US01', '10.5', 'USD')], PRECISIONS);
    expect(shown(totals).byCurrency).toEqual([
      ['SGD', 1, '10.005', '10.01'],
      ['USD', 1, '10.5', '11'],
    ]);
  });

  it('makes the grand total the sum of the sales-organisation totals the orders are charged', () => {
    const totals = cartTotals([line('ID01', '0.5'), line('ID02', '0.5')], PRECISIONS);
    expect(shown(totals)).toEqual({
      bySorg: [
        ['ID01', 'IDR', 1, '0.5', '1'],
        ['ID02', 'IDR', 1, '0.5', '1'],
      ],
      byCurrency: [['IDR', 2, '1', '2']],
    });
  });

  it('keeps a sales organisation selling in two currencies apart per currency', () => {
    const totals = cartTotals([line('XX01', '5', 'IDR'), line('XX01', '5.25', 'SGD')], PRECISIONS);
    expect(shown(totals).bySorg).toEqual([
      ['XX01', 'IDR', 1, '5', '5'],
      ['XX01', 'SGD', 1, '5.25', '5.25'],
    ]);
    expect(totals.byCurrency.map((whole) => whole.currency)).toEqual(['IDR', 'SGD']);
  });

  it('has nothing to show for an empty cart', () => {
    expect(cartTotals([], PRECISIONS)).toEqual({ bySorg: [], byCurrency: [] });
  });
});

describe('priceCart', () => {
  it('prices each line exactly and totals them', () => {
    const dealer = money('999.99', 'SGD');
    const { lines, totals } = priceCart(
      [
        { sorg: 'SG01', quantity: 3, terms: { dealer, discount: { salesDealNo: 'SD-1', type: 'percentage', value: '7.5' }, tiers: [] } },
        { sorg: 'SG01', quantity: 1, terms: { dealer, discount: null, tiers: [] } },
      ],
      PRECISIONS,
    );
    expect(lines.map((priced) => [priced.sorg, toDecimalString(priced.net)])).toEqual([
      ['SG01', '2774.97225'],
      ['SG01', '999.99'],
    ]);
    expect(shown(totals).byCurrency).toEqual([['SGD', 4, '3774.96225', '3774.96']]);
  });
});
