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
  /** One page of the given customers matching the search (case-insensitive over codes, name, phone, address, email, city). */
  page(customerIds: readonly string[], search: string | undefined, page: number, limit: number): Promise<{ items: CustomerSummary[]; total: number }>;
  findByR3(r3: string): Promise<(CustomerSummary & { internalId: string }) | undefined>;
}
