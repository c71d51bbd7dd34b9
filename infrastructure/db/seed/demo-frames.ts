import { eq, inArray } from 'drizzle-orm';
import { RETAIL_SALE_STATUSES, type RetailSaleStatus } from '../../../domain/retail-sales/retail-sale-status';
import { frameAccountBikes, frameBrands, frames } from '../frames/schema';
import { retailSales } from '../retail-sales/schema';
import { customers, users } from '../schema';
import { DAY_MS, type Tx } from './seed-helpers';

/** Which brands' frames each sales organisation's dealers register here; Wim Cycles frames register with their importer. */
const DEMO_FRAME_BRANDS = [
  { sorg: 'ID01', brand: 'Velocita' },
  { sorg: 'SG01', brand: 'Velocita' },
  { sorg: 'US01', brand: 'Trailmark' },
];

const MODELS = [
  { articleCode: 'VTTE-M-BLK', articleName: 'Velocita Tempo E Medium Black' },
  { articleCode: 'BC20-RED', articleName: 'Velocita Bocah 20 Red' },
  { articleCode: 'VRX9-L-GRY', articleName: 'Velocita Rapid X9 Large Grey' },
];

const CONSUMERS = [
  { name: 'Dewi Lestari', phone: '081234567801', address: 'Jl. Merdeka 12', city: 'Surabaya', email: 'dewi.lestari@example.com' },
  { name: 'Rudi Hartono', phone: '081234567802', address: 'Jl. Diponegoro 5', city: 'Malang', email: '' },
  { name: 'Siti Aminah', phone: '081234567803', address: 'Jl. Pahlawan 88', city: 'Sidoarjo', email: 'siti.aminah@example.com' },
];

const FAILURES: Partial<Record<RetailSaleStatus, string>> = {
  failed_insert: 'Consumer phone number already used for another frame',
  failed_update: 'Sold date is before the delivery date',
};

/**
 * The demo dealer's frames: two sales in every retail sale status (one of them a non-retail sale on the dealer's own
 * data), frames still to report, and one Wim Cycles frame that registers elsewhere. The second dealer and the US
 * dealer have frames of their own, which the first never sees.
 */
export async function applyDemoFrames(tx: Tx, options: { now: Date }): Promise<void> {
  await tx.insert(frameBrands).values(DEMO_FRAME_BRANDS);
  const rows = await tx.select({ id: customers.id, r3: customers.r3 }).from(customers).where(inArray(customers.r3, ['0000100001', '0000100002', 'US20000001']));
  const customerOf = (r3: string) => rows.find((row) => row.r3 === r3)!.id;
  const dealer = customerOf('0000100001');
  const [user] = await tx.select({ id: users.id }).from(users).where(eq(users.username, 'dealer'));
  const day = (daysAgo: number) => new Date(options.now.getTime() - daysAgo * DAY_MS).toISOString().slice(0, 10);
  const sold = RETAIL_SALE_STATUSES.flatMap((status, index) => [0, 1].map((copy) => ({ status, number: index * 2 + copy + 1 })));
  const unsold = [21, 22, 23, 24, 25].map((number) => ({ frameNumber: `VLC26B${String(number).padStart(5, '0')}`, number }));
  await tx.insert(frames).values([
    ...sold.map(({ number }) => ({ frameNumber: `VLC26B${String(number).padStart(5, '0')}`, brand: 'Velocita', ...MODELS[number % MODELS.length]!, oldCode: number % 4 === 0 ? `VL-${number}` : null, customerId: dealer, deliveredOn: day(90) })),
    ...unsold.map(({ frameNumber, number }) => ({ frameNumber, brand: 'Velocita', ...MODELS[number % MODELS.length]!, oldCode: null, customerId: dealer, deliveredOn: day(30) })),
    { frameNumber: 'WIM26C00001', brand: 'Wim Cycles', articleCode: 'WIM-CITY-7', articleName: 'Wim City 7', oldCode: null, customerId: dealer, deliveredOn: day(30) },
    { frameNumber: 'VLC26G00001', brand: 'Velocita', ...MODELS[0]!, oldCode: null, customerId: customerOf('0000100002'), deliveredOn: day(40) },
    { frameNumber: 'VLC26G00002', brand: 'Velocita', ...MODELS[1]!, oldCode: null, customerId: customerOf('0000100002'), deliveredOn: day(40) },
    { frameNumber: 'TMK26U00001', brand: 'Trailmark', articleCode: 'TMK-RIDGE-M', articleName: 'Trailmark Ridge Medium', oldCode: null, customerId: customerOf('US20000001'), deliveredOn: day(40) },
  ]);
  await tx.insert(retailSales).values([
    ...sold.map(({ status, number }) => {
      const at = new Date(options.now.getTime() - number * DAY_MS);
      const nonRetail = number === 14;
      return {
        customerId: dealer,
        frameNumber: `VLC26B${String(number).padStart(5, '0')}`,
        soldDate: day(number + 1),
        ...(nonRetail ? { consumerName: '', consumerPhone: '', consumerAddress: '', consumerCity: '', consumerEmail: '' } : consumerColumns(CONSUMERS[number % CONSUMERS.length]!)),
        dealerName: 'Sepeda Jaya',
        nonRetail,
        useAccountData: nonRetail,
        status,
        failureReason: FAILURES[status] ?? null,
        registeredBy: user!.id,
        createdAt: at,
        updatedAt: at,
      };
    }),
    { customerId: customerOf('0000100002'), frameNumber: 'VLC26G00002', soldDate: day(3), ...consumerColumns(CONSUMERS[0]!), dealerName: 'Gowes Group', nonRetail: false, useAccountData: false, status: 'complete', failureReason: null, registeredBy: null, createdAt: options.now, updatedAt: options.now },
  ]);
  await tx.insert(frameAccountBikes).values([
    { customerId: dealer, brand: 'Velocita', frameNumber: 'VLC26B00014', articleName: MODELS[14 % MODELS.length]!.articleName, usage: 'rental', uploadedAt: options.now },
  ]);
}

function consumerColumns(consumer: (typeof CONSUMERS)[number]) {
  return { consumerName: consumer.name, consumerPhone: consumer.phone, consumerAddress: consumer.address, consumerCity: consumer.city, consumerEmail: consumer.email };
}
