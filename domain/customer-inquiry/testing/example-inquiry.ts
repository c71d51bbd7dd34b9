import type { CustomerInquiryInput } from '../customer-inquiry';

/** A prospect's complete inquiry, with the fields a test changes. */
export function exampleInquiry(overrides: Partial<CustomerInquiryInput> = {}): CustomerInquiryInput {
  return {
    host: 'velocita.example',
    reason: 'We run two bicycle shops and want to stock the brand.',
    goal: 'Sell the gravel range from next season.',
    custName: ' Toko Sepeda Maju ',
    custAddress: 'Jl. Merdeka 5',
    custState: 'Jawa Barat',
    custPostalCode: '  ',
    custCountry: 'ID',
    custEmail: 'owner@sepedamaju.example',
    custPhone: '081234567890',
    custCity: 'Bandung',
    custWeb: null,
    ...overrides,
  };
}
