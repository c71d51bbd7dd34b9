/** Facts that decide how tall the mobile header is. */
export interface MobileHeaderFacts {
  /** The cart-count feature (CART_COUNT_TOTAL_QTY) that adds a second row with the customer chip. */
  cartQuantityFeature: boolean;
  customerChipShown: boolean;
  /** The Preview Pages button or the credit chip, which take a third row. */
  previewOrCreditShown: boolean;
}

/**
 * The mobile header's height in pixels: 50 for the single bar; 100 with the customer row under the cart-count
 * feature; 140 when the preview button or credit chip adds a third row.
 */
export function mobileHeaderHeight(facts: MobileHeaderFacts): 50 | 100 | 140 {
  if (!facts.cartQuantityFeature || !facts.customerChipShown) return 50;
  return facts.previewOrCreditShown ? 140 : 100;
}

/** How far below the top the home announcement sits: 49px on large screens, else just under the mobile header. */
export function announcementTopOffset(largeScreen: boolean, facts: MobileHeaderFacts): number {
  return largeScreen ? 49 : mobileHeaderHeight(facts) - 1;
}

/** Announcement content longer than this collapses behind See More on small screens. */
export const ANNOUNCEMENT_COLLAPSE_LENGTH = 400;

export function announcementCollapses(contentLength: number, smallScreen: boolean): boolean {
  return smallScreen && contentLength > ANNOUNCEMENT_COLLAPSE_LENGTH;
}
