import { ok, refused, type Result } from '../shared/result';
import { userError, type UserError } from '../shared/user-error';

/**
 * The files a claim carries (spec 002 §3): the purchase invoice, the consumer's ID card, up to six photos, one
 * video and up to five additional documents, each in its own slot. A file's type is judged by its content and
 * its name must carry an extension of that kind; photos are compressed by the browser before they are sent,
 * the video goes as it is.
 */
export const CLAIM_PHOTO_SLOTS = ['photo1', 'photo2', 'photo3', 'photo4', 'photo5', 'photo6'] as const;
export const CLAIM_ADDITIONAL_DOC_SLOTS = ['additionalDoc1', 'additionalDoc2', 'additionalDoc3', 'additionalDoc4', 'additionalDoc5'] as const;
export const CLAIM_FILE_SLOTS = ['invoice', 'idCard', ...CLAIM_PHOTO_SLOTS, 'video', ...CLAIM_ADDITIONAL_DOC_SLOTS] as const;
export type ClaimFileSlot = (typeof CLAIM_FILE_SLOTS)[number];

/** The kinds of content a file can be, each recognised by the bytes it starts with. */
export type ClaimFileType = 'jpeg' | 'png' | 'webp' | 'pdf' | 'mp4' | 'webm';

/** Largest photo or document: 10 MiB, a phone camera's full-size photo; the browser sends photos compressed far below. */
export const CLAIM_FILE_MAX_BYTES = 10 * 1024 * 1024;
/** Largest video: 100 MiB, about a minute of phone video, enough to show a noise or a fault in motion. */
export const CLAIM_VIDEO_MAX_BYTES = 100 * 1024 * 1024;
/** The most files one claim request carries: one per slot. */
export const CLAIM_FILES_MAX_COUNT = CLAIM_FILE_SLOTS.length;

const IMAGE_TYPES: readonly ClaimFileType[] = ['jpeg', 'png', 'webp'];
const DOCUMENT_TYPES: readonly ClaimFileType[] = [...IMAGE_TYPES, 'pdf'];
const VIDEO_TYPES: readonly ClaimFileType[] = ['mp4', 'webm'];

/** The extensions a file name may end in for each type. */
export const CLAIM_FILE_EXTENSIONS: Readonly<Record<ClaimFileType, readonly string[]>> = {
  jpeg: ['jpg', 'jpeg'],
  png: ['png'],
  webp: ['webp'],
  pdf: ['pdf'],
  mp4: ['mp4', 'm4v', 'mov'],
  webm: ['webm'],
};

export const CLAIM_FILE_CONTENT_TYPES: Readonly<Record<ClaimFileType, string>> = {
  jpeg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
  pdf: 'application/pdf',
  mp4: 'video/mp4',
  webm: 'video/webm',
};

/** The types a slot takes: photos are images, the video a video, the invoice, ID card and documents an image or a PDF. */
export function claimSlotTypes(slot: ClaimFileSlot): readonly ClaimFileType[] {
  if (slot === 'video') return VIDEO_TYPES;
  if (slot.startsWith('photo')) return IMAGE_TYPES;
  return DOCUMENT_TYPES;
}

/** Whether a slot's files are pictures the service makes a thumbnail of. */
export function claimSlotIsImage(slot: ClaimFileSlot, type: ClaimFileType): boolean {
  return slot !== 'video' && IMAGE_TYPES.includes(type);
}

/** The extensions a slot's file names may end in, for the file picker's accept list. */
export function claimSlotExtensions(slot: ClaimFileSlot): string[] {
  return claimSlotTypes(slot).flatMap((type) => CLAIM_FILE_EXTENSIONS[type]);
}

export function claimSlotMaxBytes(slot: ClaimFileSlot): number {
  return slot === 'video' ? CLAIM_VIDEO_MAX_BYTES : CLAIM_FILE_MAX_BYTES;
}

const at = (bytes: Uint8Array, offset: number, expected: readonly number[]) => expected.every((byte, index) => bytes[offset + index] === byte);
const ascii = (text: string) => [...text].map((character) => character.charCodeAt(0));

/** The type the bytes are of, or null when they start like none of the accepted types. */
export function claimFileTypeOf(bytes: Uint8Array): ClaimFileType | null {
  if (at(bytes, 0, [0xff, 0xd8, 0xff])) return 'jpeg';
  if (at(bytes, 0, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'png';
  if (at(bytes, 0, ascii('RIFF')) && at(bytes, 8, ascii('WEBP'))) return 'webp';
  if (at(bytes, 0, ascii('%PDF-'))) return 'pdf';
  if (at(bytes, 4, ascii('ftyp'))) return 'mp4';
  if (at(bytes, 0, [0x1a, 0x45, 0xdf, 0xa3])) return 'webm';
  return null;
}

function extensionOf(name: string): string {
  const match = /\.([A-Za-z0-9]+)$/.exec(name.trim());
  return match ? match[1]!.toLowerCase() : '';
}

/**
 * What the browser can check of a chosen file before sending it: its name's extension must be one the slot takes
 * (`claim_invalid_file_extension`) and its size within the slot's limit (`claim_video_too_large`,
 * `claim_file_too_large`); an empty file is `file_empty`.
 */
export function checkClaimFileChoice(slot: ClaimFileSlot, file: { name: string; size: number }): UserError | null {
  const maxMegabytes = claimSlotMaxBytes(slot) / (1024 * 1024);
  if (!claimSlotExtensions(slot).includes(extensionOf(file.name))) return userError(slot, 'claim_invalid_file_extension', { extensions: claimSlotExtensions(slot).join(', ') });
  if (file.size <= 0) return userError(slot, 'file_empty');
  if (file.size > claimSlotMaxBytes(slot)) return userError(slot, slot === 'video' ? 'claim_video_too_large' : 'claim_file_too_large', { maxMegabytes });
  return null;
}

/**
 * The service's check of an uploaded file: the choice checks above, then the content, which must be of a type the
 * slot takes whatever the name says (`claim_file_content_not_allowed`). Answers the type the content is.
 */
export function checkClaimFileUpload(slot: ClaimFileSlot, file: { name: string; bytes: Uint8Array }): Result<ClaimFileType> {
  const choice = checkClaimFileChoice(slot, { name: file.name, size: file.bytes.byteLength });
  if (choice) return refused(choice);
  const type = claimFileTypeOf(file.bytes);
  if (!type || !claimSlotTypes(slot).includes(type)) return refused(userError(slot, 'claim_file_content_not_allowed'));
  return ok(type);
}
