import { UPLOAD_ALBUM_RULES, type UploadAlbum } from '../../../../domain/upload-area/upload-albums';
import type { ResumableUpload, UploadAlbumOffer, UploadAreaGateway, UploadAreaUpload, UploadListener } from '../ports';

/** The albums a user of the upload area is offered. */
export const EXAMPLE_ALBUMS: UploadAlbumOffer[] = [{ album: 'account_bikes', extensions: [...UPLOAD_ALBUM_RULES.account_bikes.extensions], maxBytes: UPLOAD_ALBUM_RULES.account_bikes.maxBytes }];

/**
 * The upload area in memory, for stories and component tests: an upload moves by `step` bytes each time
 * `advance` is called, and lands in the list as queued once all of its bytes are sent.
 */
export class UploadAreaGatewayInMemory implements UploadAreaGateway {
  readonly started: { fileName: string; album: UploadAlbum }[] = [];
  private running: (() => void) | null = null;

  constructor(
    private readonly uploads: UploadAreaUpload[] = [],
    private readonly step = 1024 * 1024,
  ) {}

  async albums(): Promise<UploadAlbumOffer[]> {
    return EXAMPLE_ALBUMS;
  }

  async list(): Promise<UploadAreaUpload[]> {
    return [...this.uploads];
  }

  upload(file: File, album: UploadAlbum, listener: UploadListener): ResumableUpload {
    this.started.push({ fileName: file.name, album });
    let sent = 0;
    let paused = false;
    this.running = () => {
      if (paused || sent >= file.size) return;
      sent = Math.min(file.size, sent + this.step);
      listener.onProgress({ currentBytes: sent, maxBytes: file.size });
      if (sent < file.size) return;
      this.uploads.unshift({ id: `upload-${this.started.length}`, album, fileName: file.name, size: file.size, status: 'queued', progress: 0, failureReason: null, rows: [], createdAt: '2026-05-04T08:00:00.000Z', completedAt: null });
      listener.onSuccess();
    };
    return {
      pause: async () => {
        paused = true;
      },
      resume: () => {
        paused = false;
      },
    };
  }

  /** Sends the running upload's next bytes. */
  advance(): void {
    this.running?.();
  }
}
