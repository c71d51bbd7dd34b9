import { describe, expect, it } from 'vitest';
import { createResolveFastOrder, FAST_ORDER_MAX_LINES, parseFastOrderText } from './fast-order';
import { CartGatewayInMemory } from './testing/cart-gateway.in-memory';

describe('parse fast order text', () => {
  it('reads a code and a quantity per line, parted by tabs or spaces, skipping blank lines', () => {
    expect(parseFastOrderText('VP-TUBE-700\t25\n\n  vb-aesl-27-m   2  \r\nVP-PAD-RESIN 4')).toEqual({
      entries: [
        { articleCode: 'VP-TUBE-700', qty: 25 },
        { articleCode: 'VB-AESL-27-M', qty: 2 },
        { articleCode: 'VP-PAD-RESIN', qty: 4 },
      ],
      problems: [],
    });
  });

  it('orders one unit of a code without a quantity, and adds up a code listed twice', () => {
    expect(parseFastOrderText('VP-TUBE-700\nVP-PAD-RESIN 3\nvp-tube-700 4').entries).toEqual([
      { articleCode: 'VP-TUBE-700', qty: 5 },
      { articleCode: 'VP-PAD-RESIN', qty: 3 },
    ]);
  });

  it('reports a line whose quantity is not a whole number of at least 1, by its line number', () => {
    expect(parseFastOrderText('VP-TUBE-700 0\nVP-PAD-RESIN 2.5\nVB-AESL-27-M 1 extra\nVP-LUBE -1').problems).toEqual([
      { lineNo: 1, text: 'VP-TUBE-700 0', key: 'invalid_quantity' },
      { lineNo: 2, text: 'VP-PAD-RESIN 2.5', key: 'invalid_quantity' },
      { lineNo: 3, text: 'VB-AESL-27-M 1 extra', key: 'invalid_quantity' },
      { lineNo: 4, text: 'VP-LUBE -1', key: 'invalid_quantity' },
    ]);
  });

  it(`reads at most ${FAST_ORDER_MAX_LINES} lines of one paste`, () => {
    const text = Array.from({ length: FAST_ORDER_MAX_LINES + 5 }, (_, index) => `CODE-${index} 1`).join('\n');
    expect(parseFastOrderText(text).entries).toHaveLength(FAST_ORDER_MAX_LINES);
  });
});

describe('resolve fast order', () => {
  it('given the example catalogue, when three codes and an unknown one are resolved, then the unknown one is reported as article_not_found', async () => {
    const resolve = createResolveFastOrder({ cart: new CartGatewayInMemory() });

    const resolved = await resolve(parseFastOrderText('VP-TUBE-700 25\nvb-aesl-27-m 2\nVP-PAD-RESIN 4\nNO-SUCH-CODE 1').entries);

    expect(resolved.map((entry) => (entry.ok ? [entry.article.id, entry.qty] : [entry.articleCode, entry.key]))).toEqual([
      ['ID01:VP-TUBE-700', 25],
      ['ID01:VB-AESL-27-M', 2],
      ['ID01:VP-PAD-RESIN', 4],
      ['NO-SUCH-CODE', 'article_not_found'],
    ]);
  });

  it('given the look-up fails, when a code is resolved, then it is reported as not found rather than lost', async () => {
    const resolve = createResolveFastOrder({ cart: new CartGatewayInMemory(undefined, { fail: true }) });

    expect(await resolve([{ articleCode: 'VP-TUBE-700', qty: 1 }])).toEqual([{ ok: false, articleCode: 'VP-TUBE-700', qty: 1, key: 'article_not_found' }]);
  });
});

describe('resolve repeat-order entries', () => {
  it('given an entry naming its sales organisation, when resolved, then only that offer is taken', async () => {
    const resolve = createResolveFastOrder({ cart: new CartGatewayInMemory() });

    const [inId01, inSg01] = await resolve([
      { articleCode: 'VP-TUBE-700', qty: 5, sorg: 'ID01' },
      { articleCode: 'VP-TUBE-700', qty: 5, sorg: 'SG01' },
    ]);

    expect(inId01).toMatchObject({ ok: true, article: { id: 'ID01:VP-TUBE-700' } });
    expect(inSg01).toMatchObject({ ok: false, key: 'article_not_found' });
  });
});
