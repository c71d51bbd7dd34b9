import { ok, refused } from '../../../domain/shared/result';
import { userError } from '../../../domain/shared/user-error';
import type { DownloadedFile } from '../../../application/portal/files/ports';
import type {
  Delivery,
  GeneratedReport,
  OpenDeliveryCompany,
  OpenOrderCompany,
  OrderListPage,
  OrderListQuery,
  OrderPaymentDocument,
  OrdersGateway,
  PaymentDecisionOutcome,
} from '../../../application/portal/orders/ports';
import type { DateRange } from '../../../domain/dates/date-range';
import { DELIVERY_STATES, type DeliveryState } from '../../../domain/orders/deliveries';
import {
  AdminOrderListDocument,
  ApproveOrderPaymentDocument,
  CreateOpenOrderReportDocument,
  OpenDeliveryV4Document,
  OpenOrderV4Document,
  ShippedOrdersDocument,
  VoidOrderPaymentDocument,
  type AdminOrderListQuery,
  type OrdersDeliveryFieldsFragment,
} from '../../graphql/generated/client/graphql';
import type { ApiClient } from '../api-client';
import { downloadWithToken } from '../file-download';
import type { GraphqlClient } from '../graphql-client';

function toDelivery(delivery: OrdersDeliveryFieldsFragment): Delivery {
  return {
    id: delivery.id,
    doNumber: delivery.doNumber,
    orderType: delivery.orderType,
    custPoNo: delivery.custPoNo,
    documentDate: delivery.documentDate,
    deliveryDate: delivery.deliveryDate,
    estimatedDeliveryDate: delivery.estimatedDeliveryDate,
    trackingNo: delivery.trackingNo,
    trackingUrl: delivery.trackingUrl,
    expeditionName: delivery.expeditionName,
    companyCode: delivery.companyCode,
    companyName: delivery.companyName,
    currency: delivery.currency,
    state: delivery.state,
    lines: delivery.detail.map((line) => ({ ...line })),
  };
}

function stateCounts(counts: readonly { state: DeliveryState; count: number }[]): Record<DeliveryState, number> {
  return Object.fromEntries(DELIVERY_STATES.map((state) => [state, counts.find((count) => count.state === state)?.count ?? 0])) as Record<DeliveryState, number>;
}

type AdminOrder = AdminOrderListQuery['orders']['items'][number];

function toOrderListItem(order: AdminOrder): OrderListPage['items'][number] {
  const payment = order.orderPayment;
  return {
    id: order.id,
    orderNo: order.order_no,
    status: order.order_status,
    statusDescription: order.orderStatus.description,
    pendingB2B: order.orderStatus.pendingB2B,
    sapOrderNo: order.sap_order_no,
    sorg: order.sorg,
    currency: order.currency,
    total: order.total_order,
    totalQty: order.totalQty,
    custPoNo: order.custPoNo,
    notes: order.notes,
    requestDeliveryDate: order.requestDeliveryDate,
    createdAt: order.createdAt,
    payment: payment && {
      requestNumber: payment.orderNumber,
      amount: payment.amount,
      currency: payment.currency,
      expiresAt: payment.expiredDate,
      status: payment.paymentStatus,
      flags: { waiting: payment.waiting, uploaded: payment.uploaded, failed: payment.failed, voided: payment.voided, completed: payment.completed },
      merchant: payment.merchant,
      virtualAccountNo: payment.virtualAccountNo,
      documents: payment.paymentDocs,
      receipt: payment.paymentReceipt,
    },
    lines: order.details,
    stockConfirmations: order.stockConfirmations,
  };
}

function decided(payload: { message: { status: boolean }; userErrors: { field?: string[] | null; message: string }[] }): PaymentDecisionOutcome {
  if (payload.message.status && payload.userErrors.length === 0) return ok(undefined);
  return refused(...payload.userErrors.map((error) => userError(error.field ?? [], error.message)));
}

/** The OrdersGateway over the service's GraphQL operations, and the report and payment-document downloads under the session's token. */
export class OrdersGatewayGraphql implements OrdersGateway {
  constructor(
    readonly graphql: GraphqlClient,
    private readonly api: ApiClient,
  ) {}

  async openOrders(): Promise<OpenOrderCompany[]> {
    const { openOrderV4 } = await this.graphql.request(OpenOrderV4Document);
    return openOrderV4.map((company) => ({
      companyCode: company.companyCode,
      companyName: company.companyName,
      orders: company.orders.map((order) => ({
        id: order.id,
        soNumber: order.soNumber,
        orderNumber: order.orderNumber,
        poNumber: order.poNumber,
        orderDate: order.createdAt,
        requestDeliveryDate: order.requestDeliveryDate,
        expectedDeliveryDate: order.expectedDeliveryDate,
        shipTo: { code: order.shipToDetail.code ?? order.shipTo, name: order.shipToDetail.name, address: order.shipToDetail.address },
        lineNo: order.lineNo,
        articleCode: order.articleCodeDisplay || order.articleCode,
        articleName: order.articleName,
        qty: order.qty,
        uom: order.uom,
        price: order.price,
        subTotal: order.subTotal,
        currency: order.currency,
        status: order.status,
        doNumbers: order.doNumbers,
        deliveryState: order.deliveryState,
      })),
      deliveries: company.deliveries.map(toDelivery),
      deliveryStateCounts: stateCounts(company.deliveryStateCounts),
    }));
  }

  async shippedOrders(range: DateRange): Promise<Delivery[]> {
    const { shippedOrders } = await this.graphql.request(ShippedOrdersDocument, { from: range.from, to: range.to });
    return shippedOrders.map(toDelivery);
  }

  async openDeliveries(range: DateRange): Promise<OpenDeliveryCompany[]> {
    const { openDeliveryV4 } = await this.graphql.request(OpenDeliveryV4Document, { from: range.from, to: range.to });
    return openDeliveryV4.map((company) => ({ companyCode: company.companyCode, companyName: company.companyName, deliveries: company.deliveries.map(toDelivery) }));
  }

  async createOpenOrderReport(): Promise<GeneratedReport | null> {
    const { createOpenOrderReport } = await this.graphql.request(CreateOpenOrderReportDocument);
    const report = createOpenOrderReport.report;
    if (!createOpenOrderReport.message.status || !report) return null;
    return { id: report.id, fileName: report.fileName, contentType: report.contentType, downloadUrl: report.downloadUrl };
  }

  downloadReport(report: GeneratedReport): Promise<DownloadedFile> {
    return downloadWithToken(this.api, report);
  }

  downloadPaymentDocument(document: OrderPaymentDocument): Promise<DownloadedFile> {
    return downloadWithToken(this.api, document);
  }

  async orderList(query: OrderListQuery): Promise<OrderListPage> {
    const { filter } = query;
    const { orders } = await this.graphql.request(AdminOrderListDocument, {
      filter: { status: filter.status, from: filter.range?.from ?? null, to: filter.range?.to ?? null, search: filter.search },
      page: query.page,
      limit: query.limit,
    });
    return { items: orders.items.map(toOrderListItem), total: orders.total, page: orders.page, limit: orders.limit };
  }

  async approveOrderPayment(requestNumber: string): Promise<PaymentDecisionOutcome> {
    const { approvePayment } = await this.graphql.request(ApproveOrderPaymentDocument, { orderNumber: requestNumber });
    return decided(approvePayment);
  }

  async voidOrderPayment(requestNumber: string): Promise<PaymentDecisionOutcome> {
    const { voidPayment } = await this.graphql.request(VoidOrderPaymentDocument, { orderNumber: requestNumber });
    return decided(voidPayment);
  }
}
