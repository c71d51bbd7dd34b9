/** Products per attribute-update or delete batch of the catalogue analysis (spec 001 §7). */
export const PRODUCT_BATCH_SIZE = 75;

/**
 * Splits products into the batches the catalogue analysis sends and the service writes, in order: every batch but
 * the last holds exactly `size` products, the last holds the rest, and no batch is empty.
 */
export function batchesOf<T>(items: readonly T[], size = PRODUCT_BATCH_SIZE): T[][] {
  if (!Number.isInteger(size) || size < 1) throw new RangeError(`batch size must be a positive whole number, got ${size}`);
  const batches: T[][] = [];
  for (let start = 0; start < items.length; start += size) batches.push(items.slice(start, start + size));
  return batches;
}
