import type { CustomerInquiryEntry, CustomerInquiryGateway, InquiryCity, InquiryCountry } from '../../../application/portal/customer-inquiry/ports';
import type { CustomerInquiryInput } from '../../../domain/customer-inquiry/customer-inquiry';
import { ok, refused, type Result } from '../../../domain/shared/result';
import { userError } from '../../../domain/shared/user-error';
import { CustomerInquiriesDocument } from '../../graphql/generated/client/graphql';
import {
  CitiesDocument,
  CountriesDocument,
  CreateCustomerInquiryDocument,
  CustomerInquiryOfferedDocument,
  type TypedDocumentString,
} from '../../graphql/generated/public-client/graphql';
import type { ApiClient } from '../api-client';
import { fromContractUserErrors } from '../contract-user-errors';
import type { GraphqlClient } from '../graphql-client';

/** The CustomerInquiryGateway: the public calls go to POST /public/graphql without a token, the list through the session. */
export class CustomerInquiryGatewayGraphql implements CustomerInquiryGateway {
  constructor(
    readonly api: ApiClient,
    readonly graphql: GraphqlClient,
  ) {}

  private async publicRequest<TResult, TVariables>(document: TypedDocumentString<TResult, TVariables>, variables: TVariables): Promise<TResult> {
    const response = await this.api.request({ method: 'POST', path: '/public/graphql', body: { query: document.toString(), variables }, authorization: 'none' });
    const answer = (await response.json()) as { data?: TResult };
    if (!answer.data) throw new Error('graphql return no data');
    return answer.data;
  }

  async offered(): Promise<boolean> {
    return (await this.publicRequest(CustomerInquiryOfferedDocument, {})).customerInquiryOffered;
  }

  async countries(): Promise<InquiryCountry[]> {
    return (await this.publicRequest(CountriesDocument, {})).countries;
  }

  async cities(countryId: string): Promise<InquiryCity[]> {
    return (await this.publicRequest(CitiesDocument, { countryId })).cities;
  }

  async send(input: CustomerInquiryInput, honeypot: string): Promise<Result<true>> {
    const { createCustomerInquiry } = await this.publicRequest(CreateCustomerInquiryDocument, { input: { ...input, website2: honeypot } });
    if (createCustomerInquiry.message.status && createCustomerInquiry.userErrors.length === 0) return ok(true);
    const errors = fromContractUserErrors(createCustomerInquiry.userErrors);
    return refused(...(errors.length > 0 ? errors : [userError([], createCustomerInquiry.message.description ?? 'failed_customer_inquiry')]));
  }

  async list(query: { page: number; limit: number; search: string }): Promise<{ items: CustomerInquiryEntry[]; count: number }> {
    const { customerInquiries } = await this.graphql.request(CustomerInquiriesDocument, { ...query, search: query.search || null });
    return {
      items: customerInquiries.items.map((item) => ({ ...item, custPostalCode: item.custPostalCode ?? null, custWeb: item.custWeb ?? null })),
      count: customerInquiries.count,
    };
  }
}
