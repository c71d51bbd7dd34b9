import { ok, refused, type Result } from '../shared/result';
import { userError } from '../shared/user-error';

/** Largest marketing image accepted: 5 MiB, a print-ready picture of a product or a logo sheet. */
export const MARKETING_IMAGE_MAX_BYTES = 5 * 1024 * 1024;

/** The image formats accepted, each recognised by the bytes it starts with, never by its name or declared type. */
export const MARKETING_IMAGE_FORMATS = [
  { format: 'png', contentType: 'image/png', signature: [[0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]] },
  { format: 'jpeg', contentType: 'image/jpeg', signature: [[0xff, 0xd8, 0xff]] },
  { format: 'gif', contentType: 'image/gif', signature: [[0x47, 0x49, 0x46, 0x38]] },
  // RIFF, four bytes of size, then WEBP.
  { format: 'webp', contentType: 'image/webp', signature: [[0x52, 0x49, 0x46, 0x46], [], [0x57, 0x45, 0x42, 0x50]] },
] as const;
export type MarketingImageFormat = (typeof MARKETING_IMAGE_FORMATS)[number];

function startsWith(bytes: Uint8Array, signature: readonly (readonly number[])[]): boolean {
  let offset = 0;
  for (const part of signature) {
    const at = part.length === 0 ? offset + 4 : offset;
    if (part.length > 0 && !part.every((byte, index) => bytes[at + index] === byte)) return false;
    offset = at + part.length;
  }
  return true;
}

/** The format the bytes are in, or null when they start like none of the accepted image formats. */
export function imageFormatOf(bytes: Uint8Array): MarketingImageFormat | null {
  return MARKETING_IMAGE_FORMATS.find((format) => startsWith(bytes, format.signature)) ?? null;
}

/**
 * Whether an upload may become a marketing image: not empty, not larger than the limit, and starting like an
 * accepted image format whatever its name says. (The service then decodes it; bytes that only start like an
 * image are refused there.)
 */
export function checkImageUpload(bytes: Uint8Array): Result<MarketingImageFormat> {
  if (bytes.byteLength === 0) return refused(userError('file', 'file_empty'));
  if (bytes.byteLength > MARKETING_IMAGE_MAX_BYTES) return refused(userError('file', 'file_too_large', { maxBytes: MARKETING_IMAGE_MAX_BYTES }));
  const format = imageFormatOf(bytes);
  return format ? ok(format) : refused(userError('file', 'file_not_an_image'));
}

/**
 * The name an original is downloaded under: the uploaded name's stem (letters, digits, dash, underscore, dot and
 * space kept; anything else becomes a dash), with the extension of the format the bytes really are.
 */
export function originalFileName(uploadedName: string, format: MarketingImageFormat): string {
  const stem = uploadedName.replace(/\.[^.]*$/, '').replace(/[^A-Za-z0-9 ._-]/g, '-').replace(/^[.\s-]+/, '').slice(0, 120).trim();
  const extension = format.format === 'jpeg' ? 'jpg' : format.format;
  return `${stem === '' ? 'image' : stem}.${extension}`;
}
