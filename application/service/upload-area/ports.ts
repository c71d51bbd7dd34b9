import type { AccountBike, AccountBikeFrame, AccountBikeRowResult } from '../../../domain/upload-area/account-bike-sheet';
import type { UploadAlbum, UploadStatus } from '../../../domain/upload-area/upload-albums';

/** A user's upload into an album and what processing it gave. */
export interface UploadRecord {
  id: string;
  userId: string;
  album: UploadAlbum;
  fileName: string;
  size: number;
  status: UploadStatus;
  progress: number;
  failureReason: string | null;
  rowResults: AccountBikeRowResult[];
  createdAt: Date;
  completedAt: Date | null;
}

export interface UploadRepository {
  create(record: Pick<UploadRecord, 'id' | 'userId' | 'album' | 'fileName' | 'size' | 'createdAt'>): Promise<void>;
  find(id: string): Promise<UploadRecord | undefined>;
  /** The user's uploads, newest first. */
  listOf(userId: string, limit: number): Promise<UploadRecord[]>;
  update(id: string, change: Partial<Pick<UploadRecord, 'status' | 'progress' | 'failureReason' | 'completedAt'>>): Promise<void>;
  /** Forgets the uploads still receiving bytes that were started before `startedBefore`; answers their ids. */
  removeUnfinishedStartedBefore(startedBefore: Date): Promise<string[]>;
  /** Among the customer codes, those of customers the user reaches (its own customer or assigned ones), code to id. */
  reachableCustomers(userId: string, codes: readonly string[]): Promise<Map<string, string>>;
  /** The delivered frames among the frame numbers, by number. */
  deliveredFrames(frameNumbers: readonly string[]): Promise<Map<string, AccountBikeFrame>>;
  /**
   * In one transaction: stores the accepted bikes on their dealers' accounts (a bike listed again takes the new
   * usage) and marks the upload processed with every row's result; on failure nothing of it is stored.
   */
  storeAccountBikes(id: string, bikes: readonly AccountBike[], rowResults: readonly AccountBikeRowResult[], at: Date): Promise<void>;
}

/** The bytes of completed uploads, kept until their album has processed them. */
export interface UploadedFiles {
  read(id: string): Promise<Uint8Array | undefined>;
  remove(id: string): Promise<void>;
}

/** The job queue uploads are processed on: a queued upload survives a restart and is processed once. */
export interface UploadJobQueue {
  enqueueUpload(uploadId: string): Promise<void>;
}
