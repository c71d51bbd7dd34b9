/**
 * A retail sale (spec 001 §2, §3) is a frame registration on its way into the brand's records: reported sales wait
 * to be inserted, are processed, and are complete once the brand holds them; a change to a complete sale goes the
 * same way as an update. An insert or update the brand's records refuse fails and waits for the dealer.
 */
export const RETAIL_SALE_STATUSES = ['pending_insert', 'failed_insert', 'processing_insert', 'pending_update', 'failed_update', 'processing_update', 'complete'] as const;
export type RetailSaleStatus = (typeof RETAIL_SALE_STATUSES)[number];

/** The list's status filter: every status, or one of them (spec 001 §2 lists All first). */
export const RETAIL_SALE_FILTERS = ['all', ...RETAIL_SALE_STATUSES] as const;
export type RetailSaleFilter = (typeof RETAIL_SALE_FILTERS)[number];

export function isRetailSaleStatus(value: string): value is RetailSaleStatus {
  return (RETAIL_SALE_STATUSES as readonly string[]).includes(value);
}

/** The statuses a filter lets through. */
export function statusesOf(filter: RetailSaleFilter): readonly RetailSaleStatus[] {
  return filter === 'all' ? RETAIL_SALE_STATUSES : [filter];
}

/** The warranty document states the brand's warranty: it exists once the brand holds the sale. */
export function warrantyDocumentAvailable(status: RetailSaleStatus): boolean {
  return status === 'complete';
}

/**
 * A registration may be withdrawn unless the brand's records are taking it in at that moment: a withdrawal then
 * would race the insert or update.
 */
export function registrationDeletable(status: RetailSaleStatus): boolean {
  return status !== 'processing_insert' && status !== 'processing_update';
}
