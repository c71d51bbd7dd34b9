import { createHash } from 'node:crypto';
import { contentScheduleErrors, mayAdministerSalesOrganisation } from '../../../domain/content/content-schedule';
import { ok, refused, type Result } from '../../../domain/shared/result';
import { userError, type UserError } from '../../../domain/shared/user-error';
import { safeHref } from '../../../domain/shell/rich-text';
import type { Principal } from '../auth/ports';
import type { ImageEncoder } from '../catalogue/ports';
import type { ContentPage, SalesOrganisationHoldings } from '../content/ports';
import type { FileStore } from '../shared/ports';
import { BANNER_FOLDER, bannerImagePath } from './banner-image';
import type { BannerAdministrationRepository, BannerRecord } from './ports';

type Deps = {
  bannerAdministration: BannerAdministrationRepository;
  salesOrganisationHoldings: SalesOrganisationHoldings;
  files: FileStore;
  images: ImageEncoder;
};

/** Width the popup shows a banner at, at most; wider uploads are scaled down to it. */
export const BANNER_WIDTH = 1600;
/** Width of the thumbnail in the administration list. */
export const BANNER_THUMBNAIL_WIDTH = 320;
/** Largest banner upload accepted, in bytes (5 MiB, what the upload edge accepts). */
export const MAX_BANNER_UPLOAD_BYTES = 5 * 1024 * 1024;

export interface UploadedBannerFile {
  size: number;
  bytes(): Promise<Uint8Array>;
}

export interface BannerInput {
  sorg: string;
  link: string | null;
  from: string;
  to: string;
  sortOrder: number;
  /** The picture; needed to create a banner, optional when changing one. */
  bannerFile: UploadedBannerFile | null;
}

export interface BannerListRequest {
  search?: string | null;
  sorg?: string | null;
  page: number;
  limit: number;
}

export type AdministeredBanner = BannerRecord & { url: string; thumbnailUrl: string };

/** The thumbnail's file name beside a banner image's. */
export function bannerThumbnailFile(bannerFile: string): string {
  return bannerFile.replace(/\.webp$/, '-thumb.webp');
}

function administered(banner: BannerRecord): AdministeredBanner {
  return { ...banner, url: bannerImagePath(banner.bannerFile), thumbnailUrl: bannerImagePath(bannerThumbnailFile(banner.bannerFile)) };
}

export async function listBanners(deps: Deps, principal: Principal, request: BannerListRequest): Promise<ContentPage<AdministeredBanner>> {
  const held = await deps.salesOrganisationHoldings.heldBy(principal.userId);
  const found = await deps.bannerAdministration.page({
    sorgs: held,
    search: request.search?.trim() || undefined,
    sorg: request.sorg || undefined,
    page: Math.max(1, request.page),
    limit: Math.max(1, request.limit),
  });
  return { items: found.items.map(administered), total: found.total };
}

export async function bannerById(deps: Deps, principal: Principal, id: string): Promise<AdministeredBanner | undefined> {
  const found = await deps.bannerAdministration.byId(id);
  if (!found) return undefined;
  return mayAdministerSalesOrganisation(await deps.salesOrganisationHoldings.heldBy(principal.userId), found.sorg) ? administered(found) : undefined;
}

function fieldErrors(held: readonly string[], input: BannerInput, fileNeeded: boolean): UserError[] {
  const errors: UserError[] = [];
  if (!mayAdministerSalesOrganisation(held, input.sorg)) errors.push(userError('sorg', 'content_sorg_not_held'));
  if (input.link?.trim() && safeHref(input.link.trim()) === null) errors.push(userError('link', 'content_unsafe_link'));
  if (!Number.isInteger(input.sortOrder) || input.sortOrder < 0) errors.push(userError('sortOrder', 'invalid_data'));
  if (fileNeeded && !input.bannerFile) errors.push(userError('bannerFile', 'required'));
  if (input.bannerFile && input.bannerFile.size > MAX_BANNER_UPLOAD_BYTES) errors.push(userError('bannerFile', 'content_file_too_large', { max: '5 MB' }));
  return [...errors, ...contentScheduleErrors(input)];
}

