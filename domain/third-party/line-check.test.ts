import { describe, expect, it } from 'vitest';
import { money } from '../money/money';
import { baseUnitPrice, thirdPartyLineProblem } from './line-check';

const BOTH = { checkStock: true, checkPrice: true };
const NONE = { checkStock: false, checkPrice: false };
const line = (qty: number, price = '120000') => ({ articleCode: 'TP-1', qty, price: money(price, 'IDR') });
const offer = (stock: number, price = '120000') => ({ stock, price: money(price, 'IDR') });

describe('third-party line check', () => {
  it('given enough stock at the price seen, then the line can be ordered', () => {
    expect(thirdPartyLineProblem(line(5), offer(5), BOTH)).toBeNull();
  });

  it('given the vendor’s stock dropped below the quantity, when the stock check is on, then a product error naming the stock', () => {
    expect(thirdPartyLineProblem(line(5), offer(2), BOTH)).toEqual({ message: 'third_party_stock_insufficient', values: { stock: '2' } });
    expect(thirdPartyLineProblem(line(5), offer(2), NONE)).toBeNull();
  });

  it('given the vendor changed the price, when the price check is on, then a product error naming the new price; "12.50" equals "12.5"', () => {
    expect(thirdPartyLineProblem(line(1), offer(9, '125000'), BOTH)).toEqual({ message: 'third_party_price_changed', values: { price: '125000' } });
    expect(thirdPartyLineProblem(line(1, '12.50'), offer(9, '12.5'), BOTH)).toBeNull();
    expect(thirdPartyLineProblem(line(1), offer(9, '125000'), { checkStock: true, checkPrice: false })).toBeNull();
  });

  it('given an article the vendor no longer sells or a quantity below 1, then refused whatever the switches', () => {
    expect(thirdPartyLineProblem(line(1), undefined, NONE)).toEqual({ message: 'third_party_article_unavailable', values: {} });
    expect(thirdPartyLineProblem(line(0), offer(9), NONE)).toEqual({ message: 'quantity_min', values: {} });
  });

  it('prices a base unit as the sales unit’s price over the converter', () => {
    expect(baseUnitPrice(money('120000', 'IDR'), 12)?.amount.toFixed()).toBe('10000');
    expect(baseUnitPrice(money('120000', 'IDR'), 0)).toBeNull();
  });
});
