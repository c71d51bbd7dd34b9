import { describe, expect, it } from 'vitest';
import { dealer, givenShop, guest, salesman } from '../cart/testing/shop-fixture';
import { listProducts, productDetails, productSearchSuggestion, productStock } from './browse-catalogue';
import { restockSubscriptions, subscribeRestock, unsubscribeRestock } from './restock-subscriptions';

describe('catalogue', () => {
  it('given a term shorter than 3 characters, then no suggestion is looked for', async () => {
    const shop = givenShop();
    expect(await productSearchSuggestion(shop.deps, dealer, { term: ' ae ', category: 'bike' })).toEqual({ ok: true, value: [] });
  });

  it('given a term, then at most 4 suggestions of the category come back with name, article code and the model as suggestion', async () => {
    const shop = givenShop();
    const outcome = await productSearchSuggestion(shop.deps, dealer, { term: 'aero', category: 'bike', limit: 10 });
    expect(outcome).toEqual({ ok: true, value: [{ name: 'Aero SL M', article_code: 'AERO-M', suggestion: 'Model AERO-M', slug: 'aero-sl-m', category: 'bike' }] });
  });

  it('given the dealer, then listing prices are its own: its deal shows as the net price, tiers as discount details', async () => {
    const shop = givenShop();
    const page = await listProducts(shop.deps, dealer, 'localhost', { filter: { category: 'paa', view: 'item' } });
    expect(page.ok).toBe(true);
    if (!page.ok) return;
    expect(page.value.info).toEqual({ count: 6, page: 1, limit: 10, pages: 1 });
    const tube = page.value.data.find((product) => product.article_code === 'TUBE-700')!;
    expect(tube.price).toEqual(
      expect.objectContaining({
        dealer: '65000',
        net: '65000',
        discount: null,
        discountDetails: [
          { salesDealNo: 'SD-VOL-10', description: 'Volume 10+', discount: '5', qty: 10, uom: 'EA', type: 'percentage', term: '>=' },
          { salesDealNo: 'SD-VOL-25', description: 'Volume 25+', discount: '10', qty: 25, uom: 'EA', type: 'percentage', term: '>=' },
        ],
      }),
    );
    expect(tube.stock).toEqual({ available: 150, label: { key: 'stock_count', values: [{ name: 'qty', value: '150' }] }, nextArrival: null });
    const bike = (await listProducts(shop.deps, dealer, 'localhost', { filter: { category: 'bike', view: 'item' } })).ok;
    expect(bike).toBe(true);
  });

  it('given a session acting for nobody, then the catalogue of the user areas shows without prices', async () => {
    const shop = givenShop();
    const page = await listProducts(shop.deps, guest, 'localhost', { filter: { category: 'bike', view: 'item' } });
    expect(page.ok && page.value.data.map((product) => [product.id, product.price])).toEqual([
      ['ID01:AERO-M', null],
      ['ID01:KOTA-L', null],
    ]);
  });

  it('given the group view, then models come back at the model view quota', async () => {
    const shop = givenShop();
    const page = await listProducts(shop.deps, salesman, 'localhost', { filter: { category: 'bike' } });
    expect(page.ok && page.value.view).toBe('group');
    expect(page.ok && page.value.info.limit).toBe(12);
    expect(page.ok && page.value.models.map((model) => [model.model_code, model.sorg, model.starting_at])).toEqual([
      ['M-AERO', 'ID01', '42500000'],
      ['M-AERO', 'SG01', '3695.65'],
      ['M-KOTA-L', 'ID01', '8750000'],
    ]);
  });

  it('given a salesman whose customer was taken away, then the catalogue is refused', async () => {
    const shop = givenShop();
    shop.store.state.customers[1]!.assignedTo = [];
    expect(await listProducts(shop.deps, salesman, 'localhost', {})).toEqual({ ok: false, error: 'customer_no_longer_belongs' });
  });

  it('given a customer buying in two organisations, then the product page shows the offer in each, priced for it', async () => {
    const shop = givenShop();
    const details = await productDetails(shop.deps, salesman, 'localhost', 'aero-sl-m');
    expect(details.ok && [details.value!.product.price?.net, details.value!.offers.map((offer) => offer.price?.net)]).toEqual(['42500000', ['3670.15']]);
    expect(await productDetails(shop.deps, dealer, 'localhost', 'nope')).toEqual({ ok: true, value: null });
  });

  it('given a host that masks stock, then figures are hidden and far arrivals show only as later', async () => {
    const shop = givenShop();
    const stock = await productStock(shop.deps, dealer, 'masked.example', 'kota-l');
    expect(stock.ok && stock.value!.rows).toEqual([
      { location: null, locationName: null, available: null, label: { key: 'stock_available', values: [] }, nextArrival: { key: 'next_arrival_later', values: [{ name: 'months', value: '1' }] } },
    ]);
  });

  it('given an article, when subscribing to its restock twice and unsubscribing, then the subscription follows', async () => {
    const shop = givenShop();
    await subscribeRestock(shop.deps, dealer, { articleCode: 'KOTA-L', sorg: 'ID01' });
    await subscribeRestock(shop.deps, dealer, { articleCode: 'KOTA-L', sorg: 'ID01' });
    expect((await restockSubscriptions(shop.deps, dealer)).map((subscription) => subscription.articleCode)).toEqual(['KOTA-L']);
    expect(await subscribeRestock(shop.deps, dealer, { articleCode: 'AERO-M', sorg: 'SG01' })).toEqual({ ok: false, error: 'article_not_found' });
    await unsubscribeRestock(shop.deps, dealer, { articleCode: 'KOTA-L', sorg: 'ID01' });
    expect(await restockSubscriptions(shop.deps, dealer)).toEqual([]);
  });
});