/**
 * Stores the picture as WebP in the banner size and as a thumbnail. Decoding is the check of its content: what
 * the image library cannot read as a picture is refused, whatever its name says, and an SVG leaves as pixels,
 * without its scripts. The name is the hash of the picture, so the same picture is stored once.
 */
async function storedImage(deps: Deps, file: UploadedBannerFile): Promise<Result<string>> {
  const source = await file.bytes();
  let banner: Uint8Array;
  let thumbnail: Uint8Array;
  try {
    banner = await deps.images.toWebp(source, BANNER_WIDTH);
    thumbnail = await deps.images.toWebp(source, BANNER_THUMBNAIL_WIDTH);
  } catch {
    return refused(userError('bannerFile', 'content_invalid_image'));
  }
  const name = `banner-${createHash('sha256').update(banner).digest('hex').slice(0, 32)}.webp`;
  await deps.files.write(BANNER_FOLDER, name, banner);
  await deps.files.write(BANNER_FOLDER, bannerThumbnailFile(name), thumbnail);
  return ok(name);
}

/** Removes a banner image and its thumbnail once no banner shows it any more. */
async function releaseImage(deps: Deps, bannerFile: string): Promise<void> {
  if ((await deps.bannerAdministration.usesOf(bannerFile)) > 0) return;
  await deps.files.remove(BANNER_FOLDER, bannerFile);
  await deps.files.remove(BANNER_FOLDER, bannerThumbnailFile(bannerFile));
}

function changesOf(input: BannerInput, bannerFile: string) {
  const link = input.link?.trim() ? safeHref(input.link.trim()) : null;
  return { sorg: input.sorg, link, bannerFile, sortOrder: input.sortOrder, from: new Date(input.from).toISOString(), to: new Date(input.to).toISOString() };
}

export async function createBanner(deps: Deps, principal: Principal, input: BannerInput): Promise<Result<AdministeredBanner>> {
  const errors = fieldErrors(await deps.salesOrganisationHoldings.heldBy(principal.userId), input, true);
  if (errors.length > 0) return refused(...errors);
  const image = await storedImage(deps, input.bannerFile!);
  if (!image.ok) return image;
  try {
    return ok(administered(await deps.bannerAdministration.create(changesOf(input, image.value))));
  } catch (failure) {
    await releaseImage(deps, image.value);
    throw failure;
  }
}

export async function updateBanner(deps: Deps, principal: Principal, id: string, input: BannerInput): Promise<Result<AdministeredBanner>> {
  const held = await deps.salesOrganisationHoldings.heldBy(principal.userId);
  const current = await deps.bannerAdministration.byId(id);
  if (!current || !mayAdministerSalesOrganisation(held, current.sorg)) return refused(userError('id', 'content_not_found'));
  const errors = fieldErrors(held, input, false);
  if (errors.length > 0) return refused(...errors);
  const image = input.bannerFile ? await storedImage(deps, input.bannerFile) : ok(current.bannerFile);
  if (!image.ok) return image;
  const updated = await deps.bannerAdministration.update(id, changesOf(input, image.value));
  if (image.value !== current.bannerFile) await releaseImage(deps, updated ? current.bannerFile : image.value);
  return updated ? ok(administered(updated)) : refused(userError('id', 'content_not_found'));
}

export async function deleteBanner(deps: Deps, principal: Principal, id: string): Promise<Result<void>> {
  const current = await bannerById(deps, principal, id);
  if (!current) return refused(userError('id', 'content_not_found'));
  await deps.bannerAdministration.remove(id);
  await releaseImage(deps, current.bannerFile);
  return ok(undefined);
}
