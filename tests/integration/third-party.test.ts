import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gql, uploadFile } from './support/invoicing';
import { signInAs } from './support/session';
import { ENGINES, startTestServer, type TestServer } from './support/test-server';

const VENDORS = `{ vendorThirdParties { id code name sorg } }`;
const PRODUCTS = `query Products($vendorId: ID, $search: String, $page: Int, $limit: Int) { productThirdParties(vendorId: $vendorId, search: $search, page: $page, limit: $limit) { info { count page limit } data { articleCode price stock salesUnit uomConverter vendor { code } } } }`;
const ORDERS = `{ orderThirdParties { orderNo vendor { code } custCode total items { articleCode qty status nextStatuses } } }`;
const CHECKOUT = `mutation Checkout($input: CheckoutThirdPartyInput!) { checkoutThirdParty(input: $input) { message { status description } userErrors { field message } productErrors { articleCode qty subtotal message values { name value } product { stock price } } replayed order { orderNo total deliveryAddress items { articleCode qty subtotal status } } } }`;
const MOVE = `mutation Move($orderNo: String!, $articleCode: String!, $status: ThirdPartyItemStatus!) { updateStatusOrderItemThirdParty(orderNo: $orderNo, articleCode: $articleCode, status: $status) { message { status } userErrors { message } status } }`;
const UPLOAD_STOCK = `mutation Upload($file: File!) { uploadStockThirdParties(file: $file) { message { status } userErrors { message } applied missingColumns rows { row articleCode ok column error } } }`;
const UPLOAD_PRODUCTS = `mutation Upload($file: File!) { uploadProductThirdParties(file: $file) { message { status } applied rows { ok } } }`;

type Product = { articleCode: string; price: string; stock: number; vendor: { code: string } };
type Order = { orderNo: string; vendor: { code: string }; custCode: string; items: { articleCode: string; qty: number; status: string; nextStatuses: string[] }[] };

