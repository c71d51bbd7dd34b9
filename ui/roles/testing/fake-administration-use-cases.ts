import { vi } from 'vitest';
import type { CatalogueAnalysisUseCases } from '../../../application/portal/catalogue-analysis/product-batch-run';
import type { RolesUseCases } from '../../../application/portal/roles/roles-use-cases';
import { refused } from '../../../domain/shared/result';
import { userError } from '../../../domain/shared/user-error';

/** The role administration's and catalogue analysis's use-cases as spies that save nothing. */
export function fakeAdministrationUseCases(): RolesUseCases & CatalogueAnalysisUseCases {
  const notSaved = async () => refused(userError([], 'failed_save_access'));
  return {
    saveRole: vi.fn<RolesUseCases['saveRole']>(notSaved),
    saveGroupRole: vi.fn<RolesUseCases['saveGroupRole']>(notSaved),
    savePermission: vi.fn<RolesUseCases['savePermission']>(notSaved),
    updateProductAttributesInBatches: vi.fn<CatalogueAnalysisUseCases['updateProductAttributesInBatches']>(async () => []),
    deleteProductsInBatches: vi.fn<CatalogueAnalysisUseCases['deleteProductsInBatches']>(async () => []),
  };
}
