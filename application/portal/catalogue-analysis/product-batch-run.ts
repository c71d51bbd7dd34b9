import { batchesOf } from '../../../domain/catalogue/product-batches';
import type { CatalogueAnalysisGateway, ProductAttributeChange, ProductBatchResult, ProductKey } from './ports';

/** How far a run of batches is: batches answered of all, and each answered batch's outcome. */
export interface BatchRunProgress {
  total: number;
  done: number;
  batches: { size: number; succeeded: number; failed: number }[];
}

/** Dictionary keys of a batch the service did not answer. */
export const FAILED_BATCH = { update: 'failed_update_product', delete: 'failed_delete_product' } as const;

export type UpdateProductAttributesInBatches = (changes: readonly ProductAttributeChange[], onProgress: (progress: BatchRunProgress) => void) => Promise<ProductBatchResult[]>;
export type DeleteProductsInBatches = (products: readonly ProductKey[], onProgress: (progress: BatchRunProgress) => void) => Promise<ProductBatchResult[]>;

export interface CatalogueAnalysisUseCases {
  updateProductAttributesInBatches: UpdateProductAttributesInBatches;
  deleteProductsInBatches: DeleteProductsInBatches;
}

/**
 * Sends products a batch at a time (domain/catalogue/product-batches), one after another, reporting progress after
 * each. A batch that fails (the request itself) marks its own products failed and the next batch is still sent.
 */
async function inBatches<T extends ProductKey>(
  items: readonly T[],
  send: (batch: T[]) => Promise<ProductBatchResult[]>,
  failure: string,
  onProgress: (progress: BatchRunProgress) => void,
): Promise<ProductBatchResult[]> {
  const batches = batchesOf(items);
  const results: ProductBatchResult[] = [];
  const progress: BatchRunProgress = { total: batches.length, done: 0, batches: [] };
  onProgress({ ...progress });
  for (const batch of batches) {
    let answered: ProductBatchResult[];
    try {
      answered = await send(batch);
    } catch {
      answered = batch.map((item) => ({ articleCode: item.articleCode, sorg: item.sorg, status: false, description: failure }));
    }
    results.push(...answered);
    const succeeded = answered.filter((result) => result.status).length;
    progress.done += 1;
    progress.batches = [...progress.batches, { size: batch.length, succeeded, failed: batch.length - succeeded }];
    onProgress({ ...progress });
  }
  return results;
}

export function createCatalogueAnalysisUseCases(ports: { catalogueAnalysis: CatalogueAnalysisGateway }): CatalogueAnalysisUseCases {
  return {
    updateProductAttributesInBatches: (changes, onProgress) => inBatches(changes, (batch) => ports.catalogueAnalysis.updateAttributes(batch), FAILED_BATCH.update, onProgress),
    deleteProductsInBatches: (products, onProgress) => inBatches(products, (batch) => ports.catalogueAnalysis.deleteProducts(batch), FAILED_BATCH.delete, onProgress),
  };
}
