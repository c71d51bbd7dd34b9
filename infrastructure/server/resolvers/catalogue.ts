import {
  articleDisplays,
  bestSellers,
  groupsets,
  listProducts,
  productDetails,
  productSearchSuggestion,
  productStock,
  promotions,
  purchases,
} from '../../../application/service/catalogue/browse-catalogue';
import { analyseProducts, deleteProducts, sorgConfigs, updateProductAttributes } from '../../../application/service/catalogue/catalogue-analysis';
import { heldSalesOrganisations } from '../../../application/service/auth/held-sales-organisations';
import { restockSubscriptions, subscribeRestock, unsubscribeRestock } from '../../../application/service/catalogue/restock-subscriptions';
import type { Result } from '../../../domain/shared/result';
import { userError } from '../../../domain/shared/user-error';
import type { Resolvers } from '../../graphql/generated/resolvers';
import { forbidden, type FieldPolicies } from '../graphql/field-policies';
import { mutationAnswer } from '../graphql/mutation-answer';
import { createGraphQLError } from 'graphql-yoga';
import { signedIn } from './platform';

const CATALOGUE = { scopes: ['page.catalog'] };
const ANALYSIS = { scopes: ['page.catalog-analyze'] };

export const cataloguePolicies: FieldPolicies = {
  'Query.products': CATALOGUE,
  'Query.groupsets': CATALOGUE,
  'Query.productSearchSuggestion': CATALOGUE,
  'Query.productDetailsV2': CATALOGUE,
  'Query.productStock': CATALOGUE,
  'Query.promotions': CATALOGUE,
  'Query.bestSellers': CATALOGUE,
  'Query.frequentPurchases': CATALOGUE,
  'Query.previousPurchases': CATALOGUE,
  'Query.articleDisplays': CATALOGUE,
  'Query.restockSubscriptions': CATALOGUE,
  'Query.productAnalyzesV3': ANALYSIS,
  'Query.configs': ANALYSIS,
  'Mutation.subscribeRestockNotification': CATALOGUE,
  'Mutation.unsubscribeRestockNotification': CATALOGUE,
  'Mutation.updateProductAttributes': ANALYSIS,
  'Mutation.deleteProducts': ANALYSIS,
};

/** The value of a read, or FORBIDDEN when the session's customer no longer belongs to the user. */
export function allowed<T>(result: Result<T, string>): T {
  if (!result.ok) throw forbidden();
  return result.value;
}

/** A refused argument of a read, which answers no data. */
export function badInput(message: string) {
  return createGraphQLError(message, { extensions: { code: 'BAD_USER_INPUT' } });
}

/** The answer to a restock (un)subscription: a refusal concerns the article named. */
function restockAnswer(result: Result<unknown, string>, success: string, subscribed: boolean) {
  if (result.ok) return { ...mutationAnswer([], { success, failure: success }), subscribed };
  return { ...mutationAnswer([userError('articleCode', result.error)], { success, failure: result.error }), subscribed: false };
}

export const catalogueResolvers: Resolvers = {
  Query: {
    products: async (_parent, args, { services, principal, host }) => allowed(await listProducts(services, signedIn(principal), host, args)),
    groupsets: async (_parent, _args, { services, principal, host }) => allowed(await groupsets(services, signedIn(principal), host)),
    productSearchSuggestion: async (_parent, args, { services, principal }) => ({ data: allowed(await productSearchSuggestion(services, signedIn(principal), args)) }),
    productDetailsV2: async (_parent, { slug }, { services, principal, host }) => allowed(await productDetails(services, signedIn(principal), host, slug)),
    productStock: async (_parent, { slug }, { services, principal, host }) => allowed(await productStock(services, signedIn(principal), host, slug)),
    promotions: async (_parent, args, { services, principal }) => allowed(await promotions(services, signedIn(principal), args)),
    bestSellers: async (_parent, args, { services, principal, host }) => allowed(await bestSellers(services, signedIn(principal), host, args)),
    frequentPurchases: async (_parent, args, { services, principal }) => allowed(await purchases(services, signedIn(principal), 'frequent', args)),
    previousPurchases: async (_parent, args, { services, principal }) => allowed(await purchases(services, signedIn(principal), 'previous', args)),
    articleDisplays: async (_parent, _args, { services, principal, host }) => allowed(await articleDisplays(services, signedIn(principal), host)),
    restockSubscriptions: async (_parent, _args, { services, principal }) =>
      (await restockSubscriptions(services, signedIn(principal))).map((subscription) => ({ ...subscription, createdAt: subscription.createdAt.toISOString() })),
    productAnalyzesV3: async (_parent, args, { services, principal }) => {
      const result = await analyseProducts(services, await heldSalesOrganisations(services, signedIn(principal)), args);
      if (!result.ok) throw result.error === 'sorg_not_held' ? forbidden() : badInput(result.error);
      return result.value;
    },
    configs: async (_parent, { sorg }, { services, principal }) => sorgConfigs(services, await heldSalesOrganisations(services, signedIn(principal)), sorg),
  },
  Mutation: {
    subscribeRestockNotification: async (_parent, args, { services, principal }) =>
      restockAnswer(await subscribeRestock(services, signedIn(principal), args), 'success_subscribe_restock', true),
    unsubscribeRestockNotification: async (_parent, args, { services, principal }) =>
      restockAnswer(await unsubscribeRestock(services, signedIn(principal), args), 'success_unsubscribe_restock', false),
    updateProductAttributes: async (_parent, { products }, { services, principal }) =>
      updateProductAttributes(
        services,
        await heldSalesOrganisations(services, signedIn(principal)),
        products.map((product) => ({
          articleCode: product.articleCode,
          sorg: product.sorg,
          allowOrder: product.attribute.allowOrder ?? undefined,
          newArrival: product.attribute.newArrival
            ? { from: product.attribute.newArrival.from ?? null, to: product.attribute.newArrival.to ?? null, active: product.attribute.newArrival.active }
            : undefined,
        })),
      ),
    deleteProducts: async (_parent, { products }, { services, principal }) =>
      deleteProducts(services, await heldSalesOrganisations(services, signedIn(principal)), products),
  },
};
