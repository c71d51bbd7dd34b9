import { vi } from 'vitest';
import type { UploadAreaUseCases } from '../../../application/portal/upload-area/upload-area-use-cases';

/** This area's use-cases as spies: no album, no upload, every upload refused as of an unknown album. */
export function fakeUploadAreaUseCases(): UploadAreaUseCases {
  return {
    uploadAlbums: vi.fn<UploadAreaUseCases['uploadAlbums']>(async () => []),
    uploads: vi.fn<UploadAreaUseCases['uploads']>(async () => []),
    startUpload: vi.fn<UploadAreaUseCases['startUpload']>(() => ({ ok: false, error: 'upload_album_unknown' })),
  };
}
