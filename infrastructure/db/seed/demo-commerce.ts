import { productImageName } from '../../../domain/catalogue/product-image';
import * as cartTables from '../cart/schema';
import * as c from '../catalogue/schema';
import * as t from '../schema';
import { demoArticles, slugify, type DemoArticle } from './commerce/articles.data';
import { DEMO_COMMERCE_FIXTURES } from './commerce/fixtures';
import { LOCATIONS, priceIn, stockPlan } from './commerce/prices-and-stock.data';
import { DEMO_GROUPSETS, DEMO_PURCHASE_HISTORY, demoPromotions } from './commerce/promotions.data';
import { DEMO_FREIGHT_BENEFITS, DEMO_NAMED_SHIP_TOS, DEMO_SHIPMENT_RATES } from './commerce/shipping.data';
import { at, day, insertAll, type Tx } from './seed-helpers';

export { DEMO_COMMERCE_FIXTURES };


/**
 * The demo catalogue of both brands with prices, deals, stock, ship-to addresses, shipment rates, freight benefits,
 * promotions, best sellers, displays, order limits and purchase history, inside the demo seed's transaction.
 */
export async function applyDemoCommerce(tx: Tx, options: { now: Date }): Promise<void> {
  const { now } = options;
  const customers = await tx.select({ id: t.customers.id, r3: t.customers.r3, name: t.customers.name, address: t.customers.address, city: t.customers.city, phone: t.customers.phone }).from(t.customers);
  const customerId = (r3: string) => customers.find((customer) => customer.r3 === r3)!.id;

  // The dealer with several companies also buys from the Singapore organisation, where one of its companies is.
  await tx.insert(t.customerAreas).values({ customerId: customerId('0000100002'), sorg: 'SG01', custGroup: 'Dealer' });

  const articles = demoArticles();
  const productRows = await (async () => {
    const inserted: { id: string; articleCode: string }[] = [];
    await insertAll(articles, async (batch) => {
      inserted.push(
        ...(await tx
          .insert(c.products)
          .values(
            batch.map(({ articleCode, line, variant, rank }) => {
              const modelName = `${line.brand} ${line.name}`;
              const name = line.category === 'bike' ? `${modelName} ${line.year} ${variant}` : line.variants.length === 1 ? modelName : `${modelName} ${variant}`;
              return {
                articleCode,
                // Written as the brand's documents write it, the way dealers type it into fast order and search.
                articleCodeDisplay: articleCode,
                name,
                description: line.description,
                category: line.category,
                mcid: line.mcid,
                modelCode: `${line.brand === 'Velocita' ? 'V' : 'T'}-${line.code}${line.year ? `-${line.year}` : ''}`,
                modelName: line.category === 'bike' ? `${modelName} ${line.year}` : modelName,
                series: line.series,
                modelYear: line.year,
                brand: line.brand,
                variant: line.variants.length === 1 ? null : variant,
                slug: slugify(`${name} ${articleCode}`),
                tags: line.tags ?? [],
                uom: 'EA',
                exactQty: line.exactQty ?? null,
                orderQuota: line.orderQuota ?? null,
                hierarchyBlocked: articleCode === 'VP-TOOL-TRQ',
                recommendedRank: rank,
                imageName: productImageName(articleCode) ?? null,
              };
            }),
          )
          .returning({ id: c.products.id, articleCode: c.products.articleCode })),
      );
    });
    return inserted;
  })();
  const productId = new Map(productRows.map((row) => [row.articleCode, row.id]));
  const idOf = (articleCode: string) => {
    const id = productId.get(articleCode);
    if (!id) throw new Error(`demo commerce: no article ${articleCode}`);
    return id;
  };

  const newArrival = { newArrivalFrom: day(now, -10), newArrivalTo: day(now, 50), newArrivalActive: true };
  await insertAll(
    articles.flatMap((article) =>
      article.line.sorgs.map((sorg) => ({
        productId: idOf(article.articleCode),
        sorg,
        allowOrder: article.articleCode !== DEMO_COMMERCE_FIXTURES.notOrderableArticle,
        orderBlocked: article.articleCode === 'VP-PMP-MINI',
        ...(article.line.year === 2027 ? newArrival : {}),
      })),
    ),
    (batch) => tx.insert(c.productSorgs).values(batch),
  );
  await insertAll(
    articles.flatMap((article) =>
      article.line.sorgs
        .filter((sorg) => !(article.articleCode === DEMO_COMMERCE_FIXTURES.unpricedArticle && sorg === 'ID01'))
        .map((sorg) => ({ productId: idOf(article.articleCode), sorg, ...priceIn(article.line, sorg) })),
    ),
    (batch) => tx.insert(c.prices).values(batch),
  );

  await insertDeals(tx, articles, idOf, customerId);

  await tx.insert(c.stockLocations).values(LOCATIONS);
  await insertAll(
    articles.flatMap((article, index) =>
      article.line.sorgs.flatMap((sorg) =>
        stockPlan(article, index, sorg).map((plan) => ({
          productId: idOf(article.articleCode),
          locationCode: plan.location,
          available: plan.available,
          nextArrival: plan.arrivalDays === null ? null : day(now, plan.arrivalDays),
          nextArrivalQty: plan.arrivalQty,
        })),
      ),
    ),
    (batch) => tx.insert(c.stockLevels).values(batch),
  );

  await insertGroupsets(tx, idOf);
  await insertPromotionsAndDisplays(tx, articles, idOf, now);
  await insertShipping(tx, customers, customerId);
  await tx.insert(cartTables.orderLimits).values([
    { customerId: customerId('0000100001'), productId: idOf(DEMO_COMMERCE_FIXTURES.limitedArticle), sorg: 'ID01', limitQty: 5, orderedQty: 3, updatedAt: now },
    { customerId: customerId('US20000001'), productId: idOf('TB-SE150-27-L'), sorg: 'US01', limitQty: 4, orderedQty: 0, updatedAt: now },
  ]);
  await insertPurchases(tx, idOf, customerId, now);
}

