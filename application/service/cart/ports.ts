/** A line of the server-side cart of one user buying for one customer. */
export interface CartLineRecord {
  productId: string;
  sorg: string;
  qty: number;
  addedAt: Date;
}

/** A change of a cart line: the quantity to hold, 0 removing the line. */
export interface CartLineChange {
  productId: string;
  sorg: string;
  qty: number;
}

export interface CartRepository {
  /** The lines of the user's cart for the customer, in the order they were added. */
  lines(userId: string, customerId: string): Promise<CartLineRecord[]>;
  /** Sets the quantities of the changed lines (creating the cart on first use); 0 removes a line. */
  apply(userId: string, customerId: string, changes: readonly CartLineChange[], at: Date): Promise<void>;
}
