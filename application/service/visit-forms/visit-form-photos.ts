import { err, ok, refused, type Result } from '../../../domain/shared/result';
import { userError } from '../../../domain/shared/user-error';
import { VISIT_PHOTO_MAX_BYTES, visitPhotoType, type VisitPhotoSlot } from '../../../domain/visit-forms/visit-form';
import type { ImageEncoder } from '../catalogue/ports';
import type { UploadedFile } from '../payments/payment-documents';
import type { FileStore } from '../shared/ports';

/** The file-store folder of the visit photos as uploaded. */
export const VISIT_PHOTO_FOLDER = 'visit-form-photos';
/** The folder of their WebP renderings, `{stored name}.{size}.webp`, made when the photo is stored. */
export const VISIT_PHOTO_RENDER_FOLDER = 'visit-form-photo-renders';
/** The sizes a visit photo is served in: a thumbnail for the form and a large one to look at. Widths in pixels. */
export const VISIT_PHOTO_SIZES = { thumbnail: 320, large: 1600 } as const;
export type VisitPhotoSize = keyof typeof VISIT_PHOTO_SIZES;

const STORED_NAME = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\.(png|jpg|webp)$/;

export type VisitPhotoDeps = { files: FileStore; images: ImageEncoder; ids: { newId(): string } };

/**
 * Keeps one uploaded visit photo: under 100 MB, a PNG, JPEG or WebP by its content, and one that decodes (both
 * renderings are made before anything is kept). Answers the stored name.
 */
export async function storeVisitPhoto(deps: VisitPhotoDeps, slot: VisitPhotoSlot, file: UploadedFile): Promise<Result<string>> {
  const tooLarge = userError(slot, 'visit_form_photo_too_large', { maxMb: VISIT_PHOTO_MAX_BYTES / 1024 / 1024 });
  if (file.size >= VISIT_PHOTO_MAX_BYTES) return refused(tooLarge);
  const bytes = await file.bytes();
  if (bytes.byteLength >= VISIT_PHOTO_MAX_BYTES) return refused(tooLarge);
  const type = visitPhotoType(bytes);
  if (!type) return refused(userError(slot, 'visit_form_photo_invalid'));
  let renderings: [VisitPhotoSize, Uint8Array][];
  try {
    renderings = await Promise.all(Object.entries(VISIT_PHOTO_SIZES).map(async ([size, width]) => [size as VisitPhotoSize, await deps.images.toWebp(bytes, width)] as [VisitPhotoSize, Uint8Array]));
  } catch {
    return refused(userError(slot, 'visit_form_photo_invalid'));
  }
  const name = `${deps.ids.newId()}.${type}`;
  await deps.files.write(VISIT_PHOTO_FOLDER, name, bytes);
  await Promise.all(renderings.map(([size, webp]) => deps.files.write(VISIT_PHOTO_RENDER_FOLDER, `${name}.${size}.webp`, webp)));
  return ok(name);
}

/** Removes stored photos and their renderings. */
export async function removeVisitPhotos(files: FileStore, names: readonly string[]): Promise<void> {
  await Promise.all(
    names.flatMap((name) => [files.remove(VISIT_PHOTO_FOLDER, name), ...Object.keys(VISIT_PHOTO_SIZES).map((size) => files.remove(VISIT_PHOTO_RENDER_FOLDER, `${name}.${size}.webp`))]),
  );
}

/** A rendering of a stored visit photo as WebP. */
export async function readVisitPhoto(files: FileStore, name: string, size: string): Promise<Result<Uint8Array, 'not_found'>> {
  if (!STORED_NAME.test(name) || !(size in VISIT_PHOTO_SIZES)) return err('not_found');
  const bytes = await files.read(VISIT_PHOTO_RENDER_FOLDER, `${name}.${size}.webp`);
  return bytes ? ok(bytes) : err('not_found');
}
