import { and, eq, inArray } from 'drizzle-orm';
import { calendarDayIn } from '../../../application/service/invoices/business-day';
import { SORG_TIME_ZONES } from '../invoices/invoices-settings.postgres';
import { bonusTiers, retailRegistrations } from '../dealer-bonus/schema';
import { invoiceItems, invoices } from '../invoices/schema';
import { prices, productSorgs, products } from '../catalogue/schema';
import { customers } from '../schema';
import { insertAll, type Tx } from './seed-helpers';

/** The demo dealers whose sales history the overview and the bonus show, each with the payers it invoices to. */
const SALES_DEALERS = [
  { r3: '0000100001', sorg: 'ID01', payers: [['0000100001', 'Sepeda Jaya Jakarta']], invoicesPerMonth: 6, seed: 11 },
  { r3: '0000100002', sorg: 'ID01', payers: [['0000100002', 'Gowes Group Surabaya'], ['0000100102', 'Gowes Group Malang']], invoicesPerMonth: 4, seed: 23 },
  { r3: 'US20000001', sorg: 'US01', payers: [['US20000001', 'Summit Cycles Denver']], invoicesPerMonth: 3, seed: 37 },
] as const;

/** Each brand's programme, for this year and last: tiers by purchase, on-time payment and bikes registered as sold. */
const PROGRAMMES: Record<string, { name: string; purchaseTarget: string; bonusRate: string; minOnTimeRatio: string; minRetailRegistrations: number }[]> = {
  ID01: [
    { name: 'Bronze', purchaseTarget: '250000000', bonusRate: '1.00', minOnTimeRatio: '0.700', minRetailRegistrations: 0 },
    { name: 'Silver', purchaseTarget: '600000000', bonusRate: '2.00', minOnTimeRatio: '0.800', minRetailRegistrations: 12 },
    { name: 'Gold', purchaseTarget: '1200000000', bonusRate: '3.50', minOnTimeRatio: '0.900', minRetailRegistrations: 30 },
    { name: 'Platinum', purchaseTarget: '2500000000', bonusRate: '5.00', minOnTimeRatio: '0.950', minRetailRegistrations: 60 },
  ],
  US01: [
    { name: 'Trail', purchaseTarget: '25000', bonusRate: '1.50', minOnTimeRatio: '0.750', minRetailRegistrations: 0 },
    { name: 'Summit', purchaseTarget: '80000', bonusRate: '3.00', minOnTimeRatio: '0.900', minRetailRegistrations: 15 },
  ],
};

/** A small deterministic generator, so every fresh demo database tells the same story. */
function generator(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
    return state / 2_147_483_648;
  };
}

/**
 * Two years of sales for the demo dealers: invoices with articles of their sales organisation's catalogue every
 * month of last year and of this year up to today, growing a little, so the overview compares months and the bonus
 * shows a tier reached and the next one ahead. The invoices carry items only (no receivable lines), as the ERP's
 * settled history does, so the open and paid invoice lists stay as the invoicing demo made them. Also the brands'
 * bonus programmes and the dealers' retail registrations.
 */
