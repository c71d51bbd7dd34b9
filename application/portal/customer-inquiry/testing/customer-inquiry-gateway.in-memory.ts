import { checkCustomerInquiry, isHoneypotFilled, type CustomerInquiryInput } from '../../../../domain/customer-inquiry/customer-inquiry';
import { ok, type Result } from '../../../../domain/shared/result';
import type { CustomerInquiryEntry, CustomerInquiryGateway, InquiryCity, InquiryCountry } from '../ports';

const COUNTRIES: InquiryCountry[] = [
  { id: 'ID', name: 'Indonesia' },
  { id: 'SG', name: 'Singapore' },
];
const CITIES: Record<string, InquiryCity[]> = {
  ID: [
    { id: 'city-bandung', description: 'Bandung' },
    { id: 'city-surabaya', description: 'Surabaya' },
  ],
  SG: [{ id: 'city-singapore', description: 'Singapore' }],
};

/** A CustomerInquiryGateway that keeps inquiries in memory, checking them with the domain's rules. */
export class CustomerInquiryGatewayInMemory implements CustomerInquiryGateway {
  readonly sent: CustomerInquiryEntry[] = [];

  constructor(private readonly isOffered = true) {}

  async offered(): Promise<boolean> {
    return this.isOffered;
  }

  async countries(): Promise<InquiryCountry[]> {
    return COUNTRIES;
  }

  async cities(countryId: string): Promise<InquiryCity[]> {
    return CITIES[countryId] ?? [];
  }

  async send(input: CustomerInquiryInput, honeypot: string): Promise<Result<true>> {
    const checked = checkCustomerInquiry(input);
    if (!checked.ok) return checked;
    if (!isHoneypotFilled(honeypot)) this.sent.unshift({ ...checked.value, id: `inquiry-${this.sent.length + 1}`, createdAt: '2026-03-10T09:00:00.000Z' });
    return ok(true);
  }

  async list(query: { page: number; limit: number; search: string }): Promise<{ items: CustomerInquiryEntry[]; count: number }> {
    const found = this.sent.filter((item) => item.custName.toLowerCase().includes(query.search.toLowerCase()));
    return { items: found.slice((query.page - 1) * query.limit, query.page * query.limit), count: found.length };
  }
}
