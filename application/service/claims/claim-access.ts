import { claimCustomerCategoryOf, type ClaimCustomerCategory } from '../../../domain/claims/claim-workflow';
import { err, ok, type Result } from '../../../domain/shared/result';
import type { Principal } from '../auth/ports';
import { resolveActiveCustomer, type ActiveCustomerError, type ActiveCustomerRepository } from '../customers/active-customer';
import type { HostConfigRepository } from '../config/ports';
import type { ServiceTextsDeps } from '../shared/service-texts';
import type { Clock, FileStore } from '../shared/ports';
import type { ImageEncoder } from '../catalogue/ports';
import type { IdGenerator } from '../catalogue/article-ports';
import type { Mailer } from '../invoices/ports';
import type { ClaimRepository } from './ports';

export type ClaimsDeps = ServiceTextsDeps & {
  claims: ClaimRepository;
  activeCustomers: ActiveCustomerRepository;
  hostConfigs: Pick<HostConfigRepository, 'findByHost'>;
  clock: Clock;
  files: FileStore;
  images: ImageEncoder;
  ids: IdGenerator;
  mailer: Mailer;
};

/** Who is working on claims: a reviewer reaches every claim (customerId null), a dealer the claims of its customer. */
export interface ClaimActor {
  userId: string;
  category: ClaimCustomerCategory;
  customerId: string | null;
}

/** The caller as a claims actor: a reviewer by scope, else the customer the session acts for. */
export async function claimActor(deps: Pick<ClaimsDeps, 'activeCustomers'>, principal: Principal): Promise<Result<ClaimActor, ActiveCustomerError>> {
  if (claimCustomerCategoryOf(principal.scopes) === 'reviewer') return ok({ userId: principal.userId, category: 'reviewer', customerId: null });
  const customer = await resolveActiveCustomer(deps, principal);
  if (!customer.ok) return err(customer.error);
  return ok({ userId: principal.userId, category: 'dealer', customerId: customer.value.customerId });
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
export const isClaimId = (id: string) => UUID.test(id.trim());
