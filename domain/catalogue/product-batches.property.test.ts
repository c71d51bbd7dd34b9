import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { batchesOf, PRODUCT_BATCH_SIZE } from './product-batches';

/** Up to four full batches and a bit, so the last batch is sometimes full and sometimes short. */
const MAX_PRODUCTS = PRODUCT_BATCH_SIZE * 4 + 20;
const products = fc.array(fc.string({ maxLength: 8 }), { maxLength: MAX_PRODUCTS });
/** Sizes other than the service's, to show the rule does not depend on 75. */
const size = fc.integer({ min: 1, max: 100 });

describe('product batch properties', () => {
  it('the batches, joined, are the products in their order', () => {
    fc.assert(
      fc.property(products, size, (items, batchSize) => {
        expect(batchesOf(items, batchSize).flat()).toEqual(items);
      }),
    );
  });

  it('every batch but the last is full, and none is empty or over size', () => {
    fc.assert(
      fc.property(products, size, (items, batchSize) => {
        const batches = batchesOf(items, batchSize);
        batches.forEach((batch, index) => {
          expect(batch.length).toBeGreaterThan(0);
          expect(batch.length).toBeLessThanOrEqual(batchSize);
          if (index < batches.length - 1) expect(batch.length).toBe(batchSize);
        });
      }),
    );
  });

  it('adding one full batch of products adds exactly one batch', () => {
    fc.assert(
      fc.property(products, (items) => {
        const extra = Array.from({ length: PRODUCT_BATCH_SIZE }, (_, index) => `extra-${index}`);
        expect(batchesOf([...extra, ...items]).length).toBe(batchesOf(items).length + 1);
      }),
    );
  });
});
