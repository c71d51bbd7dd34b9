import { eq } from 'drizzle-orm';
import { cities, countries } from '../customer-inquiry/schema';
import type { Database } from '../database';
import { news, newsTargetMarkets } from '../news/schema';
import { contentTargetMarkets } from '../schema';
import { validityAround } from './demo-data';

type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];

const CARD = { placeholderOnCard: true, titleOnCard: true, subtitleOnCard: true, releasedonOnCard: true, resolutionOnCard: false, gotopdpOnCard: false };

/** News of the demo, by the news markets each is published for; one expired item shows what validOnly hides. */
export const DEMO_NEWS = [
  { title: 'Dealer meeting 2027', subtitle: 'Save the date', body: '<p>All dealers meet in Jakarta on 14 February to see the 2027 range first.</p>', markets: ['Global'], fromDays: -3, toDays: 60 },
  { title: 'Gravel range in stock', subtitle: 'Ready to ship from the Surabaya warehouse', body: '<p>The new gravel bikes are in stock in every size.</p><p>Order before the end of the month for delivery next week.</p>', markets: ['Indonesia'], fromDays: -1, toDays: 30 },
  { title: 'Trail season service campaign', subtitle: 'Free suspension check', body: '<p>Offer your customers a free suspension check with every trail bike service this spring.</p>', markets: ['United States'], fromDays: -2, toDays: 45 },
  { title: 'Holiday closing', subtitle: null, body: '<p>The warehouse closed over the holidays.</p>', markets: ['Global', 'Indonesia'], fromDays: -60, toDays: -30 },
];

/** Countries and some of their cities for the new-customer inquiry. */
export const DEMO_COUNTRIES: { id: string; name: string; cities: string[] }[] = [
  { id: 'ID', name: 'Indonesia', cities: ['Bandung', 'Denpasar', 'Jakarta', 'Medan', 'Surabaya', 'Yogyakarta'] },
  { id: 'MY', name: 'Malaysia', cities: ['George Town', 'Johor Bahru', 'Kuala Lumpur'] },
  { id: 'SG', name: 'Singapore', cities: ['Singapore'] },
  { id: 'US', name: 'United States', cities: ['Boulder', 'Portland', 'San Diego'] },
];

export async function applyDemoNews(tx: Transaction, options: { now: Date }): Promise<void> {
  const markets = await tx.select({ id: contentTargetMarkets.id, marketName: contentTargetMarkets.marketName }).from(contentTargetMarkets).where(eq(contentTargetMarkets.type, 'news'));
  for (const item of DEMO_NEWS) {
    const [row] = await tx
      .insert(news)
      .values({ title: item.title, subtitle: item.subtitle, body: item.body, ...validityAround(options.now, item.fromDays, item.toDays), ...CARD, itemPerLine: 3, createdAt: options.now, updatedAt: options.now })
      .returning({ id: news.id });
    const ids = markets.filter((market) => item.markets.includes(market.marketName)).map((market) => market.id);
    await tx.insert(newsTargetMarkets).values(ids.map((marketId) => ({ newsId: row!.id, marketId })));
  }
  await tx.insert(countries).values(DEMO_COUNTRIES.map(({ id, name }) => ({ id, name })));
  await tx.insert(cities).values(DEMO_COUNTRIES.flatMap((country) => country.cities.map((description) => ({ countryId: country.id, description }))));
}
