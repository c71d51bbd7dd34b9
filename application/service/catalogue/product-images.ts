import { isProductImageName, productImageWidth } from '../../../domain/catalogue/product-image';
import { err, ok, type Result } from '../../../domain/shared/result';
import type { FileStore } from '../shared/ports';
import type { ImageEncoder } from './ports';

/** The file store folder of product picture sources, one `{image name}.{extension}` a picture. */
export const PRODUCT_IMAGE_FOLDER = 'product-images';
/**
 * The file store folder of rendered sizes, `{image name}.{width}.webp`. Each is made from its source when first
 * asked for; deleting any of them only means it is made again.
 */
export const PRODUCT_IMAGE_CACHE_FOLDER = 'product-image-cache';
/** Source formats a picture may be kept in, looked for in this order. */
const PRODUCT_IMAGE_SOURCE_EXTENSIONS = ['svg', 'png', 'jpg', 'webp'] as const;

/** Why a picture is not served: no such picture (or a name that cannot be one), or a width the service does not render. */
export type ProductImageRefusal = 'not_found' | 'invalid_width';

async function readSource(files: FileStore, name: string): Promise<Uint8Array | undefined> {
  for (const extension of PRODUCT_IMAGE_SOURCE_EXTENSIONS) {
    const source = await files.read(PRODUCT_IMAGE_FOLDER, `${name}.${extension}`);
    if (source) return source;
  }
  return undefined;
}

/**
 * A product picture as WebP at one of the rendered widths (the request's `w`). The first request for a size
 * renders it from the source and keeps it; later ones read what was kept.
 */
export async function readProductImage(
  deps: { files: FileStore; images: ImageEncoder },
  name: string,
  requestedWidth: string | undefined,
): Promise<Result<Uint8Array, ProductImageRefusal>> {
  if (!isProductImageName(name)) return err('not_found');
  const width = productImageWidth(requestedWidth);
  if (width === undefined) return err('invalid_width');
  const renderedName = `${name}.${width}.webp`;
  const rendered = await deps.files.read(PRODUCT_IMAGE_CACHE_FOLDER, renderedName);
  if (rendered) return ok(rendered);
  const source = await readSource(deps.files, name);
  if (!source) return err('not_found');
  const webp = await deps.images.toWebp(source, width);
  await deps.files.write(PRODUCT_IMAGE_CACHE_FOLDER, renderedName, webp);
  return ok(webp);
}
