import { and, asc, count, desc, eq, gte, ilike, or, sql } from 'drizzle-orm';
import type { CustomerInquiry } from '../../../domain/customer-inquiry/customer-inquiry';
import type { CustomerInquiryRecord, CustomerInquiryRepository, InquiryOrigin } from '../../../application/service/customer-inquiry/ports';
import type { Database } from '../database';
import { escapeLike } from '../like-pattern';
import { cities, countries, customerInquiries } from './schema';

const INQUIRY_COLUMNS = {
  id: customerInquiries.id,
  host: customerInquiries.host,
  reason: customerInquiries.reason,
  goal: customerInquiries.goal,
  custName: customerInquiries.custName,
  custAddress: customerInquiries.custAddress,
  custState: customerInquiries.custState,
  custPostalCode: customerInquiries.custPostalCode,
  custCountry: customerInquiries.custCountry,
  custEmail: customerInquiries.custEmail,
  custPhone: customerInquiries.custPhone,
  custCity: customerInquiries.custCity,
  custWeb: customerInquiries.custWeb,
  createdAt: customerInquiries.createdAt,
};

export class CustomerInquiryRepositoryPostgres implements CustomerInquiryRepository {
  constructor(private readonly db: Database) {}

  countries() {
    return this.db.select({ id: countries.id, name: countries.name }).from(countries).orderBy(asc(countries.name));
  }

  cities(countryId: string) {
    return this.db.select({ id: cities.id, description: cities.description }).from(cities).where(eq(cities.countryId, countryId)).orderBy(asc(cities.description));
  }

  async submit(
    inquiry: CustomerInquiry,
    origin: InquiryOrigin & { at: Date; since: Date },
    admit: (earlier: readonly Date[]) => boolean,
  ): Promise<CustomerInquiryRecord | 'refused'> {
    return this.db.transaction(async (tx) => {
      // Inquiries of one address wait for each other here, so a burst is counted one by one.
      await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`inquiry:client:${origin.clientAddress}`}, 0))`);
      const earlier = await tx
        .select({ createdAt: customerInquiries.createdAt })
        .from(customerInquiries)
        .where(and(eq(customerInquiries.clientAddress, origin.clientAddress), gte(customerInquiries.createdAt, origin.since)));
      if (!admit(earlier.map((row) => row.createdAt))) return 'refused' as const;
      const [stored] = await tx
        .insert(customerInquiries)
        .values({ ...inquiry, clientAddress: origin.clientAddress, createdAt: origin.at })
        .returning(INQUIRY_COLUMNS);
      return stored!;
    });
  }

  async page(query: { search: string | undefined; page: number; limit: number }) {
    const pattern = query.search ? `%${escapeLike(query.search)}%` : undefined;
    const condition = pattern
      ? or(ilike(customerInquiries.custName, pattern), ilike(customerInquiries.custEmail, pattern), ilike(customerInquiries.custCity, pattern), ilike(customerInquiries.custCountry, pattern))
      : undefined;
    const [totalRow] = await this.db.select({ total: count() }).from(customerInquiries).where(condition);
    const items = await this.db
      .select(INQUIRY_COLUMNS)
      .from(customerInquiries)
      .where(condition)
      .orderBy(desc(customerInquiries.createdAt), asc(customerInquiries.id))
      .limit(query.limit)
      .offset((query.page - 1) * query.limit);
    return { items, total: totalRow?.total ?? 0 };
  }
}
