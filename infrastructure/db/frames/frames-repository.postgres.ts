import { and, eq, exists, inArray } from 'drizzle-orm';
import type { FramesRepository, KnownFrame, NewRegistration } from '../../../application/service/frames/ports';
import type { RetailSaleStatus } from '../../../domain/retail-sales/retail-sale-status';
import type { Database } from '../database';
import { retailSales } from '../retail-sales/schema';
import { frameAccountBikes, frameBrands, frames } from './schema';

export class FramesRepositoryPostgres implements FramesRepository {
  constructor(private readonly db: Database) {}

  async frame(frameNumber: string): Promise<KnownFrame | undefined> {
    const [row] = await this.db
      .select({
        frameNumber: frames.frameNumber,
        brand: frames.brand,
        customerId: frames.customerId,
        articleCode: frames.articleCode,
        articleName: frames.articleName,
        oldCode: frames.oldCode,
        registered: exists(this.db.select({ id: retailSales.id }).from(retailSales).where(eq(retailSales.frameNumber, frames.frameNumber))).mapWith(Boolean),
      })
      .from(frames)
      .where(eq(frames.frameNumber, frameNumber));
    return row;
  }

  async registrableBrands(sorgs: readonly string[]): Promise<string[]> {
    if (sorgs.length === 0) return [];
    const rows = await this.db.selectDistinct({ brand: frameBrands.brand }).from(frameBrands).where(inArray(frameBrands.sorg, [...sorgs]));
    return rows.map((row) => row.brand).sort();
  }

  async onDealerAccount(customerId: string, frameNumber: string): Promise<boolean> {
    const [row] = await this.db
      .select({ frameNumber: frameAccountBikes.frameNumber })
      .from(frameAccountBikes)
      .where(and(eq(frameAccountBikes.customerId, customerId), eq(frameAccountBikes.frameNumber, frameNumber)))
      .limit(1);
    return row !== undefined;
  }

  async register(registration: NewRegistration): Promise<{ id: string } | 'already_registered'> {
    const { consumer } = registration;
    const [stored] = await this.db
      .insert(retailSales)
      .values({
        customerId: registration.customerId,
        frameNumber: registration.frameNumber,
        soldDate: registration.soldDate,
        consumerName: consumer.name,
        consumerPhone: consumer.phone,
        consumerAddress: consumer.address,
        consumerCity: consumer.city,
        consumerEmail: consumer.email,
        dealerName: registration.dealerName,
        nonRetail: registration.nonRetail,
        useAccountData: registration.useAccountData,
        status: registration.status,
        registeredBy: registration.registeredByUserId,
        createdAt: registration.at,
        updatedAt: registration.at,
      })
      .onConflictDoNothing({ target: retailSales.frameNumber })
      .returning({ id: retailSales.id });
    return stored ?? 'already_registered';
  }

  async deleteRegistration(customerId: string, frameNumber: string, brand: string, deletable: readonly RetailSaleStatus[]): Promise<boolean> {
    const ofBrand = this.db
      .select({ frameNumber: frames.frameNumber })
      .from(frames)
      .where(and(eq(frames.frameNumber, frameNumber), eq(frames.brand, brand)));
    const removed = await this.db
      .delete(retailSales)
      .where(and(eq(retailSales.customerId, customerId), eq(retailSales.frameNumber, frameNumber), inArray(retailSales.status, [...deletable]), exists(ofBrand)))
      .returning({ id: retailSales.id });
    return removed.length > 0;
  }
}
