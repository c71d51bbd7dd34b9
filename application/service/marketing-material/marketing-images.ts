import { checkImageUpload, MARKETING_IMAGE_MAX_BYTES, originalFileName } from '../../../domain/marketing-material/image-upload';
import { MARKETING_LIMITS } from '../../../domain/marketing-material/marketing-material';
import { ok, refused, type Result } from '../../../domain/shared/result';
import { userError } from '../../../domain/shared/user-error';
import type { Principal } from '../auth/ports';
import type { UploadedFile } from '../payments/payment-documents';
import { isUuid, marketingMarketIds, readMarketingCategory, type MarketingMaterialDeps } from './marketing-categories';
import type { MarketingImageRecord } from './ports';

/** The file-store folder of marketing images: originals and thumbnails. */
export const MARKETING_FOLDER = 'marketing-material';
/** Width of the thumbnails shown in lists, in pixels: sharp on a 2x screen at the widest card. */
export const THUMBNAIL_WIDTH = 480;
const MAX_TITLE = 200;

type ReadDeps = Pick<MarketingMaterialDeps, 'contentTargetMarkets' | 'marketingMaterial'>;

/** The images of a category the caller can see, in upload order: all of them (page 1 of 9999, spec 002 §9) by default. */
export async function listMarketingImages(deps: ReadDeps, principal: Principal, request: { categoryId: string; page?: number | null; limit?: number | null }) {
  const page = Math.max(1, Math.trunc(request.page ?? 1));
  const limit = Math.min(MARKETING_LIMITS.materialsByCategory, Math.max(1, Math.trunc(request.limit ?? MARKETING_LIMITS.materialsByCategory)));
  const category = await readMarketingCategory(deps, principal, request.categoryId);
  if (!category) return { items: [], total: 0, page, limit };
  return { ...(await deps.marketingMaterial.images({ categoryId: category.id, page, limit })), page, limit };
}

/** One image whose category is published for one of the caller's markets. */
export async function readMarketingImage(deps: ReadDeps, principal: Principal, id: string): Promise<MarketingImageRecord | null> {
  if (!isUuid(id.trim())) return null;
  const marketIds = await marketingMarketIds(deps, principal);
  return marketIds.length === 0 ? null : ((await deps.marketingMaterial.image(id.trim(), marketIds)) ?? null);
}

function cleanTitle(title: string | null | undefined, fileName: string): string {
  const text = (title ?? '').trim();
  return (text === '' ? fileName.replace(/\.[^.]*$/, '') : text).slice(0, MAX_TITLE);
}

/**
 * Adds an image to a category: the bytes must be an image by their content (a PNG, JPEG, GIF or WebP that decodes),
 * whatever the file is called. The original and a WebP thumbnail are written before the row; when the row cannot
 * be written, both files are removed again.
 */
export async function createMarketingImage(
  deps: MarketingMaterialDeps,
  principal: Principal,
  request: { categoryId: string; title?: string | null; file: UploadedFile | null },
): Promise<Result<MarketingImageRecord>> {
  const category = await readMarketingCategory(deps, principal, request.categoryId);
  if (!category) return refused(userError('categoryId', 'unknown_marketing_category'));
  if (!request.file) return refused(userError('file', 'required'));
  if (request.file.size > MARKETING_IMAGE_MAX_BYTES) return refused(userError('file', 'file_too_large', { maxBytes: MARKETING_IMAGE_MAX_BYTES }));
  const bytes = await request.file.bytes();
  const format = checkImageUpload(bytes);
  if (!format.ok) return format;
  let thumbnail: Uint8Array;
  try {
    thumbnail = await deps.images.toWebp(bytes, THUMBNAIL_WIDTH);
  } catch {
    return refused(userError('file', 'file_not_an_image'));
  }
  const key = deps.ids.newId();
  const storedName = `${key}.${format.value.format}`;
  const thumbnailName = `${key}-thumbnail.webp`;
  const fileName = originalFileName(request.file.name, format.value);
  await deps.files.write(MARKETING_FOLDER, storedName, bytes);
  await deps.files.write(MARKETING_FOLDER, thumbnailName, thumbnail);
  try {
    const id = await deps.marketingMaterial.addImage({
      categoryId: category.id,
      title: cleanTitle(request.title, fileName),
      fileName,
      storedName,
      thumbnailName,
      contentType: format.value.contentType,
      size: bytes.byteLength,
      createdAt: deps.clock.now(),
    });
    return ok((await readMarketingImage(deps, principal, id))!);
  } catch (failure) {
    await deps.files.remove(MARKETING_FOLDER, storedName);
    await deps.files.remove(MARKETING_FOLDER, thumbnailName);
    throw failure;
  }
}

/** Renames an image or moves it to another category the maintainer can see. */
export async function updateMarketingImage(
  deps: ReadDeps,
  principal: Principal,
  request: { id: string; title: string; categoryId: string },
): Promise<Result<MarketingImageRecord>> {
  const image = await readMarketingImage(deps, principal, request.id);
  if (!image) return refused(userError('id', 'unknown_marketing_image'));
  const title = request.title.trim();
  if (title === '') return refused(userError('title', 'required'));
  if (title.length > MAX_TITLE) return refused(userError('title', 'text_too_long', { max: MAX_TITLE }));
  const category = await readMarketingCategory(deps, principal, request.categoryId);
  if (!category) return refused(userError('categoryId', 'unknown_marketing_category'));
  await deps.marketingMaterial.updateImage(image.id, { title, categoryId: category.id });
  return ok((await readMarketingImage(deps, principal, image.id))!);
}

/** Deletes an image and then its files; a file left by a failed removal is harmless, a row without files is not. */
export async function deleteMarketingImage(deps: MarketingMaterialDeps, principal: Principal, id: string): Promise<Result<{ id: string }>> {
  const image = await readMarketingImage(deps, principal, id);
  if (!image || !(await deps.marketingMaterial.deleteImage(image.id))) return refused(userError('id', 'unknown_marketing_image'));
  await deps.files.remove(MARKETING_FOLDER, image.storedName);
  await deps.files.remove(MARKETING_FOLDER, image.thumbnailName);
  return ok({ id: image.id });
}

/**
 * The bytes of an image's original or thumbnail, for a link the service signed after checking the reader's
 * markets. An image deleted since is not found.
 */
export async function marketingImageFile(
  deps: Pick<MarketingMaterialDeps, 'marketingMaterial' | 'files'>,
  imageId: string,
  kind: 'original' | 'thumbnail',
): Promise<{ bytes: Uint8Array; contentType: string; fileName: string } | null> {
  if (!isUuid(imageId)) return null;
  const image = await deps.marketingMaterial.imageById(imageId);
  if (!image) return null;
  const bytes = await deps.files.read(MARKETING_FOLDER, kind === 'original' ? image.storedName : image.thumbnailName);
  if (!bytes) return null;
  return kind === 'original'
    ? { bytes, contentType: image.contentType, fileName: image.fileName }
    : { bytes, contentType: 'image/webp', fileName: image.fileName.replace(/\.[^.]*$/, '.webp') };
}
