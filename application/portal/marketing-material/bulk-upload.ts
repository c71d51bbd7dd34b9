import type { UserError } from '../../../domain/shared/user-error';
import type { MarketingImage, MarketingMaterialGateway, PickedFile } from './ports';

/** Where a bulk upload stands: how many files are done, which were refused and why, and which one is on its way. */
export interface BulkUploadProgress {
  total: number;
  done: number;
  uploaded: MarketingImage[];
  refused: { fileName: string; errors: readonly UserError[] }[];
  current: string | null;
}

export type UploadMarketingImages = (categoryId: string, files: readonly PickedFile[], onProgress: (progress: BulkUploadProgress) => void) => Promise<BulkUploadProgress>;

/**
 * Uploads many images to one category, one file after another so each stays within the service's upload limit
 * and one refused file does not stop the others. Progress is reported before each file and after the last; a
 * file that fails to send counts as refused with the connection error, and the rest still go.
 */
export function createUploadMarketingImages(ports: { marketingMaterial: MarketingMaterialGateway }): UploadMarketingImages {
  return async (categoryId, files, onProgress) => {
    let progress: BulkUploadProgress = { total: files.length, done: 0, uploaded: [], refused: [], current: null };
    for (const file of files) {
      onProgress((progress = { ...progress, current: file.name }));
      let outcome: Awaited<ReturnType<MarketingMaterialGateway['createImage']>>;
      try {
        outcome = await ports.marketingMaterial.createImage(categoryId, file, null);
      } catch {
        outcome = { ok: false, error: [{ field: ['file'], message: 'connection_error', values: {} }] };
      }
      progress = outcome.ok
        ? { ...progress, done: progress.done + 1, uploaded: [...progress.uploaded, outcome.value] }
        : { ...progress, done: progress.done + 1, refused: [...progress.refused, { fileName: file.name, errors: outcome.error }] };
    }
    progress = { ...progress, current: null };
    onProgress(progress);
    return progress;
  };
}
