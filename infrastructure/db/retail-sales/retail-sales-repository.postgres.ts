import { and, count, desc, eq, ilike, inArray, or, type SQL } from 'drizzle-orm';
import type { RetailSale, RetailSaleQuery, RetailSalesRepository } from '../../../application/service/retail-sales/ports';
import type { FrameConsumer } from '../../../domain/frames/registration';
import type { RetailSaleStatus } from '../../../domain/retail-sales/retail-sale-status';
import type { Database } from '../database';
import { frames } from '../frames/schema';
import { escapeLike } from '../like-pattern';
import { retailSales } from './schema';

const COLUMNS = {
  id: retailSales.id,
  customerId: retailSales.customerId,
  frameNumber: retailSales.frameNumber,
  oldCode: frames.oldCode,
  brand: frames.brand,
  articleCode: frames.articleCode,
  articleName: frames.articleName,
  soldDate: retailSales.soldDate,
  name: retailSales.consumerName,
  phone: retailSales.consumerPhone,
  address: retailSales.consumerAddress,
  city: retailSales.consumerCity,
  email: retailSales.consumerEmail,
  dealerName: retailSales.dealerName,
  nonRetail: retailSales.nonRetail,
  useAccountData: retailSales.useAccountData,
  status: retailSales.status,
  failureReason: retailSales.failureReason,
  createdAt: retailSales.createdAt,
  updatedAt: retailSales.updatedAt,
};

type Row = Omit<RetailSale, 'consumer' | 'status'> & FrameConsumer & { status: string };

function toSale({ name, phone, address, city, email, status, ...row }: Row): RetailSale {
  return { ...row, consumer: { name, phone, address, city, email }, status: status as RetailSaleStatus };
}

export class RetailSalesRepositoryPostgres implements RetailSalesRepository {
  constructor(private readonly db: Database) {}

  private where(customerId: string, query: RetailSaleQuery): SQL | undefined {
    const pattern = `%${escapeLike(query.search)}%`;
    return and(
      eq(retailSales.customerId, customerId),
      inArray(retailSales.status, [...query.statuses]),
      query.brand === null ? undefined : eq(frames.brand, query.brand),
      query.search === '' ? undefined : or(ilike(retailSales.frameNumber, pattern), ilike(retailSales.consumerName, pattern), ilike(frames.articleName, pattern)),
    );
  }

  async list(customerId: string, query: RetailSaleQuery): Promise<{ items: RetailSale[]; total: number }> {
    const where = this.where(customerId, query);
    const [rows, [total]] = await Promise.all([
      this.db
        .select(COLUMNS)
        .from(retailSales)
        .innerJoin(frames, eq(frames.frameNumber, retailSales.frameNumber))
        .where(where)
        .orderBy(desc(retailSales.createdAt), desc(retailSales.id))
        .limit(query.limit)
        .offset((query.page - 1) * query.limit),
      this.db.select({ total: count() }).from(retailSales).innerJoin(frames, eq(frames.frameNumber, retailSales.frameNumber)).where(where),
    ]);
    return { items: rows.map(toSale), total: total!.total };
  }

  async find(customerId: string, id: string): Promise<RetailSale | undefined> {
    const [row] = await this.db
      .select(COLUMNS)
      .from(retailSales)
      .innerJoin(frames, eq(frames.frameNumber, retailSales.frameNumber))
      .where(and(eq(retailSales.customerId, customerId), eq(retailSales.id, id)));
    return row ? toSale(row) : undefined;
  }
}
