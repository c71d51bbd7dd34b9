import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_COMMERCE_FIXTURES as F } from '../../infrastructure/db/seed/demo-commerce';
import { shopQuery, signInAt } from './support/commerce';
import { ENGINES, startTestServer, type TestServer } from './support/test-server';

const SUGGEST = `query Suggest($term: String!, $category: ProductCategory) {
  productSearchSuggestion(term: $term, category: $category) { data { name article_code suggestion slug category } }
}`;
const LIST = `query List($page: Int, $limit: Int, $filter: ProductFilter) {
  products(page: $page, limit: $limit, filter: $filter) {
    info { count page limit pages } view
    data { id article_code name sorg price { dealer net } stock { available label { key } } }
    models { model_code parent_name variants starting_at currency }
  }
}`;
const DETAILS = `query Details($slug: String!) {
  productDetailsV2(slug: $slug) {
    product { id sorg price { currency dealer net discount { salesDealNo type value } discountDetails { salesDealNo term qty discount } } }
    offers { id sorg price { currency dealer net discount { salesDealNo value } } }
    variants { article_code }
    restockSubscribed
  }
}`;

type Suggestion = { name: string; article_code: string; suggestion: string; slug: string; category: string };
type Listing = {
  products: {
    info: { count: number; page: number; limit: number; pages: number };
    view: string;
    data: { id: string; article_code: string; name: string; sorg: string; price: { dealer: string; net: string } | null; stock: { available: number | null } }[];
    models: { model_code: string; parent_name: string; variants: number; starting_at: string | null; currency: string | null }[];
  };
};
type Details = {
  productDetailsV2: {
    product: { id: string; sorg: string; price: { currency: string; dealer: string; net: string; discount: { salesDealNo: string; value: string } | null } | null };
    offers: { id: string; sorg: string; price: { currency: string; net: string } | null }[];
    variants: { article_code: string }[];
    restockSubscribed: boolean;
  } | null;
};

const AERO_M_SLUG = 'velocita-aero-sl-2027-m-vb-aesl-27-m';

