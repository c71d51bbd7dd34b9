import { actableCustomerIds } from '../../../domain/access/customer-access';
import { normaliseCustomerPageSize } from '../../../domain/customers/customer-search';
import type { CustomerAccessRepository, Principal } from '../auth/ports';
import type { CustomerDirectory, CustomerSummary } from './ports';

/** A page of the customers the principal may act for; a page size outside 10/25/50 falls back to 10. */
export async function listActableCustomers(
  deps: { customers: CustomerAccessRepository; directory: CustomerDirectory },
  principal: Principal,
  request: { search?: string | null; page?: number | null; limit?: number | null },
): Promise<{ items: CustomerSummary[]; total: number; page: number; limit: number }> {
  const limit = normaliseCustomerPageSize(request.limit);
  const page = Math.max(1, Math.trunc(request.page ?? 1));
  const ids = actableCustomerIds({
    scopes: principal.scopes,
    ownCustomerId: principal.ownCustomerId,
    assignedCustomerIds: await deps.customers.assignedCustomerIds(principal.userId),
  });
  const search = request.search?.trim() || undefined;
  return { ...(await deps.directory.page(ids, search, page, limit)), page, limit };
}