export async function applyDemoSales(tx: Tx, options: { now: Date }): Promise<void> {
  const dealerRows = await tx.select({ id: customers.id, r3: customers.r3 }).from(customers).where(inArray(customers.r3, SALES_DEALERS.map((dealer) => dealer.r3)));
  const dealerId = new Map(dealerRows.map((row) => [row.r3, row.id]));
  for (const dealer of SALES_DEALERS) {
    const customerId = dealerId.get(dealer.r3);
    if (!customerId) continue;
    const today = calendarDayIn(options.now, SORG_TIME_ZONES[dealer.sorg]!);
    const thisYear = Number(today.slice(0, 4));
    const thisMonth = Number(today.slice(5, 7));
    const articles = await tx
      .select({ code: products.articleCode, name: products.name, brand: products.brand, uom: products.uom, price: prices.dealer, currency: prices.currency, category: products.category })
      .from(products)
      .innerJoin(productSorgs, and(eq(productSorgs.productId, products.id), eq(productSorgs.sorg, dealer.sorg)))
      .innerJoin(prices, and(eq(prices.productId, products.id), eq(prices.sorg, dealer.sorg)))
      .orderBy(products.articleCode);
    if (articles.length === 0) continue;
    const random = generator(dealer.seed);
    const heads: (typeof invoices.$inferInsert)[] = [];
    const items: { invoiceNo: string; item: Omit<typeof invoiceItems.$inferInsert, 'invoiceId'> }[] = [];
    let serial = 0;
    for (const year of [thisYear - 1, thisYear]) {
      const lastMonth = year === thisYear ? thisMonth : 12;
      for (let month = 1; month <= lastMonth; month++) {
        const growth = year === thisYear ? 1.15 : 1;
        for (let n = 0; n < dealer.invoicesPerMonth; n++) {
          serial += 1;
          const invoiceNo = `95${dealer.r3}${String(serial).padStart(4, '0')}`;
          const [payerCode, payerName] = dealer.payers[serial % dealer.payers.length]!;
          const dayOfMonth = Math.min(1 + Math.floor(random() * 27), year === thisYear && month === thisMonth ? Number(today.slice(8, 10)) : 28);
          const invoiceDate = `${year}-${String(month).padStart(2, '0')}-${String(dayOfMonth).padStart(2, '0')}`;
          let net = 0;
          const count = 1 + Math.floor(random() * 4);
          for (let line = 1; line <= count; line++) {
            const article = articles[Math.floor(random() * articles.length)]!;
            const seasonal = month >= 3 && month <= 8 ? 2 : 1;
            const qty = Math.max(1, Math.round((1 + random() * (article.category === 'bike' ? 3 : 12)) * seasonal * growth));
            const subTotal = (Number(article.price) * qty).toFixed(2);
            net += Number(subTotal);
            items.push({ invoiceNo, item: { lineNo: line, articleCode: article.code, articleCodeDisplay: article.code, name: article.name, brand: article.brand, uom: article.uom, qty, price: article.price, subTotal } });
          }
          heads.push({
            customerId,
            sorg: dealer.sorg,
            companyCode: `${dealer.sorg}-1000`,
            companyName: dealer.sorg === 'US01' ? 'Trailmark USA Inc.' : 'PT Velocita Indonesia',
            payerCode,
            payerName,
            invoiceNo,
            invoiceDate,
            fiscalYear: year,
            currency: articles[0]!.currency,
            grandTotal: (net * 1.11).toFixed(2),
            tax: (net * 0.11).toFixed(2),
          });
        }
      }
    }
    const ids = new Map<string, string>();
    await insertAll(heads, async (batch) => {
      for (const row of await tx.insert(invoices).values(batch).returning({ id: invoices.id, invoiceNo: invoices.invoiceNo })) ids.set(row.invoiceNo, row.id);
    });
    await insertAll(items, (batch) => tx.insert(invoiceItems).values(batch.map(({ invoiceNo, item }) => ({ ...item, invoiceId: ids.get(invoiceNo)! }))));

    const bikes = articles.filter((article) => article.category === 'bike');
    const registrations = Array.from({ length: dealer.invoicesPerMonth * 3 }, (_, index) => {
      const bike = bikes[index % Math.max(bikes.length, 1)] ?? articles[0]!;
      const month = 1 + (index % thisMonth);
      return {
        customerId,
        frameNumber: `RR${dealer.r3}${String(index + 1).padStart(4, '0')}`,
        articleCode: bike.code,
        brand: bike.brand,
        soldOn: `${thisYear}-${String(month).padStart(2, '0')}-${String(1 + (index % 27)).padStart(2, '0')}`,
      };
    });
    await tx.insert(retailRegistrations).values(registrations);
  }
  const thisYear = options.now.getUTCFullYear();
  await tx.insert(bonusTiers).values(
    Object.entries(PROGRAMMES).flatMap(([sorg, tiers]) => [thisYear - 1, thisYear].flatMap((year) => tiers.map((tier) => ({ sorg, year, ...tier })))),
  );
}
