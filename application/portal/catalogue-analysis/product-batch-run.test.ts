import { describe, expect, it } from 'vitest';
import type { CatalogueAnalysisGateway, ProductAttributeChange } from './ports';
import { createCatalogueAnalysisUseCases, type BatchRunProgress } from './product-batch-run';

/** A gateway that answers every product written, and fails the batches whose first article is named. */
function givenGateway(failingFirstCodes: string[]) {
  const sent: number[] = [];
  const gateway: Pick<CatalogueAnalysisGateway, 'updateAttributes' | 'deleteProducts'> = {
    updateAttributes: async (changes) => {
      sent.push(changes.length);
      if (failingFirstCodes.includes(changes[0]!.articleCode)) throw new Error('network');
      return changes.map((change) => ({ articleCode: change.articleCode, sorg: change.sorg, status: true, description: 'success_update_product' }));
    },
    deleteProducts: async () => [],
  };
  return { gateway: gateway as CatalogueAnalysisGateway, sent };
}

const changes: ProductAttributeChange[] = Array.from({ length: 160 }, (_, index) => ({ articleCode: `A${index}`, sorg: 'ID01', allowOrder: false }));

describe('product batch run', () => {
  it('given 160 changes, then it sends 75, 75 and 10 and reports progress after each', async () => {
    const { gateway, sent } = givenGateway([]);
    const progress: BatchRunProgress[] = [];
    const results = await createCatalogueAnalysisUseCases({ catalogueAnalysis: gateway }).updateProductAttributesInBatches(changes, (each) => progress.push(each));
    expect(sent).toEqual([75, 75, 10]);
    expect(progress.map((each) => each.done)).toEqual([0, 1, 2, 3]);
    expect(results.every((result) => result.status)).toBe(true);
  });

  it('given a failing second batch, then its products fail and the third batch is still sent', async () => {
    const { gateway, sent } = givenGateway(['A75']);
    const progress: BatchRunProgress[] = [];
    const results = await createCatalogueAnalysisUseCases({ catalogueAnalysis: gateway }).updateProductAttributesInBatches(changes, (each) => progress.push(each));
    expect(sent).toEqual([75, 75, 10]);
    expect(results.filter((result) => !result.status).map((result) => result.articleCode)).toEqual(changes.slice(75, 150).map((change) => change.articleCode));
    expect(progress.at(-1)!.batches).toEqual([
      { size: 75, succeeded: 75, failed: 0 },
      { size: 75, succeeded: 0, failed: 75 },
      { size: 10, succeeded: 10, failed: 0 },
    ]);
  });
});
