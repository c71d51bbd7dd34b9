import type { CustomerInquiryEntry, InquiryCity, InquiryCountry } from '../../application/portal/customer-inquiry/ports';
import type { CustomerInquiryInput } from '../../domain/customer-inquiry/customer-inquiry';
import type { Result } from '../../domain/shared/result';
import { portalApi, portsOf, read } from '../store/portal-api';

const INQUIRIES = { type: 'CustomerInquiries', id: 'LIST' } as const;

/** The new-customer inquiry's reads and its sending. */
export const customerInquiryApi = portalApi.injectEndpoints({
  endpoints: (build) => ({
    customerInquiryOffered: build.query<boolean, void>({ queryFn: (_arg, api) => read(() => portsOf(api).customerInquiries.offered()) }),
    inquiryCountries: build.query<InquiryCountry[], void>({ queryFn: (_arg, api) => read(() => portsOf(api).customerInquiries.countries()) }),
    inquiryCities: build.query<InquiryCity[], string>({ queryFn: (countryId, api) => read(() => portsOf(api).customerInquiries.cities(countryId)) }),
    sendCustomerInquiry: build.mutation<Result<true>, { input: CustomerInquiryInput; honeypot: string }>({
      queryFn: ({ input, honeypot }, api) => read(() => portsOf(api).customerInquiries.send(input, honeypot)),
      invalidatesTags: [INQUIRIES],
    }),
    customerInquiries: build.query<{ items: CustomerInquiryEntry[]; count: number }, { page: number; limit: number; search: string }>({
      queryFn: (query, api) => read(() => portsOf(api).customerInquiries.list(query)),
      providesTags: [INQUIRIES],
    }),
  }),
});

export const { useCustomerInquiryOfferedQuery, useInquiryCountriesQuery, useInquiryCitiesQuery, useSendCustomerInquiryMutation, useCustomerInquiriesQuery } = customerInquiryApi;
