import { checkNewsDraft, type NewsDraft } from '../../../domain/news/news';
import { ok, refused, type Result } from '../../../domain/shared/result';
import { userError } from '../../../domain/shared/user-error';
import type { UploadedFile } from '../payments/payment-documents';
import { newsMarketIdsOf, type NewsReadDeps } from './news-reads';
import { removeNewsImage, storeNewsImage, type NewsImageDeps } from './news-images';
import type { RichTextSanitiser } from '../content/ports';
import type { NewsRecord } from './ports';
import type { Principal } from '../auth/ports';

export type NewsAdminDeps = NewsReadDeps & NewsImageDeps & { richText: RichTextSanitiser };

export interface SaveNewsRequest {
  /** The item to change; absent to create one. */
  id?: string | null;
  draft: NewsDraft;
  /** A new picture replacing the stored one. */
  image?: UploadedFile | null;
  /** Drops the stored picture (ignored when a new one comes). */
  removeImage?: boolean | null;
}

/**
 * Creates or changes a news item: the draft's body is sanitised before the domain checks it, its markets must be
 * news markets, and a new picture is stored once; a picture no longer used is removed after the change, and a
 * picture stored for a change that failed is removed too.
 */
export async function saveNews(deps: NewsAdminDeps, principal: Principal, request: SaveNewsRequest): Promise<Result<NewsRecord>> {
  const checked = checkNewsDraft({ ...request.draft, body: deps.richText.sanitise(request.draft.body) });
  if (!checked.ok) return checked;
  const newsMarkets = await newsMarketIdsOf(deps, principal);
  if (checked.value.marketIds.some((id) => !newsMarkets.includes(id))) return refused(userError('contentTargetMarkets', 'news_market_unknown'));
  const existing = request.id ? await deps.news.byId(request.id) : undefined;
  if (request.id && !existing) return refused(userError('id', 'news_not_found'));

  let storedImage: string | null = null;
  if (request.image) {
    const stored = await storeNewsImage(deps, request.image);
    if (!stored.ok) return stored;
    storedImage = stored.value;
  }
  const keptImage = request.removeImage ? null : (existing?.imageFile ?? null);
  const imageFile = storedImage ?? keptImage;
  const fields = { ...checked.value, imageFile };
  const now = deps.clock.now();
  try {
    const saved = existing ? await deps.news.update(existing.id, fields, now) : await deps.news.create(fields, now);
    if (!saved) return refused(userError('id', 'news_not_found'));
    if (existing?.imageFile && existing.imageFile !== imageFile) await removeNewsImage(deps.files, existing.imageFile);
    return ok(saved);
  } catch (failure) {
    if (storedImage) await removeNewsImage(deps.files, storedImage);
    throw failure;
  }
}

/** Deletes a news item softly: readers no longer see it, and it can be restored. */
export async function deleteNews(deps: NewsReadDeps, id: string): Promise<Result<NewsRecord>> {
  const changed = await deps.news.setDeleted(id, deps.clock.now());
  return changed ? ok(changed) : refused(userError('id', 'news_not_found'));
}

/** Restores a deleted news item. */
export async function restoreNews(deps: NewsReadDeps, id: string): Promise<Result<NewsRecord>> {
  const changed = await deps.news.setDeleted(id, null);
  return changed ? ok(changed) : refused(userError('id', 'news_not_found'));
}
