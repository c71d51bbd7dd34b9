import type { Resolvers } from '../../graphql/generated/public-resolvers';
import type { FieldPolicies } from '../graphql/field-policies';

export const publicPolicies: FieldPolicies = {
  'Query.inquiryLanguages': 'public',
};

export const publicResolvers: Resolvers = {
  Query: {
    inquiryLanguages: (_parent, _args, { services }) => services.languages.all(),
  },
};
