import { listCustomerInquiries } from '../../../application/service/customer-inquiry/customer-inquiries';
import type { Resolvers } from '../../graphql/generated/resolvers';
import type { FieldPolicies } from '../graphql/field-policies';
import { iso } from './after-sales-edge';

/** The inquiries are read by those who set up accounts: the user administrators (docs/decisions.md). */
export const customerInquiryPolicies: FieldPolicies = {
  'Query.customerInquiries': { scopes: [['page.user-management', 'page.user-management-us']] },
};

export const customerInquiryResolvers: Resolvers = {
  Query: {
    customerInquiries: async (_parent, args, { services }) => {
      const found = await listCustomerInquiries(services, args);
      return {
        items: found.items.map((inquiry) => ({ ...inquiry, createdAt: iso(inquiry.createdAt) })),
        page: found.page,
        limit: found.limit,
        count: found.total,
        pageTotal: Math.ceil(found.total / found.limit),
      };
    },
  },
};
