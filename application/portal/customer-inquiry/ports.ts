import type { CustomerInquiryInput } from '../../../domain/customer-inquiry/customer-inquiry';
import type { Result } from '../../../domain/shared/result';

export interface InquiryCountry {
  id: string;
  name: string;
}

export interface InquiryCity {
  id: string;
  description: string;
}

/** A stored inquiry, as administrators read it. */
export interface CustomerInquiryEntry extends CustomerInquiryInput {
  id: string;
  createdAt: string;
}

/** The public inquiry calls (no sign-in) and the administrators' list. */
export interface CustomerInquiryGateway {
  offered(): Promise<boolean>;
  countries(): Promise<InquiryCountry[]>;
  cities(countryId: string): Promise<InquiryCity[]>;
  /** honeypot: the hidden field's value, empty from people. */
  send(input: CustomerInquiryInput, honeypot: string): Promise<Result<true>>;
  list(query: { page: number; limit: number; search: string }): Promise<{ items: CustomerInquiryEntry[]; count: number }>;
}
