import type { ClaimStatus } from '../../application/portal/claims/claim-records-ports';

/** A claim's status by the name the service gives it, coloured by where it stands (with the dealer, in review, decided). */
export function ClaimStatusBadge({ status }: { status: ClaimStatus }) {
  return <span className={`claim-status claim-status--${status.category}`}>{status.description}</span>;
}
