import { vi } from 'vitest';
import type { DownloadAreaUseCases } from '../../../application/portal/download-area/download-area-use-cases';

/** This area's use-cases as spies: an empty list, every request refused as not answered. */
export function fakeDownloadAreaUseCases(): DownloadAreaUseCases {
  return {
    downloadAreaRequests: vi.fn<DownloadAreaUseCases['downloadAreaRequests']>(async () => ({ items: [], quotaLeft: 10, quota: 10 })),
    requestDownloadArea: vi.fn<DownloadAreaUseCases['requestDownloadArea']>(async () => ({ ok: false, error: [{ field: [], message: 'failed_request_download', values: {} }] })),
    downloadAreaFile: vi.fn<DownloadAreaUseCases['downloadAreaFile']>(async () => ({ ok: false })),
  };
}
