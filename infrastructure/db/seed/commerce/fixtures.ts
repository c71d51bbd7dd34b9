/** Article codes the tests and the end-to-end scenarios rely on; each is described where it is made. */
export const DEMO_COMMERCE_FIXTURES = {
  /** A Velocita city bike in ID01 with only 2 units in stock (the over-stock scenario). */
  lowStockArticle: 'VB-KTCF-26-L',
  /** A Velocita city bike in ID01 with 1 unit in stock. */
  lastUnitArticle: 'VB-KTTR-25-S',
  /** A Velocita tube (ID01) with tiers for every dealer: >= 10 → 5 %, >= 25 → 10 %. */
  tieredArticle: 'VP-TUBE-700',
  /** A Velocita road bike (ID01) out of stock with a next arrival. */
  zeroStockArticle: 'VB-AESP-26-S',
  /** Velocita Aero SL 2027 size M: 7.5 % off for the dealer 0000100001 (ID01) and S$25.50 off for 0000100002 in SG01. */
  discountedBike: 'VB-AESL-27-M',
  /** Velocita Volt City E 2027 M: the dealer 0000100001 has an order limit of 5, 3 already ordered. */
  limitedArticle: 'VB-VTCE-27-M',
  /** An article in ID01 that may not be ordered (allow-order flag off). */
  notOrderableArticle: 'VP-LOCK-CBL',
  /** An article sold in ID01 without a price. */
  unpricedArticle: 'VP-BAG-SAD-L',
  /** A ship-to of 0000100001 that is no longer active. */
  inactiveShipTo: 'ST-100001-99',
} as const;