async function sheet(rows: (string | number)[][]): Promise<{ name: string; type: string; bytes: Uint8Array }> {
  const workbook = new ExcelJS.Workbook();
  const worksheet = workbook.addWorksheet('Stock');
  rows.forEach((row) => worksheet.addRow(row));
  return { name: 'stock.xlsx', type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', bytes: new Uint8Array(await workbook.xlsx.writeBuffer()) };
}

describe.each(ENGINES)('third-party vendors on %s', (engine) => {
  let server: TestServer;
  let dealer: string;
  let vendor: string;
  let otherVendor: string;

  beforeAll(async () => {
    server = await startTestServer(engine);
    dealer = (await signInAs(server, 'dealer')).requestToken;
    vendor = (await signInAs(server, 'vendor')).requestToken;
    otherVendor = (await signInAs(server, 'vendor2')).requestToken;
  });
  afterAll(() => server.close());

  const vendors = async (token: string) => (await gql<{ vendorThirdParties: { id: string; code: string }[] }>(server, token, VENDORS)).data!.vendorThirdParties;
  const products = async (token: string, variables: Record<string, unknown> = {}) => (await gql<{ productThirdParties: { info: { count: number }; data: Product[] } }>(server, token, PRODUCTS, variables)).data!.productThirdParties;
  const orders = async (token: string) => (await gql<{ orderThirdParties: Order[] }>(server, token, ORDERS)).data!.orderThirdParties;
  // localhost is the brand whose host configuration switches the stock and price checks on; 127.0.0.1 leaves them off.
  const checkout = async (input: Record<string, unknown>, host = 'localhost') => (await gql<{ checkoutThirdParty: Record<string, unknown> }>(server, dealer, CHECKOUT, { input }, host)).data!.checkoutThirdParty;
  const move = async (token: string, orderNo: string, articleCode: string, status: string) =>
    (await gql<{ updateStatusOrderItemThirdParty: { message: { status: boolean }; userErrors: { message: string }[]; status: string | null } }>(server, token, MOVE, { orderNo, articleCode, status })).data!.updateStatusOrderItemThirdParty;
  const stockOf = async (articleCode: string) => (await products(vendor, { search: articleCode })).data[0]!.stock;

  it('shows a dealer the vendors of its sales organisation and a vendor only itself, with paging and search', async () => {
    expect((await vendors(dealer)).map((each) => each.code).sort()).toEqual(['V-NUSA', 'V-RODA']);
    expect((await vendors(vendor)).map((each) => each.code)).toEqual(['V-NUSA']);
    const page = await products(dealer, { page: 2, limit: 10 });
    expect(page.info.count).toBe(16);
    expect(page.data).toHaveLength(6);
    expect(new Set((await products(vendor, { limit: 20 })).data.map((product) => product.vendor.code))).toEqual(new Set(['V-NUSA']));
    expect((await products(dealer, { search: 'pump' })).data.map((product) => product.articleCode)).toEqual(['RODA-PUMP-FL']);
  });

  it('checks out a vendor’s cart once per key, taking stock; a line whose stock dropped or price changed comes back as a product error', async () => {
    const [nusa, roda] = ['V-NUSA', 'V-RODA'].map((code) => async () => (await vendors(dealer)).find((each) => each.code === code)!.id);
    const before = await stockOf('NUSA-TUBE-700');
    const input = { vendorId: await nusa!(), products: [{ articleCode: 'NUSA-TUBE-700', qty: 3, price: '420000' }], reqDeliveryDate: '2099-01-15', idempotencyKey: `tp-${engine}-1` };
    const placed = await checkout(input);
    expect(placed).toMatchObject({ message: { status: true }, replayed: false, order: { total: '1260000', deliveryAddress: expect.stringContaining('receiving dock 2'), items: [{ qty: 3, subtotal: '1260000', status: 'ordered' }] } });
    expect(await checkout(input)).toMatchObject({ replayed: true, order: { orderNo: (placed.order as { orderNo: string }).orderNo } });
    expect(await stockOf('NUSA-TUBE-700')).toBe(before - 3);
    expect(await checkout({ ...input, products: [{ articleCode: 'NUSA-TUBE-700', qty: 4, price: '420000' }] })).toMatchObject({ userErrors: [{ message: 'idempotency_key_reused' }] });

    const tooMany = await checkout({ ...input, idempotencyKey: `tp-${engine}-2`, products: [{ articleCode: 'NUSA-TUBE-700', qty: before, price: '420000' }, { articleCode: 'NUSA-GRIP-LCK', qty: 1, price: '80000' }] });
    expect(tooMany).toMatchObject({
      message: { status: false, description: 'failed_checkout' },
      productErrors: [
        { articleCode: 'NUSA-TUBE-700', qty: before, message: 'third_party_stock_insufficient', values: [{ name: 'stock', value: String(before - 3) }] },
        { articleCode: 'NUSA-GRIP-LCK', subtotal: '80000', message: 'third_party_price_changed', product: { price: '85000' } },
      ],
      order: null,
    });
    expect(await stockOf('NUSA-TUBE-700')).toBe(before - 3);

    const unchecked = await checkout({ vendorId: await roda!(), products: [{ articleCode: 'RODA-TOOL-MT', qty: 1, price: '200000' }], idempotencyKey: `tp-${engine}-3` }, '127.0.0.1');
    expect(unchecked).toMatchObject({ message: { status: true }, order: { total: '210000' } });
    expect(new Set((await orders(dealer)).map((order) => order.vendor.code))).toEqual(new Set(['V-NUSA', 'V-RODA']));
  });

  it('lets a vendor read only its own orders and move its items through the workflow; another vendor can neither read nor move them', async () => {
    const own = await orders(vendor);
    expect(own.length).toBeGreaterThan(0);
    expect(new Set(own.map((order) => order.vendor.code))).toEqual(new Set(['V-NUSA']));
    const others = await orders(otherVendor);
    expect(others.map((order) => order.vendor.code).every((code) => code === 'V-RODA')).toBe(true);
    expect(others.map((order) => order.orderNo)).not.toContain(own[0]!.orderNo);
    const forbidden = await gql(server, vendor, `{ placedOrders(orderNo: "${own[0]!.orderNo}") { order_no } }`);
    expect(forbidden.errors?.[0]?.message).toBe('forbidden');

    const { orderNo, items } = own[0]!;
    const article = items[0]!.articleCode;
    expect(await move(otherVendor, orderNo, article, 'confirmed')).toMatchObject({ message: { status: false }, userErrors: [{ message: 'order_item_not_found' }] });
    expect(await move(vendor, orderNo, article, 'shipped')).toMatchObject({ userErrors: [{ message: 'third_party_status_not_allowed' }] });
    expect(await move(vendor, orderNo, article, 'confirmed')).toMatchObject({ message: { status: true }, status: 'confirmed' });
    expect((await orders(dealer)).find((order) => order.orderNo === orderNo)!.items[0]).toMatchObject({ status: 'confirmed', nextStatuses: ['shipped', 'cancelled'] });
    expect((await gql(server, dealer, MOVE, { orderNo, articleCode: article, status: 'shipped' })).errors?.[0]?.message).toBe('forbidden');
  });

  it('applies a stock sheet only when every row is accepted, reporting each row; a product sheet adds articles', async () => {
    const before = await stockOf('NUSA-CAGE-ALU');
    const bad = await uploadFile<{ uploadStockThirdParties: Record<string, unknown> }>(server, vendor, UPLOAD_STOCK, {}, await sheet([['articleCode', 'stock'], ['NUSA-CAGE-ALU', 7], ['NUSA-BELL-MIN', 'twelve']]));
    expect((bad.body as { data: { uploadStockThirdParties: unknown } }).data.uploadStockThirdParties).toMatchObject({
      message: { status: false },
      userErrors: [{ message: 'third_party_sheet_rows_refused' }],
      applied: false,
      rows: [
        { row: 2, articleCode: 'NUSA-CAGE-ALU', ok: true },
        { row: 3, articleCode: 'NUSA-BELL-MIN', ok: false, column: 'stock', error: 'third_party_whole_number' },
      ],
    });
    expect(await stockOf('NUSA-CAGE-ALU')).toBe(before);

    const good = await uploadFile<{ uploadStockThirdParties: Record<string, unknown> }>(server, vendor, UPLOAD_STOCK, {}, await sheet([['ArticleCode', 'Stock'], ['NUSA-CAGE-ALU', 7]]));
    expect((good.body as { data: { uploadStockThirdParties: unknown } }).data.uploadStockThirdParties).toMatchObject({ applied: true });
    expect(await stockOf('NUSA-CAGE-ALU')).toBe(7);

    const added = await uploadFile(server, vendor, UPLOAD_PRODUCTS, {}, await sheet([['articleCode', 'name', 'price', 'salesUnit', 'uomConverter', 'stock'], ['NUSA-NEW-1', 'Spoke key', '35000', 'EA', 1, 9]]));
    expect((added.body as { data: { uploadProductThirdParties: unknown } }).data.uploadProductThirdParties).toMatchObject({ applied: true });
    expect(await stockOf('NUSA-NEW-1')).toBe(9);

    const notSheet = await uploadFile(server, vendor, UPLOAD_STOCK, {}, { name: 'stock.xlsx', type: 'application/octet-stream', bytes: new Uint8Array([1, 2, 3]) });
    expect((notSheet.body as { data: { uploadStockThirdParties: unknown } }).data.uploadStockThirdParties).toMatchObject({ userErrors: [{ message: 'third_party_sheet_unreadable' }] });
    const dealerUpload = await uploadFile(server, dealer, UPLOAD_STOCK, {}, await sheet([['articleCode', 'stock'], ['NUSA-CAGE-ALU', 1]]));
    expect((dealerUpload.body as { errors: { message: string }[] }).errors[0]!.message).toBe('forbidden');
  });
});
