import ExcelJS from 'exceljs';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { invoiceItems, invoices } from '../../infrastructure/db/invoices/schema';
import { salesMonthlyTotals } from '../../infrastructure/db/sales-overview/schema';
import { customers } from '../../infrastructure/db/schema';
import { gql } from './support/invoicing';
import { signInAs } from './support/session';
import { ENGINES, startTestServer, type TestServer } from './support/test-server';

const FILTER = `query Filter($filter: SalesOverviewFilterInput) { salesOverviewFilterV4(filter: $filter) { sorgs years customers { code name } brands models { key label } series defaults { sorg year category } } }`;
const OVERVIEW = `query Overview($filter: SalesOverviewFilterInput) { salesOverviewV4(filter: $filter) { currency filter { year brands } months { month name netSales netSalesLastYear } brands { key netSales invoiceQuantity } merchandiseCategories { key label netSales } models { key merchandiseCategory netSales invoiceQuantity series { key netSales } } } }`;
const BONUS = `query Bonus($year: Int) { dealerBonus(year: $year) { year retail currency tiers { name } standing { reached { name } next { name } nextNeeds { purchase retailRegistrations } purchaseProgress earnedBonus } purchase { total } retailSales { total } onTimePayment { onTime late ratio } } }`;

type Figure = { key: string; netSales: string; invoiceQuantity: number };
type Overview = { currency: string; filter: { year: number; brands: string[] }; months: { month: number; name: string; netSales: string; netSalesLastYear: string }[]; brands: Figure[]; merchandiseCategories: Figure[]; models: (Figure & { merchandiseCategory: string; series: Figure[] })[] };
type Bonus = { year: number; retail: boolean; currency: string; tiers: { name: string }[]; standing: { reached: { name: string } | null; next: { name: string } | null; purchaseProgress: number }; purchase: { total: string }; retailSales: { total: number } };
type FilterData = { sorgs: string[]; years: number[]; customers: { code: string }[]; brands: string[]; defaults: { sorg: string; year: number; category: string } };

const sum = (values: string[]) => values.reduce((total, value) => total + Math.round(Number(value) * 100), 0);

