import { vi } from 'vitest';
import type { OrderUseCases } from '../../../application/portal/orders/order-use-cases';
import { refused } from '../../../domain/shared/result';

/** This area's use-cases as spies answering nothing: no open orders, no shipments, no orders, every action refused, every download failed. */
export function fakeOrderUseCases(): OrderUseCases {
  return {
    loadOpenOrders: vi.fn<OrderUseCases['loadOpenOrders']>(async () => []),
    exportOpenOrders: vi.fn<OrderUseCases['exportOpenOrders']>(async () => ({ ok: false, code: 'OE1' })),
    defaultShipmentRange: vi.fn<OrderUseCases['defaultShipmentRange']>((today) => ({ from: today, to: today })),
    checkOrderDateRange: vi.fn<OrderUseCases['checkOrderDateRange']>(() => []),
    loadShipmentHistory: vi.fn<OrderUseCases['loadShipmentHistory']>(async () => ({ ok: true, history: { shipped: [], open: [] } })),
    loadOrderList: vi.fn<OrderUseCases['loadOrderList']>(async (query) => ({ ok: true, page: { items: [], total: 0, page: query.page, limit: query.limit } })),
    orderPaymentActions: vi.fn<OrderUseCases['orderPaymentActions']>(() => ({ approve: false, void: false })),
    approveOrderPayment: vi.fn<OrderUseCases['approveOrderPayment']>(async () => refused()),
    voidOrderPayment: vi.fn<OrderUseCases['voidOrderPayment']>(async () => refused()),
    downloadOrderPaymentDocument: vi.fn<OrderUseCases['downloadOrderPaymentDocument']>(async () => ({ ok: false })),
  };
}
