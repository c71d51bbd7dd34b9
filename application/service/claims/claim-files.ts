import { checkClaimFileUpload, CLAIM_FILE_CONTENT_TYPES, CLAIM_FILES_MAX_COUNT, claimSlotIsImage, claimSlotMaxBytes, CLAIM_FILE_SLOTS, type ClaimFileSlot } from '../../../domain/claims/claim-files';
import { ok, refused, type Result } from '../../../domain/shared/result';
import { userError, type UserError } from '../../../domain/shared/user-error';
import type { UploadedFile } from '../payments/payment-documents';
import type { ClaimsDeps } from './claim-access';
import type { ClaimFileRecord } from './ports';

/** The file-store folder of claim files: originals and thumbnails. */
export const CLAIM_FOLDER = 'claims';
/** Width of a photo's thumbnail in the gallery, in pixels: sharp on a 2x screen at the gallery's 240 px tiles. */
export const CLAIM_THUMBNAIL_WIDTH = 480;

/** The files of a request by slot; a slot left out keeps what it held. */
export type ClaimUploads = Partial<Record<ClaimFileSlot, UploadedFile | null | undefined>>;

/** A checked upload, read and thumbnailed, not yet stored. */
export interface PreparedClaimFile {
  record: ClaimFileRecord;
  bytes: Uint8Array;
  thumbnail: Uint8Array | null;
}

function safeFileName(name: string, extension: string): string {
  const stem = name.replace(/\.[^.]*$/, '').replace(/[^A-Za-z0-9 ._-]/g, '-').replace(/^[.\s-]+/, '').slice(0, 120).trim();
  return `${stem === '' ? 'file' : stem}.${extension}`;
}

/**
 * Checks each uploaded file: at most one per slot and {@link CLAIM_FILES_MAX_COUNT} in all, within its slot's size
 * (judged before the bytes are read), of a type the slot takes by its content, and for a picture one that decodes
 * (its thumbnail is made here). Nothing is stored yet.
 */
export async function prepareClaimFiles(deps: Pick<ClaimsDeps, 'images' | 'ids'>, uploads: ClaimUploads): Promise<Result<PreparedClaimFile[]>> {
  const given = Object.entries(uploads).filter((entry): entry is [ClaimFileSlot, UploadedFile] => Boolean(entry[1]));
  if (given.length > CLAIM_FILES_MAX_COUNT) return refused(userError('', 'claim_too_many_files', { max: CLAIM_FILES_MAX_COUNT }));
  const errors: UserError[] = [];
  const prepared: PreparedClaimFile[] = [];
  for (const [slot, file] of given) {
    if (!CLAIM_FILE_SLOTS.includes(slot)) continue;
    if (file.size > claimSlotMaxBytes(slot)) {
      errors.push(userError(slot, slot === 'video' ? 'claim_video_too_large' : 'claim_file_too_large', { maxMegabytes: claimSlotMaxBytes(slot) / (1024 * 1024) }));
      continue;
    }
    const bytes = await file.bytes();
    const checked = checkClaimFileUpload(slot, { name: file.name, bytes });
    if (!checked.ok) {
      errors.push(...checked.error);
      continue;
    }
    let thumbnail: Uint8Array | null = null;
    if (claimSlotIsImage(slot, checked.value)) {
      try {
        thumbnail = await deps.images.toWebp(bytes, CLAIM_THUMBNAIL_WIDTH);
      } catch {
        errors.push(userError(slot, 'claim_file_content_not_allowed'));
        continue;
      }
    }
    const key = deps.ids.newId();
    const extension = checked.value === 'jpeg' ? 'jpg' : checked.value;
    prepared.push({
      bytes,
      thumbnail,
      record: {
        slot,
        fileName: safeFileName(file.name, extension),
        storedName: `${key}.${extension}`,
        thumbnailName: thumbnail ? `${key}-thumbnail.webp` : null,
        contentType: CLAIM_FILE_CONTENT_TYPES[checked.value],
        size: bytes.byteLength,
      },
    });
  }
  return errors.length > 0 ? { ok: false, error: errors } : ok(prepared);
}

/** Writes prepared files to the file store. */
export async function storeClaimFiles(deps: Pick<ClaimsDeps, 'files'>, prepared: readonly PreparedClaimFile[]): Promise<void> {
  for (const file of prepared) {
    await deps.files.write(CLAIM_FOLDER, file.record.storedName, file.bytes);
    if (file.thumbnail && file.record.thumbnailName) await deps.files.write(CLAIM_FOLDER, file.record.thumbnailName, file.thumbnail);
  }
}

/** Removes files from the store (those a failed write left, or those a change replaced). */
export async function removeClaimFiles(deps: Pick<ClaimsDeps, 'files'>, records: readonly ClaimFileRecord[]): Promise<void> {
  for (const record of records) {
    await deps.files.remove(CLAIM_FOLDER, record.storedName);
    if (record.thumbnailName) await deps.files.remove(CLAIM_FOLDER, record.thumbnailName);
  }
}

/** Runs a database write after the files are stored; when it fails the new files are removed again. */
export async function withStoredFiles<T>(deps: Pick<ClaimsDeps, 'files'>, prepared: readonly PreparedClaimFile[], write: () => Promise<T>): Promise<T> {
  await storeClaimFiles(deps, prepared);
  try {
    return await write();
  } catch (failure) {
    await removeClaimFiles(deps, prepared.map((file) => file.record));
    throw failure;
  }
}
