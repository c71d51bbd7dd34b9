import { meetsScopeRequirement } from '../../../domain/access/scopes';
import {
  ACCOUNT_BIKE_COLUMNS,
  accountBikeSheetError,
  judgeAccountBikeSheet,
  sheetCustomerCodes,
  sheetFrameNumbers,
} from '../../../domain/upload-area/account-bike-sheet';
import { UPLOAD_ABANDONED_AFTER_MS, UPLOAD_ALBUM_RULES, UPLOAD_ALBUMS, uploadRefusal, type UploadAlbum, type UploadRefusal } from '../../../domain/upload-area/upload-albums';
import { err, ok, type Result } from '../../../domain/shared/result';
import type { Principal } from '../auth/ports';
import type { Clock, SpreadsheetReader } from '../shared/ports';
import type { UploadJobQueue, UploadRecord, UploadRepository, UploadedFiles } from './ports';

export interface UploadAreaDeps {
  uploads: UploadRepository;
  uploadJobs: UploadJobQueue;
  uploadedFiles: UploadedFiles;
  spreadsheetReader: SpreadsheetReader;
  clock: Clock;
}

/** How many uploads the page lists. */
export const UPLOAD_LIST_LIMIT = 50;

/** The albums the user may upload into. */
export function albumsOf(principal: Principal): UploadAlbum[] {
  return UPLOAD_ALBUMS.filter((album) => meetsScopeRequirement(principal.scopes, UPLOAD_ALBUM_RULES[album].scopes));
}

/**
 * Starts an upload (the tus creation request): the album must be one of the user's and take the file's name and
 * size. The record is the user's from the first byte, so no one else can resume or see it.
 */
export async function startUpload(
  deps: Pick<UploadAreaDeps, 'uploads' | 'clock'>,
  principal: Principal,
  upload: { id: string; album: string; fileName: string; size: number },
): Promise<Result<UploadRecord, UploadRefusal>> {
  const refusal = uploadRefusal(upload.album, upload.fileName, upload.size);
  if (refusal) return err(refusal);
  const album = upload.album as UploadAlbum;
  if (!albumsOf(principal).includes(album)) return err('upload_album_unknown');
  const record = { id: upload.id, userId: principal.userId, album, fileName: upload.fileName.trim(), size: upload.size, createdAt: deps.clock.now() };
  await deps.uploads.create(record);
  return ok({ ...record, status: 'uploading', progress: 0, failureReason: null, rowResults: [], completedAt: null });
}

/** Whether the upload is the user's own; another user's upload is as if it were not there. */
export async function ownUpload(deps: Pick<UploadAreaDeps, 'uploads'>, principal: Principal, id: string): Promise<UploadRecord | undefined> {
  const upload = await deps.uploads.find(id);
  return upload && upload.userId === principal.userId ? upload : undefined;
}

/** Every byte has arrived: the upload waits for its album's job. A job that cannot be queued fails the upload. */
export async function completeUpload(deps: Pick<UploadAreaDeps, 'uploads' | 'uploadJobs' | 'clock'>, id: string): Promise<void> {
  await deps.uploads.update(id, { status: 'queued' });
  try {
    await deps.uploadJobs.enqueueUpload(id);
  } catch (failure) {
    await deps.uploads.update(id, { status: 'failed', failureReason: 'upload_processing_failed', completedAt: deps.clock.now() });
    throw failure;
  }
}

/** The user's uploads with where each stands, newest first. */
export function uploadsOf(deps: Pick<UploadAreaDeps, 'uploads'>, principal: Principal): Promise<UploadRecord[]> {
  return deps.uploads.listOf(principal.userId, UPLOAD_LIST_LIMIT);
}

/**
 * Processes one completed upload (the job's work) by its album, then removes its bytes. A sheet refused as a whole
 * fails the upload with the reason; otherwise each row is judged against the dealers the uploader reaches and the
 * frames the brand delivered, and the accepted rows are stored with all results in one transaction. An upload
 * already processed is left alone (a job delivered twice).
 */
export async function processUpload(deps: UploadAreaDeps, id: string): Promise<void> {
  const upload = await deps.uploads.find(id);
  if (!upload || upload.status === 'processed' || upload.status === 'failed') return;
  await deps.uploads.update(id, { status: 'processing', progress: 0 });
  const bytes = await deps.uploadedFiles.read(id);
  const sheet = bytes ? await deps.spreadsheetReader.read(bytes, ACCOUNT_BIKE_COLUMNS) : null;
  const sheetError = sheet ? accountBikeSheetError(sheet.header, sheet.rows) : 'upload_sheet_unreadable';
  const at = deps.clock.now();
  if (!sheet || sheetError) {
    await deps.uploads.update(id, { status: 'failed', failureReason: sheetError, completedAt: at });
  } else {
    const [customerIds, frames] = await Promise.all([deps.uploads.reachableCustomers(upload.userId, sheetCustomerCodes(sheet.rows)), deps.uploads.deliveredFrames(sheetFrameNumbers(sheet.rows))]);
    const verdict = judgeAccountBikeSheet(sheet.rows, { customerIds, frames });
    await deps.uploads.storeAccountBikes(id, verdict.accepted, verdict.rows, at);
  }
  await deps.uploadedFiles.remove(id);
}

/** Marks an upload whose processing failed for good (the queue gave up retrying it) and removes its bytes. */
export async function failUpload(deps: Pick<UploadAreaDeps, 'uploads' | 'uploadedFiles' | 'clock'>, id: string): Promise<void> {
  await deps.uploads.update(id, { status: 'failed', failureReason: 'upload_processing_failed', completedAt: deps.clock.now() });
  await deps.uploadedFiles.remove(id);
}

/**
 * Removes the uploads abandoned unfinished (started longer than UPLOAD_ABANDONED_AFTER_MS ago and still receiving
 * bytes): the record first, so a resume in the meantime finds none and the bytes are not used again, then its bytes.
 * A finished upload, queued or processed, is never touched. Answers how many were removed.
 */
export async function expireAbandonedUploads(deps: Pick<UploadAreaDeps, 'uploads' | 'uploadedFiles' | 'clock'>): Promise<number> {
  const abandoned = await deps.uploads.removeUnfinishedStartedBefore(new Date(deps.clock.now().getTime() - UPLOAD_ABANDONED_AFTER_MS));
  for (const id of abandoned) await deps.uploadedFiles.remove(id);
  return abandoned.length;
}
