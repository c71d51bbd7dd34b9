/**
 * The status of a line (an article) of a third-party order, which the vendor moves as it serves the order. The spec
 * names no values (001 §4); the workflow here is the product's decision (docs/decisions.md, Third party):
 * - `ordered`: placed by the dealer through the portal. Every item starts here.
 * - `confirmed`: the vendor has accepted the line and will supply it.
 * - `shipped`: the vendor has dispatched the goods.
 * - `delivered`: the goods reached the dealer. Final.
 * - `cancelled`: the vendor cannot supply the line, or withdrew it before shipping. Final.
 */
export const THIRD_PARTY_ITEM_STATUSES = ['ordered', 'confirmed', 'shipped', 'delivered', 'cancelled'] as const;
export type ThirdPartyItemStatus = (typeof THIRD_PARTY_ITEM_STATUSES)[number];

export const INITIAL_THIRD_PARTY_ITEM_STATUS: ThirdPartyItemStatus = 'ordered';

/** Each status's next steps: forward one step at a time, or cancelled until the goods have left the vendor. */
const TRANSITIONS: Readonly<Record<ThirdPartyItemStatus, readonly ThirdPartyItemStatus[]>> = {
  ordered: ['confirmed', 'cancelled'],
  confirmed: ['shipped', 'cancelled'],
  shipped: ['delivered'],
  delivered: [],
  cancelled: [],
};

/** The statuses an item may be moved to next; none once delivered or cancelled. */
export function nextThirdPartyItemStatuses(from: ThirdPartyItemStatus): readonly ThirdPartyItemStatus[] {
  return TRANSITIONS[from];
}

/** Whether a status is final (delivered or cancelled): no move leaves it. */
export function isFinalThirdPartyItemStatus(status: ThirdPartyItemStatus): boolean {
  return TRANSITIONS[status].length === 0;
}

/** Whether a text names a status (its key, any case, surrounding spaces ignored); the status or null. */
export function thirdPartyItemStatusNamed(text: string): ThirdPartyItemStatus | null {
  const key = text.trim().toLowerCase();
  return (THIRD_PARTY_ITEM_STATUSES as readonly string[]).includes(key) ? (key as ThirdPartyItemStatus) : null;
}

/** Dictionary keys of a refused move: the item is final, or the workflow has no such step. */
export type ThirdPartyStatusMoveError = 'third_party_status_final' | 'third_party_status_not_allowed';

/**
 * Moves an item's status (updateStatusOrderItemThirdParty), or says why it cannot: a final status never changes,
 * and any other move must be one of the workflow's steps.
 */
export function moveThirdPartyItemStatus(
  from: ThirdPartyItemStatus,
  to: ThirdPartyItemStatus,
): { ok: true; value: ThirdPartyItemStatus } | { ok: false; error: ThirdPartyStatusMoveError } {
  if (isFinalThirdPartyItemStatus(from)) return { ok: false, error: 'third_party_status_final' };
  if (!TRANSITIONS[from].includes(to)) return { ok: false, error: 'third_party_status_not_allowed' };
  return { ok: true, value: to };
}
