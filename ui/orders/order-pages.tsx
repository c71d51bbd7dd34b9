import type { ReactElement } from 'react';
import { lazyPage } from '../shell/lazy-page';

const AdminOrderListPage = lazyPage(() => import('./AdminOrderListPage').then((module) => module.AdminOrderListPage));
const OpenOrdersPage = lazyPage(() => import('./OpenOrdersPage').then((module) => module.OpenOrdersPage));
const ShipmentHistoryPage = lazyPage(() => import('./ShipmentHistoryPage').then((module) => module.ShipmentHistoryPage));

/** The pages of this area by route name (domain/navigation/routes.ts). */
export const ORDER_PAGES: Partial<Record<string, () => ReactElement>> = {
  order: () => <OpenOrdersPage route="order" />,
  'order-open-order': () => <OpenOrdersPage route="order-open-order" />,
  'order-delivery': () => <ShipmentHistoryPage />,
  'admin-order-confirmation': () => <AdminOrderListPage />,
};
