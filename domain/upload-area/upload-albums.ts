import type { ScopeRequirement } from '../access/scopes';

/**
 * The upload area (spec 002 §4 /upload-area): a person uploads large files resumably into an album, the kind of
 * upload it is; the album says which files it takes and processes each one after its upload completes.
 */

/** The albums a person may upload into, each needing the area's scope and the album's own. */
export const UPLOAD_ALBUMS = ['account_bikes'] as const;
export type UploadAlbum = (typeof UPLOAD_ALBUMS)[number];

export interface UploadAlbumRules {
  /** File name endings the album takes, lower case with the dot. */
  extensions: readonly string[];
  /** The largest file the album takes, in bytes. */
  maxBytes: number;
  /** What a user needs to upload into it. */
  scopes: ScopeRequirement;
}

/** The scope of the upload area itself. */
export const UPLOAD_AREA_SCOPE = 'page.upload-area';

/** The largest file any album takes: a spreadsheet of the most rows allowed with notes, well within it. */
export const UPLOAD_MAX_BYTES = 20 * 1024 * 1024;

/**
 * How long an upload may stay unfinished: a resumable upload left longer is abandoned, and its bytes and record are
 * removed (docs/decisions.md). A day lets a dealer resume after a lost connection or the next morning.
 */
export const UPLOAD_ABANDONED_AFTER_MS = 24 * 60 * 60 * 1000;

export const UPLOAD_ALBUM_RULES: Readonly<Record<UploadAlbum, UploadAlbumRules>> = {
  account_bikes: { extensions: ['.xlsx'], maxBytes: UPLOAD_MAX_BYTES, scopes: [UPLOAD_AREA_SCOPE] },
};

/** Where an upload stands: receiving bytes, waiting for its job, being processed, processed, or failed. */
export const UPLOAD_STATUSES = ['uploading', 'queued', 'processing', 'processed', 'failed'] as const;
export type UploadStatus = (typeof UPLOAD_STATUSES)[number];

/** Dictionary keys of a refused upload as a whole. */
export type UploadRefusal = 'upload_album_unknown' | 'upload_file_type' | 'upload_file_too_large' | 'upload_file_empty' | 'upload_file_name';

/** The longest file name kept with an upload. */
export const UPLOAD_FILE_NAME_MAX_LENGTH = 200;

export function isUploadAlbum(album: string): album is UploadAlbum {
  return (UPLOAD_ALBUMS as readonly string[]).includes(album);
}

/**
 * Whether an album takes a file of this name and size, checked before the first byte is sent (in the browser) and
 * again when the service is asked to start the upload: the first refusal, or null.
 */
export function uploadRefusal(album: string, fileName: string, size: number): UploadRefusal | null {
  if (!isUploadAlbum(album)) return 'upload_album_unknown';
  const name = fileName.trim();
  if (name === '' || name.length > UPLOAD_FILE_NAME_MAX_LENGTH) return 'upload_file_name';
  const rules = UPLOAD_ALBUM_RULES[album];
  if (!rules.extensions.some((extension) => name.toLowerCase().endsWith(extension))) return 'upload_file_type';
  if (!Number.isSafeInteger(size) || size <= 0) return 'upload_file_empty';
  return size > rules.maxBytes ? 'upload_file_too_large' : null;
}

/** Per cent of a file received, rounded down so a file shows 100 only once every byte has arrived. */
export function uploadPercent(currentBytes: number, maxBytes: number): number {
  if (maxBytes <= 0) return 0;
  return Math.min(100, Math.max(0, Math.floor((currentBytes / maxBytes) * 100)));
}
