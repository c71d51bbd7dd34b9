import type { AccountBikeRowError } from '../../../domain/upload-area/account-bike-sheet';
import type { UploadAlbum, UploadStatus } from '../../../domain/upload-area/upload-albums';

/** An album the user may upload into, with the files it takes. */
export interface UploadAlbumOffer {
  album: UploadAlbum;
  extensions: string[];
  maxBytes: number;
}

/** The result of one processed row: accepted, or refused on a column for a reason (a dictionary key). */
export interface UploadRowResult {
  row: number;
  frameNumber: string;
  accepted: boolean;
  column: string | null;
  reason: AccountBikeRowError | null;
}

/** One of the user's uploads as the service answers it. */
export interface UploadAreaUpload {
  id: string;
  album: UploadAlbum;
  fileName: string;
  size: number;
  status: UploadStatus;
  progress: number;
  failureReason: string | null;
  rows: UploadRowResult[];
  createdAt: string;
  completedAt: string | null;
}

/** How far a file's bytes have gone: the bytes the service holds of all of them. */
export interface UploadBytes {
  currentBytes: number;
  maxBytes: number;
}

/** What a running upload tells its page. */
export interface UploadListener {
  onProgress(bytes: UploadBytes): void;
  onSuccess(): void;
  /** The upload stopped (the connection dropped and retries ran out, or the service refused); `reason` is a dictionary key when the service gave one. */
  onError(reason: string | null): void;
}

/** A file on its way: pausing stops sending, resuming asks the service how much it holds and sends the rest. */
export interface ResumableUpload {
  pause(): Promise<void>;
  resume(): void;
}

export interface UploadAreaGateway {
  albums(): Promise<UploadAlbumOffer[]>;
  list(): Promise<UploadAreaUpload[]>;
  /** Starts sending a file into an album, resumably, in chunks. */
  upload(file: File, album: UploadAlbum, listener: UploadListener): ResumableUpload;
}
