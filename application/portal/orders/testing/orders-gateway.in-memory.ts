import { ok, refused } from '../../../../domain/shared/result';
import { userError } from '../../../../domain/shared/user-error';
import type { DateRange } from '../../../../domain/dates/date-range';
import { approvePayment, PAYMENT_STATUS_DESCRIPTIONS, paymentFlags, voidPayment, type PaymentStatus } from '../../../../domain/payments/payment-status';
import { EXAMPLE_TODAY, exampleOpenOrderCompanies, exampleOrderList } from './order-examples';
import type { DownloadedFile } from '../../files/ports';
import type {
  Delivery,
  GeneratedReport,
  OpenDeliveryCompany,
  OpenOrderCompany,
  OrderListItem,
  OrderListPage,
  OrderListQuery,
  OrderPaymentDocument,
  OrdersGateway,
  PaymentDecisionOutcome,
} from '../ports';


/** The calls of this gateway that can be made to fail, to show the failure states. */
export type OrdersGatewayCall = 'openOrders' | 'shippedOrders' | 'openDeliveries' | 'createOpenOrderReport' | 'downloadReport' | 'downloadPaymentDocument' | 'orderList' | 'decidePayment';

export interface OrdersGatewayInMemoryOptions {
  companies?: OpenOrderCompany[];
  orders?: OrderListItem[];
  failing?: readonly OrdersGatewayCall[];
}

const within = (day: string | null, range: DateRange) => day !== null && day >= range.from && day <= range.to;

/** This area's gateway in memory, with example data for stories and view tests. */
export class OrdersGatewayInMemory implements OrdersGateway {
  private readonly companies: OpenOrderCompany[];
  private readonly orders: OrderListItem[];
  private readonly failing: ReadonlySet<OrdersGatewayCall>;
  /** The reports created, in order, for tests to look at. */
  readonly reports: GeneratedReport[] = [];

  constructor(options: OrdersGatewayInMemoryOptions = {}) {
    this.companies = options.companies ?? exampleOpenOrderCompanies();
    this.orders = options.orders ?? exampleOrderList();
    this.failing = new Set(options.failing ?? []);
  }

  private check(call: OrdersGatewayCall): void {
    if (this.failing.has(call)) throw new Error(`${call} failed`);
  }

  private allDeliveries(): Delivery[] {
    return this.companies.flatMap((company) => company.deliveries);
  }

  async openOrders(): Promise<OpenOrderCompany[]> {
    this.check('openOrders');
    return structuredClone(this.companies);
  }

  async shippedOrders(range: DateRange): Promise<Delivery[]> {
    this.check('shippedOrders');
    return this.allDeliveries().filter((delivery) => delivery.state === 'shipped' && within(delivery.deliveryDate, range));
  }

  async openDeliveries(range: DateRange): Promise<OpenDeliveryCompany[]> {
    this.check('openDeliveries');
    return this.companies
      .map((company) => ({
        companyCode: company.companyCode,
        companyName: company.companyName,
        deliveries: company.deliveries.filter((delivery) => delivery.state !== 'shipped' && within(delivery.documentDate, range)),
      }))
      .filter((company) => company.deliveries.length > 0);
  }

  async createOpenOrderReport(): Promise<GeneratedReport | null> {
    this.check('createOpenOrderReport');
    const report = {
      id: `report-${this.reports.length + 1}`,
      fileName: `List Open Order - ${EXAMPLE_TODAY}.xlsx`,
      contentType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      downloadUrl: `/api/reports/report-${this.reports.length + 1}/download`,
    };
    this.reports.push(report);
    return report;
  }

  async downloadReport(report: GeneratedReport): Promise<DownloadedFile> {
    this.check('downloadReport');
    const rows = this.companies.flatMap((company) => company.orders.map((order) => [order.soNumber, order.articleCode, order.qty].join('\t')));
    return { fileName: report.fileName, content: new Blob([rows.join('\n')], { type: report.contentType }) };
  }

  async downloadPaymentDocument(document: OrderPaymentDocument): Promise<DownloadedFile> {
    this.check('downloadPaymentDocument');
    return { fileName: document.fileName, content: new Blob([`${document.kind} ${document.fileName}`], { type: 'application/pdf' }) };
  }

  async orderList(query: OrderListQuery): Promise<OrderListPage> {
    this.check('orderList');
    const search = query.filter.search?.toLowerCase() ?? null;
    const range = query.filter.range;
    const found = this.orders.filter(
      (order) =>
        (!query.filter.status || order.status === query.filter.status) &&
        (!range || within(order.createdAt.slice(0, 10), range)) &&
        (!search || [order.orderNo, order.sapOrderNo, order.custPoNo].some((number) => number?.toLowerCase().includes(search))),
    );
    const start = (query.page - 1) * query.limit;
    return { items: structuredClone(found.slice(start, start + query.limit)), total: found.length, page: query.page, limit: query.limit };
  }

  async approveOrderPayment(requestNumber: string): Promise<PaymentDecisionOutcome> {
    return this.decide(requestNumber, approvePayment);
  }

  async voidOrderPayment(requestNumber: string): Promise<PaymentDecisionOutcome> {
    return this.decide(requestNumber, voidPayment);
  }

  private decide(requestNumber: string, move: typeof approvePayment): PaymentDecisionOutcome {
    this.check('decidePayment');
    const order = this.orders.find((candidate) => candidate.payment?.requestNumber === requestNumber);
    if (!order?.payment) return refused(userError('orderNumber', 'unknown_payment_request'));
    const moved = move(order.payment.status.id as PaymentStatus);
    if (!moved.ok) return refused(userError('orderNumber', moved.error));
    order.payment = { ...order.payment, status: { id: moved.value, description: PAYMENT_STATUS_DESCRIPTIONS[moved.value] }, flags: paymentFlags(moved.value) };
    order.pendingB2B = false;
    return ok(undefined);
  }
}
