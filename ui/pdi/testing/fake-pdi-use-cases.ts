import { vi } from 'vitest';
import type { PdiUseCases } from '../../../application/portal/pdi/pdi-use-cases';

/** This area's use-cases as spies: every change refused as not answered. */
export function fakePdiUseCases(): PdiUseCases {
  return {
    savePdi: vi.fn<PdiUseCases['savePdi']>(async () => ({ ok: false, error: [{ field: [], message: 'failed_save_pdi', values: {} }] })),
    setPdiDeleted: vi.fn<PdiUseCases['setPdiDeleted']>(async () => ({ ok: false, error: [{ field: [], message: 'failed_delete_pdi', values: {} }] })),
  };
}
