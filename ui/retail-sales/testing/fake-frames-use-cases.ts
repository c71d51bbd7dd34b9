import { vi } from 'vitest';
import type { FramesUseCases } from '../../../application/portal/frames/frames-use-cases';

/** This area's use-cases as spies: every change refused as not answered, every download failing. */
export function fakeFramesUseCases(): FramesUseCases {
  return {
    registerFrame: vi.fn<FramesUseCases['registerFrame']>(async () => ({ ok: false, error: [{ field: [], message: 'failed_register_frame', values: {} }] })),
    deleteFrameRegistration: vi.fn<FramesUseCases['deleteFrameRegistration']>(async () => ({ ok: false, error: [{ field: [], message: 'failed_delete_frame', values: {} }] })),
    downloadWarranty: vi.fn<FramesUseCases['downloadWarranty']>(async () => ({ ok: false })),
  };
}
