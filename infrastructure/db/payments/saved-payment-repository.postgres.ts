import { and, asc, eq, inArray, isNull, or } from 'drizzle-orm';
import type { InstrumentKind, SavedPaymentRecord, SavedPaymentRepository } from '../../../application/service/payments/ports';
import type { Database } from '../database';
import { paymentMerchants, paymentMethods, savedPayments } from './schema';

export const savedPaymentColumns = {
  id: savedPayments.id,
  userId: savedPayments.userId,
  customerId: savedPayments.customerId,
  companyCode: savedPayments.companyCode,
  merchantId: savedPayments.paymentMerchantId,
  merchant: paymentMerchants.merchant,
  methodId: paymentMethods.id,
  methodType: paymentMethods.type,
  kind: savedPayments.kind,
  brand: savedPayments.brand,
  last4: savedPayments.last4,
  token: savedPayments.token,
  display: savedPayments.display,
  createdAt: savedPayments.createdAt,
};

const UUID = /^[0-9a-f-]{36}$/i;
const toRecord = (row: Omit<SavedPaymentRecord, 'kind'> & { kind: string }): SavedPaymentRecord => ({ ...row, kind: row.kind as InstrumentKind });

export class SavedPaymentRepositoryPostgres implements SavedPaymentRepository {
  constructor(private readonly db: Database) {}

  private select() {
    return this.db
      .select(savedPaymentColumns)
      .from(savedPayments)
      .innerJoin(paymentMerchants, eq(paymentMerchants.id, savedPayments.paymentMerchantId))
      .innerJoin(paymentMethods, eq(paymentMethods.id, paymentMerchants.paymentMethodId));
  }

  async list(userId: string, customerId: string, companyCodes: readonly string[] | null): Promise<SavedPaymentRecord[]> {
    const companies = companyCodes && companyCodes.length > 0 ? or(isNull(savedPayments.companyCode), inArray(savedPayments.companyCode, [...companyCodes])) : undefined;
    const rows = await this.select()
      .where(and(eq(savedPayments.userId, userId), eq(savedPayments.customerId, customerId), companies))
      .orderBy(asc(savedPayments.createdAt), asc(savedPayments.id));
    return rows.map(toRecord);
  }

  async find(id: string, userId: string, customerId: string): Promise<SavedPaymentRecord | undefined> {
    if (!UUID.test(id)) return undefined;
    const [row] = await this.select().where(and(eq(savedPayments.id, id), eq(savedPayments.userId, userId), eq(savedPayments.customerId, customerId)));
    return row && toRecord(row);
  }

  async remove(id: string, userId: string, customerId: string): Promise<boolean> {
    if (!UUID.test(id)) return false;
    const removed = await this.db
      .delete(savedPayments)
      .where(and(eq(savedPayments.id, id), eq(savedPayments.userId, userId), eq(savedPayments.customerId, customerId)))
      .returning({ id: savedPayments.id });
    return removed.length > 0;
  }
}
