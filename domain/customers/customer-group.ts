/** The customer group the portal names for a customer: that of the customer's first area, if it has one. */
export function customerGroupOf(areas: readonly { custGroup: string | null }[]): string | null {
  return areas[0]?.custGroup ?? null;
}
