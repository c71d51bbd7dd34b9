import { createClickCollectUseCases, type ClickCollectUseCases } from './click-collect/click-collect-use-cases';
import type { ClickCollectGateway } from './click-collect/ports';
import { createInvoiceUseCases, type InvoiceUseCases } from './invoices/invoice-use-cases';
import type { InvoicesGateway } from './invoices/ports';
import { createOrderUseCases, type OrderUseCases } from './orders/order-use-cases';
import type { OrdersGateway } from './orders/ports';
import type { IdGenerator } from './cart/ports';
import { createPaymentRequestUseCases, type PaymentRequestUseCases } from './payments/payment-request-use-cases';
import type { PaymentRequestsGateway } from './payments/ports';
import { createPaymentUseCases, type PaymentUseCases } from './payments/payment-use-cases';
import type { PaymentsGateway } from './payments/ports';

/** The use-cases of what follows an order: orders and shipments, invoices, payments, click and collect. */
export interface AfterSaleUseCases extends OrderUseCases, InvoiceUseCases, PaymentUseCases, PaymentRequestUseCases, ClickCollectUseCases {}

/** The ports of the after-sale use-cases. */
export interface AfterSalePorts {
  orders: OrdersGateway;
  invoices: InvoicesGateway;
  payments: PaymentsGateway;
  paymentRequests: PaymentRequestsGateway;
  clickCollect: ClickCollectGateway;
  ids: IdGenerator;
}

export function createAfterSaleUseCases(ports: AfterSalePorts): AfterSaleUseCases {
  return {
    ...createOrderUseCases(ports),
    ...createInvoiceUseCases(ports),
    ...createPaymentUseCases(ports),
    ...createPaymentRequestUseCases(ports),
    ...createClickCollectUseCases(ports),
  };
}
