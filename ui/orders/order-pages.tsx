import type { ReactNode } from 'react';
import { AdminOrderListPage } from './AdminOrderListPage';
import { OpenOrdersPage } from './OpenOrdersPage';
import { ShipmentHistoryPage } from './ShipmentHistoryPage';

/** The pages of this area by route name (domain/navigation/routes.ts). */
export const ORDER_PAGES: Partial<Record<string, () => ReactNode>> = {
  order: () => <OpenOrdersPage route="order" />,
  'order-open-order': () => <OpenOrdersPage route="order-open-order" />,
  'order-delivery': () => <ShipmentHistoryPage />,
  'admin-order-confirmation': () => <AdminOrderListPage />,
};
