import type { CustomerReach } from '../../../domain/access/customer-access';
import type { CustomerCode } from '../../../domain/session/session-user';

/** A customer as the picker and the session show it. */
export interface CustomerSummary {
  id: string;
  name: string;
  phone: string | null;
  address: string | null;
  city: string | null;
  email: string | null;
  code: CustomerCode;
  areas: { sorg: string; custGroup: string | null }[];
}

export interface CustomerDirectory {
  /**
   * One page of the customers within the user's reach matching the search (case-insensitive over codes, name, phone,
   * address, email, city); the assigned customers are joined in the query, never listed.
   */
  page(userId: string, reach: CustomerReach, search: string | undefined, page: number, limit: number): Promise<{ items: CustomerSummary[]; total: number }>;
  findByR3(r3: string): Promise<(CustomerSummary & { internalId: string }) | undefined>;
}
