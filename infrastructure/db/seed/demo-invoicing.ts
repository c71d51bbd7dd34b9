import { eq, inArray } from 'drizzle-orm';
import { calendarDayIn } from '../../../application/service/invoices/business-day';
import { SORG_TIME_ZONES } from '../invoices/invoices-settings.postgres';
import * as t from '../schema';
import { DEMO_INVOICING_FIXTURES } from './invoicing/fixtures';
import { insertDemoClickCollect } from './invoicing/seed-click-collect';
import { insertDemoInvoices } from './invoicing/seed-invoices';
import { insertDemoDeliveries, insertDemoOpenOrders } from './invoicing/seed-orders';
import { insertDemoPaymentMethods, insertDemoPaymentRequests } from './invoicing/seed-payments';
import type { Tx } from './seed-helpers';

export { DEMO_INVOICING_FIXTURES };

/**
 * The after-sale demo data, in the demo seed's transaction: invoices (open and paid) of the demo dealers that
 * exercise every payment rule, payment methods with rates and merchants, payment requests in each state, open
 * orders with deliveries in each state, shipped deliveries, and click-and-collect orders in several statuses.
 * Days are counted from the seed time in the sales organisation's time zone, as the service counts them.
 */
export async function applyDemoInvoicing(tx: Tx, options: { now: Date }): Promise<void> {
  const now = options.now;
  const today = calendarDayIn(now, SORG_TIME_ZONES.ID01!);
  const customerRows = await tx
    .select({ id: t.customers.id, r3: t.customers.r3 })
    .from(t.customers)
    .where(inArray(t.customers.r3, [DEMO_INVOICING_FIXTURES.dealer, DEMO_INVOICING_FIXTURES.multico, 'US20000001']));
  const customerId = new Map(customerRows.map((row) => [row.r3, row.id]));
  const dealerId = customerId.get(DEMO_INVOICING_FIXTURES.dealer)!;
  const multicoId = customerId.get(DEMO_INVOICING_FIXTURES.multico)!;
  const [dealerUser] = await tx.select({ id: t.users.id }).from(t.users).where(eq(t.users.username, 'dealer'));

  const lineRows = await insertDemoInvoices(tx, { now, dealerId, multicoId, usDealerId: customerId.get('US20000001') });
  const paymentMethods = await insertDemoPaymentMethods(tx);
  await insertDemoPaymentRequests(tx, { now, dealerId, multicoId, dealerUserId: dealerUser?.id ?? null, lineRows, paymentMethods });
  await insertDemoOpenOrders(tx, { dealer: dealerId, multico: multicoId }, today);
  await insertDemoDeliveries(tx, { dealer: dealerId, multico: multicoId }, today);
  await insertDemoClickCollect(tx, { now, dealerId });
}
