/**
 * A claim's reference number, the one dealer and reviewer quote to each other: WC, the year it was filed and a
 * six-digit serial that counts up within the service (WC-2026-000042). The serial comes from a database sequence,
 * so two claims never share one.
 */
export function claimReferenceNo(filedAt: Date, serial: number): string {
  return `WC-${filedAt.getUTCFullYear()}-${String(serial).padStart(6, '0')}`;
}
