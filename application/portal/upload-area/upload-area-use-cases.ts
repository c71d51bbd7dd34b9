import { err, ok, type Result } from '../../../domain/shared/result';
import { uploadRefusal, type UploadAlbum, type UploadRefusal } from '../../../domain/upload-area/upload-albums';
import type { ResumableUpload, UploadAlbumOffer, UploadAreaGateway, UploadAreaUpload, UploadListener } from './ports';

export interface UploadAreaUseCases {
  uploadAlbums(): Promise<UploadAlbumOffer[]>;
  uploads(): Promise<UploadAreaUpload[]>;
  /** Starts a resumable upload after the same checks the service makes (album, file type, size), so a refusal sends nothing. */
  startUpload(file: File, album: UploadAlbum, listener: UploadListener): Result<ResumableUpload, UploadRefusal>;
}

export function createUploadAreaUseCases(ports: { uploadArea: UploadAreaGateway }): UploadAreaUseCases {
  return {
    uploadAlbums: () => ports.uploadArea.albums(),
    uploads: () => ports.uploadArea.list(),
    startUpload: (file, album, listener) => {
      const refusal = uploadRefusal(album, file.name, file.size);
      return refusal ? err(refusal) : ok(ports.uploadArea.upload(file, album, listener));
    },
  };
}
