import { describe, expect, it } from 'vitest';
import { batchesOf, PRODUCT_BATCH_SIZE } from './product-batches';

describe('product batches', () => {
  it('sends 160 products as 75, 75 and 10', () => {
    const products = Array.from({ length: 160 }, (_, index) => `ART-${index}`);
    expect(batchesOf(products).map((batch) => batch.length)).toEqual([75, 75, 10]);
  });

  it('sends nothing for no products', () => {
    expect(batchesOf([])).toEqual([]);
  });

  it('keeps exactly 75 products in one batch', () => {
    expect(batchesOf(Array.from({ length: PRODUCT_BATCH_SIZE }, (_, index) => index))).toHaveLength(1);
  });

  it('refuses a batch size that is not a positive whole number', () => {
    expect(() => batchesOf([1, 2], 0)).toThrow(RangeError);
    expect(() => batchesOf([1, 2], 1.5)).toThrow(RangeError);
  });
});
