import * as cc from '../../click-collect/schema';
import { DAY_MS, type Tx } from '../seed-helpers';
import { ARTICLES } from './articles.data';
import { clickCollectSpecs } from './click-collect.data';

const HOUR_MS = 60 * 60_000;

/** Writes the dealer's click-and-collect orders, nine hours apart, each with its items. */
export async function insertDemoClickCollect(tx: Tx, options: { now: Date; dealerId: string }): Promise<void> {
  const { now, dealerId } = options;
  for (const [index, spec] of clickCollectSpecs().entries()) {
    const createdAt = new Date(now.getTime() - (index + 1) * 9 * HOUR_MS);
    const [row] = await tx
      .insert(cc.clickCollectOrders)
      .values({
        orderNo: `CC-${String(100001 + index)}`,
        customerId: dealerId,
        consumerName: spec.consumer,
        consumerEmail: `${spec.consumer.split(' ')[0]!.toLowerCase()}@consumer.example`,
        consumerPhone: `+62 812 5550 ${String(1000 + index)}`,
        status: spec.status,
        createdAt,
        updatedAt: new Date(createdAt.getTime() + (spec.status === 'open' ? 0 : DAY_MS / 4)),
      })
      .returning({ id: cc.clickCollectOrders.id });
    await tx.insert(cc.clickCollectItems).values(
      spec.items.map((item, position) => ({
        orderId: row!.id,
        lineNo: position + 1,
        name: ARTICLES[item.article]!.name,
        sku: ARTICLES[item.article]!.code,
        qty: item.qty,
        qtyShipped: item.shipped,
        mark: item.mark,
      })),
    );
  }
}
