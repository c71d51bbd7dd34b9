import { vi } from 'vitest';
import type { ClickCollectUseCases } from '../../../application/portal/click-collect/click-collect-use-cases';

/** This area's use-cases as spies: no orders, none found, every change refused as not answered. */
export function fakeClickCollectUseCases(): ClickCollectUseCases {
  return {
    loadClickCollectOrders: vi.fn<ClickCollectUseCases['loadClickCollectOrders']>(async () => []),
    loadClickCollectOrder: vi.fn<ClickCollectUseCases['loadClickCollectOrder']>(async () => ({ ok: false, error: 'order_not_found' })),
    updateClickCollectStatus: vi.fn<ClickCollectUseCases['updateClickCollectStatus']>(async () => ({ ok: false, error: [{ field: 'status', key: 'failed_update_status' }] })),
    recordClickCollectShipment: vi.fn<ClickCollectUseCases['recordClickCollectShipment']>(async () => ({ ok: false, error: [{ field: 'shipment', key: 'failed_update_shipment' }] })),
    markClickCollectItems: vi.fn<ClickCollectUseCases['markClickCollectItems']>(async () => ({ ok: false, error: [{ field: 'items', key: 'failed_mark_items' }] })),
  };
}
