import { isNewsImageFile, NEWS_IMAGE_MAX_BYTES, NEWS_IMAGE_RESOLUTIONS, newsImageExtension, newsImageWidth } from '../../../domain/news/news-image';
import { err, ok, refused, type Result } from '../../../domain/shared/result';
import { userError } from '../../../domain/shared/user-error';
import type { ImageEncoder } from '../catalogue/ports';
import type { UploadedFile } from '../payments/payment-documents';
import type { FileStore } from '../shared/ports';

/** The file-store folder of the news pictures as uploaded, one a picture. */
export const NEWS_IMAGE_FOLDER = 'news-images';
/** The folder of their rendered sizes, `{stored name}.{width}.webp`; each is made again when missing. */
export const NEWS_IMAGE_CACHE_FOLDER = 'news-image-cache';

export type NewsImageDeps = { files: FileStore; images: ImageEncoder; ids: { newId(): string } };

/**
 * Keeps an uploaded news picture once: a PNG, JPEG or WebP of at most 5 MiB, recognised by its content, that
 * decodes (its smallest size is made and kept at once). Answers the stored name.
 */
export async function storeNewsImage(deps: NewsImageDeps, file: UploadedFile): Promise<Result<string>> {
  if (file.size > NEWS_IMAGE_MAX_BYTES) return refused(userError('image', 'news_image_too_large', { maxMb: NEWS_IMAGE_MAX_BYTES / 1024 / 1024 }));
  const bytes = await file.bytes();
  const extension = newsImageExtension(bytes);
  if (bytes.byteLength > NEWS_IMAGE_MAX_BYTES) return refused(userError('image', 'news_image_too_large', { maxMb: NEWS_IMAGE_MAX_BYTES / 1024 / 1024 }));
  if (!extension) return refused(userError('image', 'news_image_invalid'));
  const smallest = NEWS_IMAGE_RESOLUTIONS[0].width;
  let rendered: Uint8Array;
  try {
    rendered = await deps.images.toWebp(bytes, smallest);
  } catch {
    return refused(userError('image', 'news_image_invalid'));
  }
  const name = `${deps.ids.newId()}.${extension}`;
  await deps.files.write(NEWS_IMAGE_FOLDER, name, bytes);
  await deps.files.write(NEWS_IMAGE_CACHE_FOLDER, `${name}.${smallest}.webp`, rendered);
  return ok(name);
}

/** Removes a stored picture and its rendered sizes. */
export async function removeNewsImage(files: FileStore, name: string): Promise<void> {
  await files.remove(NEWS_IMAGE_FOLDER, name);
  await Promise.all(NEWS_IMAGE_RESOLUTIONS.map((resolution) => files.remove(NEWS_IMAGE_CACHE_FOLDER, `${name}.${resolution.width}.webp`)));
}

/** A news picture as WebP in a named resolution, made from the stored picture the first time it is asked for. */
export async function readNewsImage(
  deps: Omit<NewsImageDeps, 'ids'>,
  name: string,
  resolution: string | undefined,
): Promise<Result<Uint8Array, 'not_found' | 'invalid_resolution'>> {
  if (!isNewsImageFile(name)) return err('not_found');
  const width = newsImageWidth(resolution);
  if (width === undefined) return err('invalid_resolution');
  const renderedName = `${name}.${width}.webp`;
  const kept = await deps.files.read(NEWS_IMAGE_CACHE_FOLDER, renderedName);
  if (kept) return ok(kept);
  const source = await deps.files.read(NEWS_IMAGE_FOLDER, name);
  if (!source) return err('not_found');
  const webp = await deps.images.toWebp(source, width);
  await deps.files.write(NEWS_IMAGE_CACHE_FOLDER, renderedName, webp);
  return ok(webp);
}