async function insertDeals(tx: Tx, articles: DemoArticle[], idOf: (code: string) => string, customerId: (r3: string) => string): Promise<void> {
  const deal = (articleCode: string, sorg: string, fields: Omit<typeof c.priceDeals.$inferInsert, 'productId' | 'sorg'>) => ({ productId: idOf(articleCode), sorg, ...fields });
  const ofModel = (brandPrefix: string, code: string) => articles.filter((article) => article.articleCode.startsWith(`${brandPrefix}-${code}-`)).map((article) => article.articleCode);
  const dealer = customerId('0000100001');
  const multico = customerId('0000100002');
  const summit = customerId('US20000001');
  const rows = [
    // Volume tiers for every dealer of ID01 on tubes and tyres.
    ...articles
      .filter((article) => article.line.sorgs.includes('ID01') && ['PA-TUBE', 'PA-TYRE'].includes(article.line.mcid))
      .flatMap((article) => [
        deal(article.articleCode, 'ID01', { salesDealNo: 'SD-VOL-10', description: 'Volume 10+', type: 'percentage', value: '5', term: '>=', tierQty: 10 }),
        deal(article.articleCode, 'ID01', { salesDealNo: 'SD-VOL-25', description: 'Volume 25+', type: 'percentage', value: '10', term: '>=', tierQty: 25 }),
      ]),
    // A launch offer on helmets for small orders: Rp50.000 off each of up to 2 units.
    ...articles
      .filter((article) => article.line.mcid === 'PA-HELMET' && article.line.sorgs.includes('ID01'))
      .map((article) => deal(article.articleCode, 'ID01', { salesDealNo: 'SD-HLM-LAUNCH', description: 'Launch offer, up to 2 units', type: 'amount', value: '50000', term: '<=', tierQty: 2 })),
    // Fleet tier on every ID01 bike.
    ...articles
      .filter((article) => article.line.category === 'bike' && article.line.sorgs.includes('ID01'))
      .map((article) => deal(article.articleCode, 'ID01', { salesDealNo: 'SD-FLEET-5', description: 'Fleet order 5+', type: 'percentage', value: '3', term: '>=', tierQty: 5 })),
    // The one-company dealer's own deals.
    ...ofModel('VB', 'AESL').map((code) => deal(code, 'ID01', { customerId: dealer, salesDealNo: 'SD-1001-AERO', description: 'Aero launch partner', type: 'percentage', value: '7.5' })),
    ...ofModel('VB', 'RMTR').map((code) => deal(code, 'ID01', { customerId: dealer, salesDealNo: 'SD-1001-RIMBA', description: 'Demo fleet support', type: 'amount', value: '250000' })),
    ...ofModel('VB', 'JLGR').map((code) => deal(code, 'ID01', { customerId: dealer, salesDealNo: 'SD-1001-GRAVEL', description: 'Gravel 3+', type: 'percentage', value: '12.5', term: '>=', tierQty: 3 })),
    // The dealer with several companies: road bikes in ID01, Aero SL and Volt City E in SG01.
    ...articles
      .filter((article) => article.line.mcid === 'BK-ROAD' && article.line.sorgs.includes('ID01'))
      .map((article) => deal(article.articleCode, 'ID01', { customerId: multico, salesDealNo: 'SD-1002-ROAD', description: 'Road partner', type: 'percentage', value: '5' })),
    ...ofModel('VB', 'AESL').map((code) => deal(code, 'SG01', { customerId: multico, salesDealNo: 'SD-1002-SG-AERO', description: 'Singapore showroom', type: 'amount', value: '25.50' })),
    ...ofModel('VB', 'VTCE').map((code) => deal(code, 'SG01', { customerId: multico, salesDealNo: 'SD-1002-SG-VOLT', description: 'E-bike 4+', type: 'percentage', value: '8', term: '>=', tierQty: 4 })),
    // The Trailmark dealer: tubes by the dozen and its flagship trail bike.
    ...ofModel('TP', 'TUBE').map((code) => deal(code, 'US01', { customerId: summit, salesDealNo: 'SD-9001-TUBE', description: 'Dozen pricing', type: 'amount', value: '2.50', term: '>=', tierQty: 12 })),
    ...ofModel('TB', 'RL130').map((code) => deal(code, 'US01', { customerId: summit, salesDealNo: 'SD-9001-RL', description: 'Ridgeline dealer program', type: 'percentage', value: '10' })),
  ];
  await insertAll(rows, (batch) => tx.insert(c.priceDeals).values(batch));
}

