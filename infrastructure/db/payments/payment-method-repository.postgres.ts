import { and, asc, eq, inArray } from 'drizzle-orm';
import type { PaymentMerchantRecord, PaymentMethodRecord, PaymentMethodRepository } from '../../../application/service/payments/ports';
import type { Database } from '../database';
import { paymentMerchants, paymentMethods } from './schema';

const merchantColumns = {
  id: paymentMerchants.id,
  merchant: paymentMerchants.merchant,
  extPaymentGatewayId: paymentMerchants.extPaymentGatewayId,
  instruction: paymentMerchants.instruction,
  paymentDiscount: paymentMerchants.paymentDiscount,
  methodId: paymentMethods.id,
  methodType: paymentMethods.type,
  methodDescription: paymentMethods.description,
  sorg: paymentMethods.sorg,
  module: paymentMethods.module,
};

/** A stored rate such as "0.010000" as the shortest decimal ("0.01"). */
function rate(text: string): string {
  return text.includes('.') ? text.replace(/0+$/, '').replace(/\.$/, '') : text;
}

export class PaymentMethodRepositoryPostgres implements PaymentMethodRepository {
  constructor(private readonly db: Database) {}

  async methods(sorgs: readonly string[], module: string): Promise<PaymentMethodRecord[]> {
    if (sorgs.length === 0) return [];
    const rows = await this.db
      .select(merchantColumns)
      .from(paymentMethods)
      .innerJoin(paymentMerchants, eq(paymentMerchants.paymentMethodId, paymentMethods.id))
      .where(and(inArray(paymentMethods.sorg, [...sorgs]), eq(paymentMethods.module, module)))
      .orderBy(asc(paymentMethods.sorg), asc(paymentMethods.sortOrder), asc(paymentMethods.type), asc(paymentMerchants.merchant));
    const methods = new Map<string, PaymentMethodRecord>();
    for (const row of rows) {
      const method = methods.get(row.methodId) ?? { id: row.methodId, sorg: row.sorg, module: row.module, type: row.methodType, description: row.methodDescription, merchants: [] };
      methods.set(row.methodId, method);
      method.merchants.push({ ...row, paymentDiscount: rate(row.paymentDiscount) });
    }
    return [...methods.values()];
  }

  async merchant(id: string): Promise<PaymentMerchantRecord | undefined> {
    if (!/^[0-9a-f-]{36}$/i.test(id)) return undefined;
    const [row] = await this.db.select(merchantColumns).from(paymentMerchants).innerJoin(paymentMethods, eq(paymentMethods.id, paymentMerchants.paymentMethodId)).where(eq(paymentMerchants.id, id));
    return row && { ...row, paymentDiscount: rate(row.paymentDiscount) };
  }
}
