import type { BatchRunProgress } from '../../application/portal/catalogue-analysis/product-batch-run';
import type { ProductAttributeChange, ProductBatchResult, ProductKey } from '../../application/portal/catalogue-analysis/ports';
import type { AnsweringThunk } from '../store/thunk';
import { catalogueAnalysisApi } from './catalogue-analysis-api';

type Run = AnsweringThunk<Promise<ProductBatchResult[]>>;

/** Sends attribute changes a batch at a time, reporting each batch; the analysis is loaded again afterwards. */
export function productAttributesUpdated(changes: readonly ProductAttributeChange[], onProgress: (progress: BatchRunProgress) => void): Run {
  return async (dispatch, _getState, useCases) => {
    const results = await useCases.updateProductAttributesInBatches(changes, onProgress);
    dispatch(catalogueAnalysisApi.util.invalidateTags(['Catalogue']));
    return results;
  };
}

/** Removes articles from their sales organisation a batch at a time; the analysis is loaded again afterwards. */
export function productsDeleted(products: readonly ProductKey[], onProgress: (progress: BatchRunProgress) => void): Run {
  return async (dispatch, _getState, useCases) => {
    const results = await useCases.deleteProductsInBatches(products, onProgress);
    dispatch(catalogueAnalysisApi.util.invalidateTags(['Catalogue']));
    return results;
  };
}
