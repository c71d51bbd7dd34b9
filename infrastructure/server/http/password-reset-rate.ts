import { judgePasswordResetRate, PASSWORD_RESET_RATE_LIMIT } from '../../../domain/user-administration/password-link';
import type { InquiryRateVerdict } from '../../../domain/customer-inquiry/customer-inquiry';

/** The most client addresses remembered at once; beyond it the quietest are forgotten first, so memory stays bounded. */
const MAX_REMEMBERED_CLIENTS = 10_000;

/**
 * The reset requests each client address made within the window, kept in this instance's memory: a request counts
 * when it is taken, whether or not its account exists, so the answer tells nothing about accounts. Behind a load
 * balancer each instance counts its own share (see docs/decisions.md).
 */
export class PasswordResetRequestLog {
  private readonly requests = new Map<string, number[]>();

  /** Takes a request at `nowMs` from the address when the limit allows it, and answers the verdict. */
  take(clientAddress: string, nowMs: number): InquiryRateVerdict {
    const earlier = (this.requests.get(clientAddress) ?? []).filter((at) => nowMs - at < PASSWORD_RESET_RATE_LIMIT.windowMs);
    const verdict = judgePasswordResetRate(earlier, nowMs);
    this.requests.delete(clientAddress);
    this.requests.set(clientAddress, verdict.allowed ? [...earlier, nowMs] : earlier);
    if (this.requests.size > MAX_REMEMBERED_CLIENTS) this.requests.delete(this.requests.keys().next().value!);
    return verdict;
  }
}