async function insertGroupsets(tx: Tx, idOf: (code: string) => string): Promise<void> {
  for (const groupset of DEMO_GROUPSETS) {
    const [row] = await tx
      .insert(c.groupsets)
      .values({ code: groupset.code, name: groupset.name, productId: idOf(groupset.kit), brand: groupset.brand, series: groupset.series, speeds: groupset.speeds, description: groupset.description })
      .returning({ id: c.groupsets.id });
    await tx.insert(c.groupsetComponents).values(groupset.parts.map((part) => ({ groupsetId: row!.id, productId: idOf(part), qty: 1 })));
  }
}

async function insertPromotionsAndDisplays(tx: Tx, articles: DemoArticle[], idOf: (code: string) => string, now: Date): Promise<void> {
  const valid = { validFrom: at(now, -5), validTo: at(now, 60) };
  await tx.insert(c.promotions).values(demoPromotions(now));

  const bySorg = (sorg: string, category: 'bike' | 'paa') => articles.filter((article) => article.line.sorgs.includes(sorg) && article.line.category === category);
  const every = <T>(items: T[], step: number) => items.filter((_, index) => index % step === 0);
  const bestSellers = [
    ...every(bySorg('ID01', 'bike'), 3).slice(0, 10).map((article, index) => ({ sorg: 'ID01', productId: idOf(article.articleCode), rank: index + 1 })),
    ...every(bySorg('ID01', 'paa'), 4).slice(0, 10).map((article, index) => ({ sorg: 'ID01', productId: idOf(article.articleCode), rank: index + 11 })),
    ...bySorg('SG01', 'bike').slice(0, 5).map((article, index) => ({ sorg: 'SG01', productId: idOf(article.articleCode), rank: index + 1 })),
    ...every(bySorg('US01', 'bike'), 2).slice(0, 10).map((article, index) => ({ sorg: 'US01', productId: idOf(article.articleCode), rank: index + 1 })),
    ...every(bySorg('US01', 'paa'), 3).slice(0, 10).map((article, index) => ({ sorg: 'US01', productId: idOf(article.articleCode), rank: index + 11 })),
  ];
  await tx.insert(c.bestSellers).values(bestSellers);

  const displays = [
    ...bySorg('ID01', 'bike')
      .filter((article) => article.line.year === 2027)
      .slice(0, 4)
      .map((article, index) => ({ sorg: 'ID01', productId: idOf(article.articleCode), section: 'new_arrival', label: 'New', sortOrder: index + 1, ...valid })),
    ...every(bySorg('ID01', 'paa'), 9)
      .slice(0, 4)
      .map((article, index) => ({ sorg: 'ID01', productId: idOf(article.articleCode), section: 'featured', label: null, sortOrder: index + 1, ...valid })),
    ...bySorg('US01', 'bike')
      .filter((article) => article.line.year === 2027)
      .slice(0, 4)
      .map((article, index) => ({ sorg: 'US01', productId: idOf(article.articleCode), section: 'new_arrival', label: 'New', sortOrder: index + 1, ...valid })),
  ];
  await tx.insert(c.articleDisplays).values(displays);
}