describe.each(ENGINES)('sales overview and dealer bonus on %s', (engine) => {
  let server: TestServer;
  let dealer: string;
  let multico: string;

  beforeAll(async () => {
    server = await startTestServer(engine);
    dealer = (await signInAs(server, 'dealer')).requestToken;
    multico = (await signInAs(server, 'multico')).requestToken;
  });
  afterAll(() => server.close());

  const overview = async (token: string, filter: Record<string, unknown> = {}) => (await gql<{ salesOverviewV4: Overview }>(server, token, OVERVIEW, { filter })).data!.salesOverviewV4;
  const filterData = async (token: string, filter: Record<string, unknown> = {}) => (await gql<{ salesOverviewFilterV4: FilterData }>(server, token, FILTER, { filter })).data!.salesOverviewFilterV4;

  it('opens on the latest year of the dealer\'s own sales, with twelve months against last year, and every breakdown adding up to the same total', async () => {
    const options = await filterData(dealer);
    expect(options.defaults).toMatchObject({ sorg: 'ID01', category: 'overview', year: options.years.at(-1) });
    expect(options.years).toHaveLength(2);
    expect(options.customers.map((customer) => customer.code)).toEqual(['0000100001']);
    const report = await overview(dealer);
    expect(report.currency).toBe('IDR');
    expect(report.months.map((month) => month.name)).toEqual(['01', '02', '03', '04', '05', '06', '07', '08', '09', '10', '11', '12']);
    expect(sum(report.months.map((month) => month.netSalesLastYear))).toBeGreaterThan(0);
    const total = sum(report.months.map((month) => month.netSales));
    expect(total).toBeGreaterThan(0);
    expect(sum(report.brands.map((brand) => brand.netSales))).toBe(total);
    expect(sum(report.merchandiseCategories.map((category) => category.netSales))).toBe(total);
    expect(sum(report.models.map((model) => model.netSales))).toBe(total);
    for (const model of report.models) expect(sum(model.series.map((series) => series.netSales))).toBe(sum([model.netSales]));
  });

  it('takes its filter options from the data: a brand appears once it is invoiced, for that dealer only, and goes with its invoice', async () => {
    const db = server.database.db;
    const [own] = await db.select({ id: customers.id }).from(customers).where(eq(customers.r3, '0000100001'));
    const year = (await filterData(dealer)).defaults.year;
    const [invoice] = await db
      .insert(invoices)
      .values({ customerId: own!.id, sorg: 'ID01', companyCode: 'ID01-1000', companyName: 'PT Velocita Indonesia', payerCode: '0000100001', payerName: 'Sepeda Jaya Jakarta', invoiceNo: 'SO-TEST-1', invoiceDate: `${year}-02-10`, fiscalYear: year, currency: 'IDR', grandTotal: '1110' })
      .returning({ id: invoices.id });
    await db.insert(invoiceItems).values({ invoiceId: invoice!.id, lineNo: 1, articleCode: 'NOT-IN-CATALOGUE', articleCodeDisplay: 'NOT-IN-CATALOGUE', name: 'Test wheel', brand: 'Isolata', uom: 'EA', qty: 4, price: '250', subTotal: '1000' });

    expect((await filterData(dealer)).brands).toContain('Isolata');
    expect((await filterData(multico)).brands).not.toContain('Isolata');
    const narrowed = await overview(dealer, { brands: ['Isolata'] });
    expect(narrowed.brands).toEqual([{ key: 'Isolata', netSales: '1000.00', invoiceQuantity: 4 }]);
    expect(narrowed.months[1]!.netSales).toBe('1000.00');
    expect(sum(narrowed.months.map((month) => month.netSales))).toBe(100_000);

    await db.update(invoiceItems).set({ qty: 2, subTotal: '500' }).where(eq(invoiceItems.invoiceId, invoice!.id));
    expect((await overview(dealer, { brands: ['Isolata'] })).brands).toEqual([{ key: 'Isolata', netSales: '500.00', invoiceQuantity: 2 }]);
    await db.delete(invoices).where(eq(invoices.id, invoice!.id));
    expect((await filterData(dealer)).brands).not.toContain('Isolata');
    expect(await db.select().from(salesMonthlyTotals).where(eq(salesMonthlyTotals.brand, 'Isolata'))).toEqual([]);
  });

  it('never counts another dealer\'s invoices, even when the filter names the other dealer\'s codes', async () => {
    const other = await overview(multico);
    const dealerTotal = sum((await overview(dealer)).months.map((month) => month.netSales));
    const naming = await overview(dealer, { custCodes: ['0000100002', '0000100102'] });
    expect(sum(naming.months.map((month) => month.netSales))).toBe(0);
    expect(naming.brands).toEqual([]);
    expect(sum(other.months.map((month) => month.netSales))).not.toBe(dealerTotal);
    expect((await filterData(multico)).customers.map((customer) => customer.code)).toEqual(['0000100002', '0000100102']);
  });

  it('leaves a dealer\'s figures unchanged by another dealer\'s new invoice, which counts for that dealer alone', async () => {
    const db = server.database.db;
    const [other] = await db.select({ id: customers.id }).from(customers).where(eq(customers.r3, '0000100002'));
    const year = (await filterData(dealer)).defaults.year;
    const dealerBefore = await overview(dealer, { year });
    const otherBefore = sum((await overview(multico, { year })).months.map((month) => month.netSales));
    const [invoice] = await db
      .insert(invoices)
      .values({ customerId: other!.id, sorg: 'ID01', companyCode: 'ID01-1000', companyName: 'PT Velocita Indonesia', payerCode: '0000100002', payerName: 'Gowes Group Surabaya', invoiceNo: 'SO-TEST-OTHER', invoiceDate: `${year}-03-15`, fiscalYear: year, currency: 'IDR', grandTotal: '77700' })
      .returning({ id: invoices.id });
    await db.insert(invoiceItems).values({ invoiceId: invoice!.id, lineNo: 1, articleCode: 'NOT-IN-CATALOGUE', articleCodeDisplay: 'NOT-IN-CATALOGUE', name: 'Test frame', brand: 'Velocita', uom: 'EA', qty: 7, price: '10000', subTotal: '70000' });
    try {
      expect(await overview(dealer, { year })).toEqual(dealerBefore);
      expect(await overview(dealer, { year, custCodes: ['0000100002'] })).toMatchObject({ brands: [] });
      expect(sum((await overview(multico, { year })).months.map((month) => month.netSales))).toBe(otherBefore + 70_000 * 100);
    } finally {
      await db.delete(invoices).where(eq(invoices.id, invoice!.id));
    }
  });

  it('refuses a month outside the year with the rule broken, and a user without the scope', async () => {
    const answer = await gql(server, dealer, OVERVIEW, { filter: { months: [13] } });
    expect(answer.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', errors: [{ field: 'months', message: 'sales_overview_invalid_month' }] });
    const guest = (await signInAs(server, 'guest')).requestToken;
    expect((await gql(server, guest, OVERVIEW, {})).errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
  });

  it('shows the dealer where it stands in the bonus programme and what the next tier needs', async () => {
    const bonus = (await gql<{ dealerBonus: Bonus }>(server, dealer, BONUS, {})).data!.dealerBonus;
    expect(bonus.retail).toBe(true);
    expect(bonus.tiers.map((tier) => tier.name)).toEqual(['Bronze', 'Silver', 'Gold', 'Platinum']);
    expect(Number(bonus.purchase.total)).toBeGreaterThan(0);
    expect(bonus.retailSales.total).toBeGreaterThan(0);
    expect(bonus.standing.next).not.toBeNull();
    expect(bonus.standing.purchaseProgress).toBeGreaterThan(0);
    expect(bonus.standing.purchaseProgress).toBeLessThanOrEqual(1);
    const usDealer = (await signInAs(server, 'usdealer')).requestToken;
    const us = (await gql<{ dealerBonus: Bonus }>(server, usDealer, BONUS, {})).data!.dealerBonus;
    expect(us.currency).toBe('USD');
    expect(us.tiers.map((tier) => tier.name)).toEqual(['Trail', 'Summit']);
  });

  it('exports what a panel shows as a real workbook, and only for the dealer\'s own figures', async () => {
    const filter = JSON.stringify({ brands: ['Velocita'] });
    const response = await server.fetch(`/api/sales-overview/download-excel?view=brands&filter=${encodeURIComponent(filter)}`, { headers: { authorization: `Bearer ${dealer}` } });
    expect(response.status).toBe(200);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(await response.arrayBuffer());
    const cells = workbook.worksheets[0]!.getSheetValues().flat().filter((value) => typeof value === 'string');
    expect(cells).toContain('Velocita');
    expect(cells).not.toContain('Trailmark');
    const unknown = await server.fetch('/api/sales-overview/download-excel?view=secrets', { headers: { authorization: `Bearer ${dealer}` } });
    expect(unknown.status).toBe(400);
    const guest = (await signInAs(server, 'guest')).requestToken;
    expect((await server.fetch('/api/sales-overview/download-excel?view=brands', { headers: { authorization: `Bearer ${guest}` } })).status).toBe(403);
  });
});
