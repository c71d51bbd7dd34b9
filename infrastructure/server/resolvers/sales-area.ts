import type { SalesAreaRegion as RegionRecord } from '../../../application/service/sales-area/ports';
import { salesAreaMaps, updateSalesMapAreaCategories } from '../../../application/service/sales-area/sales-area-maps';
import { meetsScopeRequirement } from '../../../domain/access/scopes';
import { REGION_CATEGORIES } from '../../../domain/sales-area/region-category';
import type { Resolvers, SalesAreaRegion } from '../../graphql/generated/resolvers';
import type { FieldPolicies } from '../graphql/field-policies';
import { resultAnswer } from '../graphql/mutation-answer';
import { signedIn } from './platform';

/** Who may change region categories: sales-area.update, granted to sales group leads and administrators. */
const MAINTAINERS = ['page.sales-area', 'sales-area.update'] as const;

export const salesAreaPolicies: FieldPolicies = {
  'Query.salesAreaMaps': { scopes: ['page.sales-area'] },
  'Mutation.updateSalesMapAreaCategories': { scopes: MAINTAINERS },
};

const toRegion = (region: RegionRecord): SalesAreaRegion => ({ ...region, outline: JSON.stringify(region.outline) });

export const salesAreaResolvers: Resolvers = {
  Query: {
    salesAreaMaps: async (_parent, _args, { services, principal }) => ({
      regions: (await salesAreaMaps(services, signedIn(principal))).map(toRegion),
      categories: [...REGION_CATEGORIES],
      canUpdate: meetsScopeRequirement(signedIn(principal).scopes, MAINTAINERS),
    }),
  },
  Mutation: {
    updateSalesMapAreaCategories: async (_parent, { categories }, { services, principal }) => {
      const result = await updateSalesMapAreaCategories(services, signedIn(principal), categories);
      return { ...resultAnswer(result, { success: 'success_update_sales_area_categories', failure: 'failed_update_sales_area_categories' }), regions: result.ok ? result.value.map(toRegion) : [] };
    },
  },
};
