import { money } from '../../../../domain/money/money';
import { ok, refused, type Result } from '../../../../domain/shared/result';
import { userError } from '../../../../domain/shared/user-error';
import { thirdPartyLineProblem } from '../../../../domain/third-party/line-check';
import { moveThirdPartyItemStatus, nextThirdPartyItemStatuses, type ThirdPartyItemStatus } from '../../../../domain/third-party/order-item-status';
import { judgeStockSheet } from '../../../../domain/third-party/upload-rows';
import type {
  PriceComponent,
  SheetUploadAnswer,
  ThirdPartyCheckoutOutcome,
  ThirdPartyCheckoutRequest,
  ThirdPartyGateway,
  ThirdPartyOrder,
  ThirdPartyProduct,
  ThirdPartyProductPage,
  ThirdPartyProductQuery,
  ThirdPartySheetKind,
  ThirdPartyVendor,
} from '../ports';

export const EXAMPLE_VENDORS: ThirdPartyVendor[] = [
  { id: 'v-nusa', code: 'V-NUSA', name: 'Nusantara Bike Parts', sorg: 'ID01' },
  { id: 'v-roda', code: 'V-RODA', name: 'Roda Tools Supply', sorg: 'ID01' },
];

type Spec = [vendor: number, code: string, name: string, price: string, salesUnit: string, uomConverter: number, stock: number];
const SPECS: Spec[] = [
  [0, 'NUSA-TUBE-700', 'Inner tube 700x25c, presta', '420000', 'BOX', 10, 40],
  [0, 'NUSA-CAGE-ALU', 'Aluminium bottle cage', '540000', 'BOX', 12, 25],
  [0, 'NUSA-GRIP-LCK', 'Lock-on grips, black', '85000', 'PR', 1, 60],
  [0, 'NUSA-BELL-MIN', 'Mini bell, chrome', '300000', 'BOX', 20, 0],
  [1, 'RODA-PUMP-FL', 'Floor pump with gauge', '450000', 'EA', 1, 14],
  [1, 'RODA-TOOL-MT', 'Multi-tool 16 functions', '210000', 'EA', 1, 26],
];

export function exampleThirdPartyProducts(): ThirdPartyProduct[] {
  return SPECS.map(([vendor, articleCode, name, price, salesUnit, uomConverter, stock]) => ({ id: articleCode.toLowerCase(), vendor: EXAMPLE_VENDORS[vendor]!, articleCode, name, price, currency: 'IDR', salesUnit, uomConverter, stock }));
}

export function exampleThirdPartyOrders(): ThirdPartyOrder[] {
  const item = (lineNo: number, articleCode: string, name: string, qty: number, price: string, status: ThirdPartyItemStatus) => ({
    lineNo,
    articleCode,
    name,
    salesUnit: 'BOX',
    qty,
    price,
    subtotal: String(Number(price) * qty),
    status,
    nextStatuses: [...nextThirdPartyItemStatuses(status)],
  });
  const head = { vendor: EXAMPLE_VENDORS[0]!, custCode: '0001000123', customerName: 'SEPEDA JAYA', currency: 'IDR', deliveryAddress: 'Sepeda Jaya, receiving dock 2, Jl. Pahlawan 12, Surabaya' };
  return [
    { ...head, id: 'tp-2', orderNo: 'TP-2C41A0B7E9', total: '2100000', reqDeliveryDate: '2026-12-10', createdAt: '2026-11-20T03:15:00.000Z', items: [item(1, 'NUSA-TUBE-700', 'Inner tube 700x25c, presta', 5, '420000', 'ordered')] },
    {
      ...head,
      id: 'tp-1',
      orderNo: 'TP-19F02D44C1',
      total: '1705000',
      reqDeliveryDate: null,
      createdAt: '2026-11-02T08:40:00.000Z',
      items: [item(1, 'NUSA-CAGE-ALU', 'Aluminium bottle cage', 2, '540000', 'shipped'), item(2, 'NUSA-GRIP-LCK', 'Lock-on grips, black', 5, '85000', 'cancelled'), item(3, 'NUSA-BELL-MIN', 'Mini bell, chrome', 1, '200000', 'delivered')],
    },
  ];
}

/** The third-party service in memory, with the stock and price checks on, for stories and view tests. */
export class ThirdPartyGatewayInMemory implements ThirdPartyGateway {
  constructor(
    public stocked: ThirdPartyProduct[] = exampleThirdPartyProducts(),
    public placed: ThirdPartyOrder[] = exampleThirdPartyOrders(),
    readonly components: PriceComponent[] = [{ sorg: 'ID01', module: 'third-party', additionalDisplays: ['base_unit_price'] }],
  ) {}

