import { customerReach } from '../../../domain/access/customer-access';
import { normaliseCustomerPageSize } from '../../../domain/customers/customer-search';
import type { Principal } from '../auth/ports';
import type { CustomerDirectory, CustomerSummary } from './ports';

/** A page of the customers the principal may act for; a page size outside 10/25/50 falls back to 10. */
export async function listActableCustomers(
  deps: { directory: CustomerDirectory },
  principal: Principal,
  request: { search?: string | null; page?: number | null; limit?: number | null },
): Promise<{ items: CustomerSummary[]; total: number; page: number; limit: number }> {
  const limit = normaliseCustomerPageSize(request.limit);
  const page = Math.max(1, Math.trunc(request.page ?? 1));
  const reach = customerReach({ scopes: principal.scopes, ownCustomerId: principal.ownCustomerId });
  const search = request.search?.trim() || undefined;
  return { ...(await deps.directory.page(principal.userId, reach, search, page, limit)), page, limit };
}
