import { describe, expect, it } from 'vitest';
import { TokenStoreInMemory } from '../../../application/portal/session/testing/token-store.in-memory';
import { ApiClient } from '../api-client';
import { jsonResponse, scriptedFetch, type ScriptedAnswer } from '../testing/fetch.scripted';
import { GraphqlClient } from '../graphql-client';
import { CartGatewayGraphql, IdGeneratorCrypto } from './cart-gateway';

function gatewayAnswering(...answers: ScriptedAnswer[]) {
  const { fetch, seen } = scriptedFetch(...answers);
  return { seen, gateway: new CartGatewayGraphql(new GraphqlClient(new ApiClient({ baseUrl: 'https://api.example/', fetch, tokens: new TokenStoreInMemory('access-1') })), 'https://api.example/') };
}

const product = (code: string) => ({
  id: `ID01:${code}`,
  article_code: code,
  article_code_display: code,
  name: `Velocita ${code}`,
  description: '',
  category: 'paa',
  mcid: 'PA-TUBE',
  model_code: 'V-TUBE',
  parent_name: 'Velocita Inner Tube',
  serie: null,
  model_year: null,
  brand: 'Velocita',
  variant: '700',
  slug: code.toLowerCase(),
  tags: [],
  uom: 'EA',
  exactQty: 5,
  orderQuota: null,
  sorg: 'ID01',
  blocks: { allowOrder: true, orderBlocked: false, sorgBlocked: false, hierarchyBlocked: false, brandBlocked: false, categoryBlocked: false },
  newArrival: false,
  imageName: 'vp-tube-700',
  price: {
    sorg: 'ID01', currency: 'IDR', symbol: 'Rp', thousandSeparator: '.', decimalSeparator: ',', decimalPrecision: 0, retailDisplay: null, dealer: '65000', net: '65000',
    discount: null,
    discountDetails: [{ salesDealNo: 'SD-VOL-10', description: null, discount: '5', qty: 10, uom: 'EA', type: 'percentage', term: '>=' }],
  },
  stock: { available: 550, label: { key: 'stock_count', values: [{ name: 'qty', value: '550' }] }, nextArrival: null },
});

describe('cart gateway', () => {
  it('sends the checkout with its idempotency key and reads the placed orders', async () => {
    const { gateway, seen } = gatewayAnswering(
      jsonResponse(200, {
        data: {
          checkout: {
            message: { status: true, description: 'success_checkout' },
            userErrors: [],
            replayed: false,
            orders: [{ id: 'o1', order_no: '4500000001', order_status: 'open', sorg: 'ID01', currency: 'IDR', total_order: '325000', totalQty: 5, custPoNo: 'PO-1', notes: null, requestDeliveryDate: null, createdAt: '2026-11-22T00:00:00Z', shipTo: null, shipment: null, details: [] }],
          },
        },
      }),
    );

    const outcome = await gateway.checkout({ shipto: 'ST-1', paymentId: 'pm', products: [{ articleCode: 'VP-TUBE-700', sorg: 'ID01', qty: 5 }], custPoNo: 'PO-1' }, 'key-1');

    expect(outcome).toMatchObject({ ok: true, value: { orders: [{ orderNo: '4500000001', total: '325000', custPoNo: 'PO-1' }] } });
    expect((seen[0]?.body as { variables: unknown }).variables).toEqual({
      shipto: 'ST-1',
      paymentId: 'pm',
      products: [{ articleCode: 'VP-TUBE-700', sorg: 'ID01', qty: 5 }],
      custPoNo: 'PO-1',
      idempotencyKey: 'key-1',
    });
  });

  it('reads refusals with their field path and values', async () => {
    const { gateway } = gatewayAnswering(
      jsonResponse(200, {
        data: {
          checkout: {
            message: { status: false, description: 'failed_checkout' },
            userErrors: [{ field: ['products', '0', 'qty'], message: 'order_exceeds_available_stock', values: [{ name: 'available', value: '2' }] }],
            replayed: false,
            orders: [],
          },
        },
      }),
    );

    expect(await gateway.checkout({ shipto: 'ST-1', paymentId: 'pm', products: [] }, 'key-2')).toEqual({
      ok: false,
      error: [{ field: ['products', '0', 'qty'], message: 'order_exceeds_available_stock', values: { available: '2' } }],
    });
  });

  it('finds the article with exactly the code asked among the listing the search answers', async () => {
    const { gateway } = gatewayAnswering(
      jsonResponse(200, { data: { products: { info: { count: 2, page: 1, limit: 20, pages: 1 }, view: 'item', data: [product('VP-TUBE-700'), product('VP-TUBE-700C')], models: [] } } }),
    );

    const found = await gateway.findArticle('vp-tube-700');

    expect(found.map((article) => [article.id, article.price?.tiers[0]?.value, article.stock.label])).toEqual([['ID01:VP-TUBE-700', '5', { key: 'stock_count', values: { qty: '550' } }]]);
    expect(found[0]?.image?.sources).toEqual([
      { width: 160, url: 'https://api.example/product-images/vp-tube-700.webp?w=160' },
      { width: 480, url: 'https://api.example/product-images/vp-tube-700.webp?w=480' },
      { width: 960, url: 'https://api.example/product-images/vp-tube-700.webp?w=960' },
    ]);
  });
});

describe('id generator', () => {
  it('makes version-4 UUIDs, a new one each time', () => {
    const ids = new IdGeneratorCrypto();
    const [a, b] = [ids.next(), ids.next()];
    expect(a).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(a).not.toBe(b);
  });
});
