export const CUSTOMER_INQUIRY_TOKENS = {
  CustomerInquiryRepository: Symbol('CustomerInquiryRepository'),
} as const;
