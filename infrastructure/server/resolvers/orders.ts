import { openDeliveries, shippedOrders } from '../../../application/service/orders/deliveries';
import { createOpenOrderReport } from '../../../application/service/orders/open-order-export';
import { openOrders, type DeliveryView, type OpenOrderView } from '../../../application/service/orders/open-orders';
import { orderList } from '../../../application/service/orders/order-list';
import { DELIVERY_STATE_LABELS, DELIVERY_STATES } from '../../../domain/orders/deliveries';
import type { Delivery, OpenOrder, Resolvers } from '../../graphql/generated/resolvers';
import type { FieldPolicies } from '../graphql/field-policies';
import { userError } from '../../../domain/shared/user-error';
import { mutationAnswer } from '../graphql/mutation-answer';
import { iso, isoOrNull, readOrRefuse } from './after-sales-edge';
import { signedIn } from './platform';
import { toPaymentDocument } from './payments';

const ORDER_STATUS = { scopes: ['page.order-status'] };
const ORDER_LIST = { scopes: ['page.orderlist'] };

export const orderPolicies: FieldPolicies = {
  'Query.openOrderV4': ORDER_STATUS,
  'Query.shippedOrders': ORDER_STATUS,
  'Query.openDeliveryV4': ORDER_STATUS,
  'Query.orders': ORDER_LIST,
  'Mutation.createOpenOrderReport': ORDER_STATUS,
};

/** Where a generated report is downloaded with the bearer token. */
export const reportDownloadPath = (id: string) => `/api/reports/${encodeURIComponent(id)}/download`;

function toOpenOrder(order: OpenOrderView): OpenOrder {
  return {
    id: order.id,
    soNumber: order.soNumber,
    orderNumber: order.orderNumber,
    orderType: order.orderType,
    poNumber: order.poNumber,
    createdAt: order.orderDate,
    requestDeliveryDate: order.requestDeliveryDate,
    expectedDeliveryDate: order.expectedDeliveryDate,
    notes: order.notes,
    internalNotes: order.internalNotes,
    createdBy: order.createdBy,
    shipTo: order.shipTo,
    shipToDetail: { code: order.shipTo, name: order.shipToName, address: order.shipToAddress },
    custCode: order.custCode,
    custName: order.custName,
    sorg: order.sorg,
    lineNo: order.lineNo,
    articleCode: order.articleCode,
    articleCodeDisplay: order.articleCodeDisplay,
    articleName: order.articleName,
    qty: order.qty,
    price: order.price,
    subTotal: order.subTotal,
    currency: order.currency,
    uom: order.uom,
    productCategory: order.productCategory,
    modelYear: order.modelYear,
    status: order.status,
    doNumbers: order.doNumbers,
    deliveryState: order.deliveryState,
  };
}

function toDelivery(delivery: DeliveryView): Delivery {
  return { ...delivery, stateLabel: DELIVERY_STATE_LABELS[delivery.state] };
}

export const orderResolvers: Resolvers = {
  Query: {
    openOrderV4: async (_parent, args, { services, principal }) =>
      readOrRefuse(await openOrders(services, signedIn(principal), args)).map((company) => ({
        companyCode: company.companyCode,
        companyName: company.companyName,
        orders: company.orders.map(toOpenOrder),
        deliveries: company.deliveries.map(toDelivery),
        deliveryStateCounts: DELIVERY_STATES.map((state) => ({ state, count: company.deliveryStateCounts[state] })),
      })),
    shippedOrders: async (_parent, args, { services, principal }) => readOrRefuse(await shippedOrders(services, signedIn(principal), args)).map(toDelivery),
    openDeliveryV4: async (_parent, args, { services, principal }) =>
      readOrRefuse(await openDeliveries(services, signedIn(principal), args)).map((company) => ({ ...company, deliveries: company.deliveries.map(toDelivery) })),
    orders: async (_parent, { filter, withPayment, page, limit }, { services, principal }) => {
      const found = readOrRefuse(await orderList(services, signedIn(principal), { ...filter, withPayment, page, limit }));
      return {
        ...found,
        items: found.items.map((order) => {
          const receipts = order.payment?.documents.filter((document) => document.kind === 'receipt') ?? [];
          return {
            id: order.id,
            order_no: order.orderNo,
            order_status: order.status,
            sap_order_no: order.sapOrderNo,
            sorg: order.sorg,
            currency: order.currency,
            total_order: order.totalOrder,
            totalQty: order.totalQty,
            custPoNo: order.custPoNo,
            notes: order.notes,
            requestDeliveryDate: order.requestDeliveryDate,
            paymentId: order.paymentId,
            createdAt: iso(order.createdAt),
            orderStatus: { description: order.statusDescription, pendingB2B: order.pendingB2B },
            orderPayment: order.payment && {
              orderNumber: order.payment.requestNo,
              amount: order.payment.amount,
              currency: order.payment.currency,
              expiredDate: isoOrNull(order.payment.expiresAt),
              paymentStatus: { id: order.payment.status, description: order.payment.statusDescription },
              ...order.payment.flags,
              paymentDocs: order.payment.documents.map(toPaymentDocument),
              paymentReceipt: receipts.length > 0 ? toPaymentDocument(receipts[receipts.length - 1]!) : null,
              merchant: order.payment.merchant,
              virtualAccountNo: order.payment.virtualAccountNo,
            },
            details: order.lines,
            stockConfirmations: order.confirmations.map(({ locationCode, ...confirmation }) => ({ ...confirmation, location: locationCode })),
          };
        }),
      };
    },
  },
  Mutation: {
    createOpenOrderReport: async (_parent, args, { services, principal, locale, host }) => {
      const created = await createOpenOrderReport(services, signedIn(principal), { locale, host }, args);
      const answer = mutationAnswer(created.ok ? [] : [userError('custCode', created.error)], { success: 'success_create_report', failure: 'failed_create_report' });
      if (!created.ok) return { ...answer, report: null };
      const report = created.value;
      return {
        ...answer,
        report: { id: report.id, fileName: report.fileName, contentType: report.contentType, size: report.size, downloadUrl: reportDownloadPath(report.id), expiresAt: iso(report.expiresAt) },
      };
    },
  },
};
