import { changeCustomer } from '../../../application/service/auth/change-customer';
import { currentUser } from '../../../application/service/auth/current-user';
import type { Principal } from '../../../application/service/auth/ports';
import type { CustomerSummary } from '../../../application/service/customers/ports';
import { listActableCustomers } from '../../../application/service/customers/list-actable-customers';
import type { Customer, Resolvers } from '../../graphql/generated/resolvers';
import type { FieldPolicies } from '../graphql/field-policies';
import { resultAnswer } from '../graphql/mutation-answer';

export const platformPolicies: FieldPolicies = {
  'Query.currentUser': { scopes: [] },
  'Query.salesCustomers': { scopes: [] },
  'Mutation.changeCustomerV2': { scopes: ['menu.change-cust'] },
};

export function toCustomer(summary: CustomerSummary): Customer {
  return {
    id: summary.id,
    custName: summary.name,
    custPhone: summary.phone,
    custAddress: summary.address,
    custCity: summary.city,
    custEmail: summary.email,
    custCode: summary.code,
    custAreas: summary.areas,
  };
}

/** The caller of a field whose policy already demanded a signed-in user. */
export function signedIn(principal: Principal | undefined): Principal {
  if (!principal) throw new Error('guarded field reached without a principal');
  return principal;
}

export const platformResolvers: Resolvers = {
  Query: {
    currentUser: async (_parent, _args, { services, principal }) => {
      const user = await currentUser(services, signedIn(principal));
      if (!user) throw new Error('signed-in user has no profile');
      const active = user.salesActiveCustCode ? await services.directory.findByR3(user.salesActiveCustCode) : undefined;
      const areas = await services.profiles.areas(user.id);
      return { ...user, activeCustomer: active ? toCustomer(active) : null, areas };
    },
    salesCustomers: async (_parent, args, { services, principal }) => {
      const page = await listActableCustomers(services, signedIn(principal), args);
      return { ...page, items: page.items.map(toCustomer) };
    },
  },
  Mutation: {
    changeCustomerV2: async (_parent, { custCode }, { services, principal, handOverRefreshToken }) => {
      const result = await changeCustomer(services, signedIn(principal), custCode);
      const answer = resultAnswer(result, { success: null, failure: 'failed_change_customer' });
      if (!result.ok) return { ...answer, requestToken: null, refreshToken: null };
      handOverRefreshToken?.(result.value.refreshToken);
      return { ...answer, requestToken: result.value.requestToken, refreshToken: null };
    },
  },
};
