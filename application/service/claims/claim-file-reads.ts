import type { ClaimsDeps } from './claim-access';
import { isClaimId } from './claim-access';
import { CLAIM_FOLDER } from './claim-files';

/**
 * The bytes of a claim's file or its thumbnail, for a link the service signed after checking the caller reaches the
 * claim. A file removed since is not found.
 */
export async function claimFile(
  deps: Pick<ClaimsDeps, 'claims' | 'files'>,
  claimId: string,
  slot: string,
  kind: 'original' | 'thumbnail',
): Promise<{ bytes: Uint8Array; contentType: string; fileName: string } | null> {
  if (!isClaimId(claimId)) return null;
  const claim = await deps.claims.find(null, claimId);
  const file = claim?.files.find((candidate) => candidate.slot === slot);
  if (!file) return null;
  const name = kind === 'original' ? file.storedName : file.thumbnailName;
  const bytes = name ? await deps.files.read(CLAIM_FOLDER, name) : undefined;
  if (!bytes) return null;
  return kind === 'original' ? { bytes, contentType: file.contentType, fileName: file.fileName } : { bytes, contentType: 'image/webp', fileName: file.fileName.replace(/\.[^.]*$/, '.webp') };
}
