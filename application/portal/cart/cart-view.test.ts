import { describe, expect, it } from 'vitest';
import { exampleArticle, examplePrice } from '../catalogue/testing/catalogue-gateway.in-memory';
import type { CatalogueArticle } from '../catalogue/ports';
import { cartView } from './cart-view';
import type { CartLine } from './ports';

function line(article: CatalogueArticle, qty: number, preOrder = 0): CartLine {
  return { id: article.id, sorg: article.sorg, articleCode: article.articleCode, qty, uom: 'EA', readyToShip: qty - preOrder, preOrder, article };
}

const tube = exampleArticle('VP-TUBE-700', {
  price: examplePrice('65000', {
    tiers: [
      { salesDealNo: 'SD-VOL-10', description: null, type: 'percentage', value: '5', term: '>=', qty: 10, uom: 'EA' },
      { salesDealNo: 'SD-VOL-25', description: null, type: 'percentage', value: '10', term: '>=', qty: 25, uom: 'EA' },
    ],
  }),
});
const sgdFormat = { currency: 'SGD', symbol: 'S$', thousandSeparator: ',', decimalSeparator: '.', decimalPrecision: 2 };
const sgBike = exampleArticle('VB-AESL-27-M', {
  sorg: 'SG01',
  price: examplePrice('4533.33', { sorg: 'SG01', ...sgdFormat, discount: { salesDealNo: 'SD-2002', description: null, type: 'amount', value: '25.50' } }),
});

describe('cart view', () => {
  it('given tubes at a 25-unit tier, when the cart is priced, then the line takes the 10 % tier and the total is exact', () => {
    const view = cartView({ lines: [line(tube, 25)] });

    expect(view.lines[0]?.pricing).toMatchObject({ unitNet: '58500', gross: '1625000', discount: '162500', net: '1462500', salesDealNo: 'SD-VOL-25' });
    expect(view.totalsBySorg).toEqual([
      { sorg: 'ID01', currency: 'IDR', quantity: 25, total: '1462500', exact: '1462500', format: { symbol: 'Rp', thousandSeparator: '.', decimalSeparator: ',', decimalPrecision: 0 } },
    ]);
  });

  it('given lines of two sales organisations, when the cart is priced, then each has its own total at its precision', () => {
    const view = cartView({ lines: [line(sgBike, 3), line(tube, 10)] });

    expect(view.totalsBySorg.map((total) => [total.sorg, total.total, total.exact])).toEqual([
      ['ID01', '617500', '617500'],
      ['SG01', '13523.49', '13523.49'],
    ]);
    expect(view.totalsByCurrency.map((total) => [total.currency, total.total])).toEqual([
      ['IDR', '617500'],
      ['SGD', '13523.49'],
    ]);
    expect([view.itemCount, view.totalQuantity]).toEqual([2, 13]);
  });

  it('given a line with pre-order units and one without a price, when the cart is priced, then they are apart and the unpriced one is not totalled', () => {
    const unpriced = exampleArticle('VP-BAG-SAD-L', { price: null });
    const view = cartView({ lines: [line(tube, 5), line(unpriced, 2), line(exampleArticle('VB-KTCF-26-L'), 4, 2)] });

    expect(view.readyToShip.map((each) => each.articleCode)).toEqual(['VP-TUBE-700', 'VP-BAG-SAD-L']);
    expect(view.preOrder.map((each) => each.articleCode)).toEqual(['VB-KTCF-26-L']);
    expect(view.lines[1]?.pricing).toBeNull();
    expect(view.totalsBySorg[0]).toMatchObject({ quantity: 9, total: '4325000' });
  });
});