  async vendors(): Promise<ThirdPartyVendor[]> {
    return [...EXAMPLE_VENDORS];
  }

  async products(query: ThirdPartyProductQuery): Promise<ThirdPartyProductPage> {
    const search = query.search.trim().toLowerCase();
    const found = this.stocked.filter((product) => (!query.vendorId || product.vendor.id === query.vendorId) && (!search || `${product.articleCode} ${product.name}`.toLowerCase().includes(search)));
    return { count: found.length, page: query.page, limit: query.limit, items: found.slice((query.page - 1) * query.limit, query.page * query.limit) };
  }

  async vendorAddress(vendorId: string): Promise<string | null> {
    return EXAMPLE_VENDORS.some((vendor) => vendor.id === vendorId) ? 'Sepeda Jaya, receiving dock 2, Jl. Pahlawan 12, Surabaya' : null;
  }

  async orders(): Promise<ThirdPartyOrder[]> {
    return this.placed.map((order) => ({ ...order, items: order.items.map((item) => ({ ...item })) }));
  }

  async priceComponents(module: string): Promise<PriceComponent[]> {
    return this.components.filter((component) => component.module === module);
  }

  async checkout(request: ThirdPartyCheckoutRequest): Promise<ThirdPartyCheckoutOutcome> {
    const productErrors = request.products.flatMap((line) => {
      const product = this.stocked.find((each) => each.vendor.id === request.vendorId && each.articleCode === line.articleCode);
      const problem = thirdPartyLineProblem({ ...line, price: money(line.price, 'IDR') }, product && { stock: product.stock, price: money(product.price, 'IDR') }, { checkStock: true, checkPrice: true });
      return problem ? [{ articleCode: line.articleCode, qty: line.qty, subtotal: String(Number(line.price) * line.qty), product: product ?? null, ...problem }] : [];
    });
    if (productErrors.length > 0) return { ok: false, error: { userErrors: [], productErrors } };
    const vendor = EXAMPLE_VENDORS.find((each) => each.id === request.vendorId)!;
    const items = request.products.map((line, index) => {
      const product = this.stocked.find((each) => each.articleCode === line.articleCode)!;
      // The portal's cache holds the articles it was given frozen: the stock changes on a copy.
      this.stocked = this.stocked.map((each) => (each === product ? { ...each, stock: each.stock - line.qty } : each));
      return { lineNo: index + 1, articleCode: line.articleCode, name: product.name, salesUnit: product.salesUnit, qty: line.qty, price: line.price, subtotal: String(Number(line.price) * line.qty), status: 'ordered' as const, nextStatuses: [...nextThirdPartyItemStatuses('ordered')] };
    });
    const order: ThirdPartyOrder = {
      ...exampleThirdPartyOrders()[0]!,
      id: `tp-${this.placed.length + 1}`,
      orderNo: `TP-NEW${this.placed.length + 1}`,
      vendor,
      total: String(items.reduce((sum, item) => sum + Number(item.subtotal), 0)),
      reqDeliveryDate: request.reqDeliveryDate,
      items,
    };
    this.placed = [order, ...this.placed];
    return ok(order);
  }

  async updateItemStatus(orderNo: string, articleCode: string, status: ThirdPartyItemStatus): Promise<Result<ThirdPartyItemStatus>> {
    const item = this.placed.find((order) => order.orderNo === orderNo)?.items.find((each) => each.articleCode === articleCode);
    if (!item) return refused(userError('status', 'order_item_not_found'));
    const move = moveThirdPartyItemStatus(item.status, status);
    if (!move.ok) return refused(userError('status', move.error));
    item.status = move.value;
    item.nextStatuses = [...nextThirdPartyItemStatuses(move.value)];
    return ok(move.value);
  }

  async uploadSheet(_kind: ThirdPartySheetKind, file: File): Promise<Result<SheetUploadAnswer>> {
    // The in-memory service reads a sheet written as "articleCode,stock" lines, one per row.
    const lines = (await file.text()).split('\n').filter((line) => line.trim() !== '');
    const rows = lines.map((line, index) => {
      const [articleCode = '', stock = ''] = line.split(',');
      return { row: index + 2, cells: { articleCode, stock } };
    });
    const verdict = judgeStockSheet(rows, new Set(this.stocked.map((product) => product.articleCode)));
    return ok({ applied: verdict.accepted, rows: verdict.rows, missingColumns: [] });
  }
}