describe.each(ENGINES)('commerce catalogue on %s', (engine) => {
  let server: TestServer;
  let dealer: string;
  beforeAll(async () => {
    server = await startTestServer(engine);
    dealer = await signInAt(server, 'dealer');
  });
  afterAll(() => server.close());

  it('suggests at most 4 articles for a term of 3 characters or more, by name or article code, none for shorter terms', async () => {
    const byName = await shopQuery<{ productSearchSuggestion: { data: Suggestion[] } }>(server, dealer, SUGGEST, { term: 'aero' });
    const names = byName.data!.productSearchSuggestion.data;
    expect(names).toHaveLength(4);
    for (const suggestion of names) {
      expect(suggestion.name).toMatch(/aero/i);
      expect(suggestion.category).toBe('bike');
      expect(suggestion.suggestion).toMatch(/^Velocita Aero/);
    }
    const byCode = await shopQuery<{ productSearchSuggestion: { data: Suggestion[] } }>(server, dealer, SUGGEST, { term: 'vp-tube', category: 'paa' });
    expect(byCode.data!.productSearchSuggestion.data.map((suggestion) => suggestion.article_code)).toEqual(expect.arrayContaining(['VP-TUBE-700', 'VP-TUBE-29']));
    expect(byCode.data!.productSearchSuggestion.data.every((suggestion) => suggestion.article_code.startsWith('VP-TUBE'))).toBe(true);
    const tooShort = await shopQuery<{ productSearchSuggestion: { data: Suggestion[] } }>(server, dealer, SUGGEST, { term: 'ae' });
    expect(tooShort.data!.productSearchSuggestion.data).toEqual([]);
    const otherBrand = await shopQuery<{ productSearchSuggestion: { data: Suggestion[] } }>(server, dealer, SUGGEST, { term: 'ridgeline' });
    expect(otherBrand.data!.productSearchSuggestion.data).toEqual([]);
  });

  it('pages the bike catalogue of the dealer in the recommended sort, priced for the dealer', async () => {
    const first = await shopQuery<Listing>(server, dealer, LIST, { filter: { category: 'bike', view: 'item' } });
    expect(first.data!.products.info).toEqual({ count: 37, page: 1, limit: 10, pages: 4 });
    expect(first.data!.products.data.map((product) => product.article_code).slice(0, 3)).toEqual(['VB-AESL-27-S', 'VB-AESL-27-M', 'VB-AESL-27-L']);
    expect(first.data!.products.data[1]!.price).toEqual({ dealer: '42500000', net: '39312500' });
    const last = await shopQuery<Listing>(server, dealer, LIST, { page: 4, filter: { category: 'bike', view: 'item' } });
    expect(last.data!.products.data).toHaveLength(7);
    const all = new Set([...first.data!.products.data, ...last.data!.products.data].map((product) => product.id));
    expect(all.size).toBe(17);
  });

  it('lists models in the group view and finds words over names', async () => {
    const models = await shopQuery<Listing>(server, dealer, LIST, { filter: { category: 'bike', mc: 'BK-CITY' } });
    expect(models.data!.products.view).toBe('group');
    expect(models.data!.products.models).toEqual([
      { model_code: 'V-KTCF-2026', parent_name: 'Velocita Kota Comfort 2026', variants: 3, starting_at: '8750000', currency: 'IDR' },
      { model_code: 'V-KTTR-2025', parent_name: 'Velocita Kota Trekking 2025', variants: 3, starting_at: '11200000', currency: 'IDR' },
    ]);
    const search = await shopQuery<Listing>(server, dealer, LIST, { filter: { search: 'kota', view: 'item' }, limit: 20 });
    expect(search.data!.products.info.count).toBe(6);
  });

  it('prices the product page for the customer the session acts for, in every sales organisation it buys from', async () => {
    const forDealer = (await shopQuery<Details>(server, dealer, DETAILS, { slug: AERO_M_SLUG })).data!.productDetailsV2!;
    expect(forDealer.product.price).toEqual(expect.objectContaining({ currency: 'IDR', dealer: '42500000', net: '39312500', discount: { salesDealNo: 'SD-1001-AERO', type: 'percentage', value: '7.5' } }));
    expect(forDealer.offers).toEqual([]);
    expect(forDealer.variants.map((variant) => variant.article_code)).toEqual(['VB-AESL-27-L', 'VB-AESL-27-S']);

    const multico = await signInAt(server, 'multico');
    const forMultico = (await shopQuery<Details>(server, multico, DETAILS, { slug: AERO_M_SLUG })).data!.productDetailsV2!;
    expect(forMultico.product).toEqual(expect.objectContaining({ sorg: 'ID01', price: expect.objectContaining({ net: '40375000' }) }));
    expect(forMultico.offers).toEqual([{ id: `SG01:${F.discountedBike}`, sorg: 'SG01', price: expect.objectContaining({ currency: 'SGD', dealer: '3695.65', net: '3670.15' }) }]);

    const guest = await signInAt(server, 'guest');
    const forGuest = (await shopQuery<Details>(server, guest, DETAILS, { slug: AERO_M_SLUG })).data!.productDetailsV2!;
    expect(forGuest.product.price).toBeNull();

    const usDealer = await signInAt(server, 'usdealer');
    expect((await shopQuery<Details>(server, usDealer, DETAILS, { slug: AERO_M_SLUG })).data!.productDetailsV2).toBeNull();
  });

  it('answers stock, groupsets, promotions, best sellers, displays and repeat-order purchases of the dealer', async () => {
    const answer = await shopQuery<{
      productStock: { mode: string; rows: { available: number; nextArrival: { key: string } | null }[] };
      groupsets: { code: string; components: { article_code: string }[] }[];
      promotions: { code: string; details: unknown[] }[];
      bestSellers: { article_code: string }[];
      articleDisplays: { section: string }[];
      frequentPurchases: { info: { count: number }; data: { parent_name: string }[] };
      previousPurchases: { data: { parent_name: string }[] };
    }>(
      server,
      dealer,
      `query Extras($slug: String!) {
        productStock(slug: $slug) { mode rows { available nextArrival { key } } }
        groupsets { code components { article_code } }
        promotions(productCategory: bike, withDetailOffer: true) { code details { articleCode offer } }
        bestSellers(category: bike) { article_code }
        articleDisplays { section }
        frequentPurchases { info { count } data { parent_name } }
        previousPurchases(limit: 2) { data { parent_name } }
      }`,
      { slug: 'velocita-aero-sport-2026-s-vb-aesp-26-s' },
    );
    expect(answer.data!.productStock).toEqual({ mode: 'cumulative', rows: [{ available: 0, nextArrival: { key: 'next_arrival_month' } }] });
    expect(answer.data!.groupsets.map((groupset) => groupset.code)).toEqual(['GS-D11G', 'GS-D12R']);
    expect(answer.data!.promotions).toEqual([{ code: 'MY27-EARLY', details: expect.arrayContaining([expect.objectContaining({ articleCode: 'VB-AESL-27-M' })]) }]);
    expect(answer.data!.bestSellers).toHaveLength(8);
    expect(new Set(answer.data!.articleDisplays.map((display) => display.section))).toEqual(new Set(['featured', 'new_arrival']));
    expect(answer.data!.frequentPurchases.data[0]!.parent_name).toBe('Velocita Inner Tube');
    expect(answer.data!.frequentPurchases.info.count).toBe(7);
    expect(answer.data!.previousPurchases.data.map((purchase) => purchase.parent_name)).toEqual(['Velocita Disc Brake Pads', 'Velocita Inner Tube']);
  });

  it('refuses the catalogue without page.catalog and the analysis without page.catalog-analyze', async () => {
    for (const username of ['marketing', 'auditor']) {
      const token = await signInAt(server, username);
      expect((await shopQuery(server, token, LIST, {})).errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    }
    const analysis = `query { productAnalyzesV3(sorg: "ID01", articleCodes: ["${F.notOrderableArticle}", "${F.unpricedArticle}", "NOPE"]) { articleCode status { allowToOrder descriptions } } }`;
    expect((await shopQuery(server, dealer, analysis)).errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    const admin = await signInAt(server, 'admin');
    const answer = await shopQuery<{ productAnalyzesV3: { articleCode: string; status: { allowToOrder: boolean; descriptions: string[] } }[] }>(server, admin, analysis);
    expect(answer.data!.productAnalyzesV3).toEqual([
      { articleCode: F.notOrderableArticle, status: { allowToOrder: false, descriptions: ['order_not_allowed'] } },
      { articleCode: F.unpricedArticle, status: { allowToOrder: false, descriptions: ['no_price'] } },
      { articleCode: 'NOPE', status: { allowToOrder: false, descriptions: ['invalid_article'] } },
    ]);
  });

  it('updates attributes in batches of 75 and removes articles from a sales organisation', async () => {
    const admin = await signInAt(server, 'admin');
    const products = Array.from({ length: 80 }, (_, index) => ({ articleCode: index === 0 ? 'VP-GRP-BLACK' : `NOPE-${index}`, sorg: 'ID01', attribute: { allowOrder: false } }));
    const answer = await shopQuery<{ updateProductAttributes: { articleCode: string; message: { status: boolean; description: string } }[] }>(
      server,
      admin,
      'mutation Update($products: [ProductAttributeInput!]!) { updateProductAttributes(products: $products) { articleCode message { status description } } }',
      { products },
    );
    expect(answer.data!.updateProductAttributes).toHaveLength(80);
    expect(answer.data!.updateProductAttributes[0]).toEqual({ articleCode: 'VP-GRP-BLACK', message: { status: true, description: 'success_update_product' } });
    expect(answer.data!.updateProductAttributes[79]!.message).toEqual({ status: false, description: 'article_not_found' });
    const analysis = await shopQuery<{ productAnalyzesV3: { status: { descriptions: string[] } }[] }>(
      server,
      admin,
      'query { productAnalyzesV3(sorg: "ID01", articleCodes: ["VP-GRP-BLACK"]) { status { descriptions } } }',
    );
    expect(analysis.data!.productAnalyzesV3[0]!.status.descriptions).toEqual(['order_not_allowed']);

    const removed = await shopQuery<{ deleteProducts: { message: { status: boolean } }[] }>(
      server,
      admin,
      'mutation { deleteProducts(products: [{ articleCode: "VP-GRP-GREY", sorg: "ID01" }]) { articleCode message { status } } }',
    );
    expect(removed.data!.deleteProducts[0]!.message.status).toBe(true);
    const gone = await shopQuery<Details>(server, dealer, DETAILS, { slug: 'velocita-lock-on-grips-grey-vp-grp-grey' });
    expect(gone.data!.productDetailsV2).toBeNull();
  });
});