async function insertShipping(
  tx: Tx,
  customers: { id: string; r3: string; name: string; address: string | null; city: string | null; phone: string | null }[],
  customerId: (r3: string) => string,
): Promise<void> {
  const named = DEMO_NAMED_SHIP_TOS.map(({ r3, ...shipTo }) => ({ customerId: customerId(r3), ...shipTo }));
  const withNamed = new Set(named.map((shipTo) => shipTo.customerId));
  const generated = customers
    .filter((customer) => !withNamed.has(customer.id))
    .map((customer) => ({
      customerId: customer.id,
      code: `ST-${customer.r3.slice(-6)}-01`,
      name: customer.name,
      address: customer.address ?? '',
      city: customer.city ?? '',
      postalCode: null,
      country: 'ID',
      phone: customer.phone,
      warehouseArea: 'JAVA-WEST',
      isDefault: true,
      active: true,
    }));
  await insertAll([...named, ...generated], (batch) => tx.insert(cartTables.shipToAddresses).values(batch));

  await tx.insert(cartTables.shipmentRates).values(DEMO_SHIPMENT_RATES);
  await tx.insert(cartTables.freightBenefits).values(DEMO_FREIGHT_BENEFITS);
}

async function insertPurchases(tx: Tx, idOf: (code: string) => string, customerId: (r3: string) => string, now: Date): Promise<void> {
  await tx.insert(c.purchaseHistory).values(
    DEMO_PURCHASE_HISTORY.map(([r3, articleCode, sorg, times, qty, lastDaysAgo]) => ({
      customerId: customerId(r3),
      productId: idOf(articleCode),
      sorg,
      timesOrdered: times,
      totalQty: qty,
      firstOrderedAt: at(now, -lastDaysAgo - times * 20),
      lastOrderedAt: at(now, -lastDaysAgo),
    })),
  );
}
