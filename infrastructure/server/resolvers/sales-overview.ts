import { createGraphQLError } from 'graphql-yoga';
import { dealerBonus } from '../../../application/service/dealer-bonus/dealer-bonus';
import { salesOverview, salesOverviewFilterData, type SalesOverviewRequest } from '../../../application/service/sales-overview/sales-overview';
import { MONTH_NUMBERS, SALES_OVERVIEW_CATEGORIES } from '../../../domain/sales-overview/sales-overview';
import type { Result } from '../../../domain/shared/result';
import type { UserError } from '../../../domain/shared/user-error';
import type { InputMaybe, Resolvers, SalesOverviewFilterInput } from '../../graphql/generated/resolvers';
import { forbidden, type FieldPolicies } from '../graphql/field-policies';
import { signedIn } from './platform';

const DASHBOARD = { scopes: ['page.dashboard'] };
const BONUS = { scopes: ['page.bonus-dealer'] };

export const salesOverviewPolicies: FieldPolicies = {
  'Query.salesOverviewFilterV4': DASHBOARD,
  'Query.salesOverviewV4': DASHBOARD,
  'Query.dealerBonus': BONUS,
};

/** The filter as the service takes it; a field left out takes its default there. */
export function toSalesOverviewRequest(input: InputMaybe<SalesOverviewFilterInput> | undefined): SalesOverviewRequest {
  const list = <T>(values: InputMaybe<T[]> | undefined) => values ?? undefined;
  return {
    sorg: input?.sorg ?? null,
    year: input?.year ?? null,
    custCodes: list(input?.custCodes),
    category: input?.category ?? undefined,
    months: list(input?.months),
    brands: list(input?.brands),
    merchandiseCategories: list(input?.merchandiseCategories),
    models: list(input?.models),
    series: list(input?.series),
  };
}

/**
 * The value of a sales read, or its refusal: a filter that breaks the rules is BAD_USER_INPUT with the broken rules'
 * message keys in `extensions.errors`; a session outside its customer is FORBIDDEN.
 */
export function salesReadOrRefuse<T>(result: Result<T, string | readonly UserError[]>): T {
  if (result.ok) return result.value;
  if (typeof result.error !== 'string') {
    throw createGraphQLError('invalid_filter', { extensions: { code: 'BAD_USER_INPUT', errors: result.error.map((error) => ({ field: error.field.join('.'), message: error.message })) } });
  }
  if (result.error === 'invalid_year') throw createGraphQLError(result.error, { extensions: { code: 'BAD_USER_INPUT' } });
  throw forbidden();
}

export const salesOverviewResolvers: Resolvers = {
  Query: {
    salesOverviewFilterV4: async (_parent, { filter }, { services, principal }) => {
      const data = salesReadOrRefuse(await salesOverviewFilterData(services, signedIn(principal), toSalesOverviewRequest(filter)));
      return { ...data, categories: [...SALES_OVERVIEW_CATEGORIES], months: [...MONTH_NUMBERS], defaults: { ...data.defaults, custCodes: [...data.defaults.custCodes], months: [...data.defaults.months], brands: [...data.defaults.brands], merchandiseCategories: [...data.defaults.merchandiseCategories], models: [...data.defaults.models], series: [...data.defaults.series] } };
    },
    salesOverviewV4: async (_parent, { filter }, { services, principal }) => {
      const report = salesReadOrRefuse(await salesOverview(services, signedIn(principal), toSalesOverviewRequest(filter)));
      const asked = report.filter;
      return { ...report, filter: { ...asked, custCodes: [...asked.custCodes], months: [...asked.months], brands: [...asked.brands], merchandiseCategories: [...asked.merchandiseCategories], models: [...asked.models], series: [...asked.series] } };
    },
    dealerBonus: async (_parent, { year }, { services, principal }) => salesReadOrRefuse(await dealerBonus(services, signedIn(principal), year ?? null)),
  },
};
