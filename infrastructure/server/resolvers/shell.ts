import { activeUserAreaAnnouncements } from '../../../application/service/announcements/active-user-area-announcements';
import { activeUserAreaBanners } from '../../../application/service/banners/active-user-area-banners';
import { bikeCategories } from '../../../application/service/catalogue/bike-categories';
import { listContentTargetMarkets } from '../../../application/service/content/list-content-target-markets';
import { creditInformation, customerCompanies } from '../../../application/service/credit/credit-information';
import { sendCustomerFeedback } from '../../../application/service/feedback/send-customer-feedback';
import { changeLanguage } from '../../../application/service/profile/change-language';
import type { Result } from '../../../domain/shared/result';
import type { Resolvers } from '../../graphql/generated/resolvers';
import { forbidden, type FieldPolicies } from '../graphql/field-policies';
import { resultAnswer } from '../graphql/mutation-answer';
import { signedIn } from './platform';

export const shellPolicies: FieldPolicies = {
  'Query.activeUserAreaAnnouncements': { scopes: [] },
  'Query.activeUserAreaBanners': { scopes: [] },
  'Query.creditInformation': { scopes: ['credit-status.read'] },
  'Query.customerCompanies': { scopes: ['credit-status.read'] },
  'Query.bikeCategories': { scopes: ['page.catalog'] },
  'Query.contentTargetMarkets': { scopes: [] },
  'Mutation.changeLanguage': { scopes: [] },
  'Mutation.sendCustomerFeedback': { scopes: ['consumer-voice.submit'] },
};

/** The value of a read the session may make, or a FORBIDDEN error for one outside it. */
function allowed<T>(result: Result<T, string>): T {
  if (!result.ok) throw forbidden();
  return result.value;
}

export const shellResolvers: Resolvers = {
  Query: {
    activeUserAreaAnnouncements: (_parent, _args, { services, principal }) => activeUserAreaAnnouncements(services, signedIn(principal)),
    activeUserAreaBanners: (_parent, _args, { services, principal }) => activeUserAreaBanners(services, signedIn(principal)),
    creditInformation: async (_parent, args, { services, principal }) => allowed(await creditInformation(services, signedIn(principal), args)),
    customerCompanies: async (_parent, args, { services, principal }) => allowed(await customerCompanies(services, signedIn(principal), args)),
    bikeCategories: (_parent, _args, { services, principal }) => bikeCategories(services, signedIn(principal)),
    contentTargetMarkets: (_parent, args, { services, principal }) => listContentTargetMarkets(services, signedIn(principal), args),
  },
  Mutation: {
    changeLanguage: async (_parent, { languageId }, { services, principal }) => {
      const result = await changeLanguage(services, signedIn(principal), languageId);
      return { ...resultAnswer(result, { success: 'success_change_language', failure: 'failed_change_language' }), language: result.ok ? result.value : null };
    },
    sendCustomerFeedback: async (_parent, { message }, { services, principal, host }) =>
      resultAnswer(await sendCustomerFeedback(services, signedIn(principal), { message, host }), {
        success: 'success_send_consumer_voice',
        failure: 'failed_send_consumer_voice',
      }),
  },
};
