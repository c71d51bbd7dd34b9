import type { ReactElement } from 'react';
import { CLICK_COLLECT_PAGES } from './click-collect/click-collect-pages';
import { INVOICE_PAGES } from './invoices/invoice-pages';
import { ORDER_PAGES } from './orders/order-pages';
import { PAYMENT_REQUEST_PAGES } from './payments/payment-request-pages';
import { PAYMENT_PAGES } from './payments/payment-pages';
import { THIRD_PARTY_PAGES } from './third-party/third-party-pages';

/** The pages of orders and shipments, invoices, payments and click and collect, by route name. */
export const AFTER_SALE_PAGES: Partial<Record<string, () => ReactElement>> = {
  ...ORDER_PAGES,
  ...INVOICE_PAGES,
  ...PAYMENT_PAGES,
  ...PAYMENT_REQUEST_PAGES,
  ...CLICK_COLLECT_PAGES,
  ...THIRD_PARTY_PAGES,
};
