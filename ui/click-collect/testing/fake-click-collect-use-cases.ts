import { vi } from 'vitest';
import type { ClickCollectUseCases } from '../../../application/portal/click-collect/click-collect-use-cases';

/** This area's use-cases as spies: every change refused as not answered. */
export function fakeClickCollectUseCases(): ClickCollectUseCases {
  return {
    updateClickCollectStatus: vi.fn<ClickCollectUseCases['updateClickCollectStatus']>(async () => ({ ok: false, error: [{ field: 'status', key: 'failed_update_status' }] })),
    recordClickCollectShipment: vi.fn<ClickCollectUseCases['recordClickCollectShipment']>(async () => ({ ok: false, error: [{ field: 'shipment', key: 'failed_update_shipment' }] })),
    markClickCollectItems: vi.fn<ClickCollectUseCases['markClickCollectItems']>(async () => ({ ok: false, error: [{ field: 'items', key: 'failed_mark_items' }] })),
  };
}
