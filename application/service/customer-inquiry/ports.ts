import type { CustomerInquiry } from '../../../domain/customer-inquiry/customer-inquiry';

export interface Country {
  id: string;
  name: string;
}

export interface City {
  id: string;
  description: string;
}

export interface CustomerInquiryRecord extends CustomerInquiry {
  id: string;
  createdAt: Date;
}

/** Where an inquiry came from, for the limit per client address. */
export interface InquiryOrigin {
  clientAddress: string;
}

export interface CustomerInquiryRepository {
  countries(): Promise<Country[]>;
  cities(countryId: string): Promise<City[]>;
  /**
   * Stores an inquiry if `admit` accepts it given the instants of the client address's inquiries since `since`.
   * Inquiries of one address are judged one after the other, so several sent at once cannot all pass the count.
   */
  submit(
    inquiry: CustomerInquiry,
    origin: InquiryOrigin & { at: Date; since: Date },
    admit: (earlier: readonly Date[]) => boolean,
  ): Promise<CustomerInquiryRecord | 'refused'>;
  /** Newest first; search looks in the name, e-mail, city and country. */
  page(query: { search: string | undefined; page: number; limit: number }): Promise<{ items: CustomerInquiryRecord[]; total: number }>;
}
