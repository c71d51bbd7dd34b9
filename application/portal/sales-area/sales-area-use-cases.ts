import { checkRegionCategoryChanges, type RegionCategoryChange } from '../../../domain/sales-area/region-category';
import { refused, type Result } from '../../../domain/shared/result';
import { userError } from '../../../domain/shared/user-error';
import type { SalesAreaGateway, SalesAreaRegion } from './ports';

/** Gives regions new categories once the domain agrees the changes are complete and offered (the service checks again). */
export type UpdateRegionCategories = (changes: readonly RegionCategoryChange[]) => Promise<Result<SalesAreaRegion[]>>;

export interface SalesAreaUseCases {
  updateRegionCategories: UpdateRegionCategories;
}

export function createSalesAreaUseCases(ports: { salesAreas: SalesAreaGateway }): SalesAreaUseCases {
  return {
    updateRegionCategories: async (changes) => {
      const checked = checkRegionCategoryChanges(changes);
      if (!checked.ok) return checked;
      try {
        const outcome = await ports.salesAreas.updateCategories(checked.value);
        return outcome.ok || outcome.error.length > 0 ? outcome : refused(userError('', 'failed_update_sales_area_categories'));
      } catch {
        return refused(userError('', 'failed_update_sales_area_categories'));
      }
    },
  };
}
