import { createCustomerInquiry } from '../../../application/service/customer-inquiry/customer-inquiries';
import { newCustomerInquiryOpen } from '../../../domain/customer-inquiry/customer-inquiry';
import type { Resolvers } from '../../graphql/generated/public-resolvers';
import type { FieldPolicies } from '../graphql/field-policies';
import { resultAnswer } from '../graphql/mutation-answer';

export const publicPolicies: FieldPolicies = {
  'Query.inquiryLanguages': 'public',
  'Query.countries': 'public',
  'Query.cities': 'public',
  'Query.customerInquiryOffered': 'public',
  'Mutation.createCustomerInquiry': 'public',
};

export const publicResolvers: Resolvers = {
  Query: {
    inquiryLanguages: (_parent, _args, { services }) => services.languages.all(),
    countries: (_parent, _args, { services }) => services.customerInquiries.countries(),
    cities: (_parent, { countryId }, { services }) => services.customerInquiries.cities(countryId),
    customerInquiryOffered: async (_parent, _args, { services, host }) => {
      const config = await services.hostConfigs.findByHost(host);
      return config ? newCustomerInquiryOpen(config, host) : false;
    },
  },
  Mutation: {
    createCustomerInquiry: async (_parent, { input }, { services, host, locale, clientAddress }) => {
      const { website2, ...fields } = input;
      const outcome = await createCustomerInquiry(services, {
        input: { ...fields, custPostalCode: fields.custPostalCode ?? null, custWeb: fields.custWeb ?? null },
        honeypot: website2,
        clientAddress: clientAddress ?? '',
        requestHost: host,
        locale,
      });
      return resultAnswer(outcome, { success: 'success_customer_inquiry', failure: 'failed_customer_inquiry' });
    },
  },
};
