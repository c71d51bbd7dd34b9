import { err, ok, type Result } from '../../../domain/shared/result';
import type { FileStore } from '../shared/ports';

/** The file store folder that holds banner images. */
export const BANNER_FOLDER = 'banners';

/** Image types a banner may be, by file extension. */
export const BANNER_IMAGE_TYPES: Readonly<Record<string, string>> = {
  svg: 'image/svg+xml',
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  webp: 'image/webp',
  gif: 'image/gif',
};

/** Longest banner file name accepted. */
const MAX_FILE_NAME_LENGTH = 200;
const SAFE_FILE_NAME = /^[A-Za-z0-9][A-Za-z0-9_-]*(\.[A-Za-z0-9_-]+)*\.([A-Za-z0-9]+)$/;

/**
 * The content type of a banner file name, or undefined when the name is not a plain file name of an image:
 * letters, digits, dash and underscore in dot-separated parts, starting with a letter or digit, ending in an
 * image extension. Slashes, backslashes, `..`, leading dots and control characters can never pass.
 */
export function bannerImageType(fileName: string): string | undefined {
  if (fileName.length > MAX_FILE_NAME_LENGTH) return undefined;
  const match = SAFE_FILE_NAME.exec(fileName);
  if (!match) return undefined;
  return BANNER_IMAGE_TYPES[match[2]!.toLowerCase()];
}

/** The path the portal loads a banner image from: /bnrs/image/ and the file name. */
export function bannerImagePath(fileName: string): string {
  return `/bnrs/image/${encodeURIComponent(fileName)}`;
}

/** A banner image's bytes and content type; unsafe names and missing files are both not found. */
export async function readBannerImage(
  deps: { files: FileStore },
  fileName: string,
): Promise<Result<{ bytes: Uint8Array; contentType: string }, 'not_found'>> {
  const contentType = bannerImageType(fileName);
  if (!contentType) return err('not_found');
  const bytes = await deps.files.read(BANNER_FOLDER, fileName);
  return bytes ? ok({ bytes, contentType }) : err('not_found');
}
