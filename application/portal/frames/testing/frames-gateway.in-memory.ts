import { frameRegistrationRefusal, normaliseFrameNumber, type DeliveredFrame, type FrameRegistrationDraft } from '../../../../domain/frames/registration';
import { statusesOf, warrantyDocumentAvailable, RETAIL_SALE_STATUSES } from '../../../../domain/retail-sales/retail-sale-status';
import { ok, refused, type Result } from '../../../../domain/shared/result';
import { userError } from '../../../../domain/shared/user-error';
import type { DownloadedFile } from '../../files/ports';
import type { FrameLookup, FramesGateway, RetailSale, RetailSalePage, RetailSaleQuery } from '../ports';

const DEALER = 'dealer';

/** A retail sale of the example dealer in a status. */
export function exampleRetailSale(number: number, status: RetailSale['status'] = 'complete'): RetailSale {
  return {
    id: `sale-${number}`,
    frameNumber: `VLC26B${String(number).padStart(5, '0')}`,
    oldCode: null,
    brand: 'Velocita',
    articleCode: 'VTTE-M-BLK',
    articleName: 'Velocita Tempo E Medium Black',
    soldDate: `2026-10-${String((number % 28) + 1).padStart(2, '0')}`,
    consumer: { name: 'Dewi Lestari', phone: '081234567801', address: 'Jl. Merdeka 12', city: 'Surabaya', email: 'dewi@example.com' },
    dealerName: 'Sepeda Jaya',
    nonRetail: false,
    useAccountData: false,
    status,
    failureReason: status.startsWith('failed_') ? 'Consumer phone number already used for another frame' : null,
    warrantyAvailable: warrantyDocumentAvailable(status),
    createdAt: `2026-11-${String((number % 28) + 1).padStart(2, '0')}T08:00:00.000Z`,
  };
}

/** The frames service in memory: the example dealer's sales in every status and a few frames still to report. */
export class FramesGatewayInMemory implements FramesGateway {
  readonly sales: RetailSale[];
  readonly frames: DeliveredFrame[];
  readonly downloads: string[] = [];

  constructor(sales: RetailSale[] = RETAIL_SALE_STATUSES.map((status, index) => exampleRetailSale(index + 1, status))) {
    this.sales = sales;
    this.frames = [
      ...sales.map((sale) => ({ frameNumber: sale.frameNumber, brand: sale.brand, customerId: DEALER, registered: true })),
      { frameNumber: 'VLC26B00021', brand: 'Velocita', customerId: DEALER, registered: false },
      { frameNumber: 'WIM26C00001', brand: 'Wim Cycles', customerId: DEALER, registered: false },
    ];
  }

  async registeredFrames(query: RetailSaleQuery): Promise<RetailSalePage> {
    const search = query.search.toLowerCase();
    const matching = this.sales.filter(
      (sale) =>
        statusesOf(query.status).includes(sale.status) &&
        (query.brand === '' || sale.brand === query.brand) &&
        (search === '' || sale.frameNumber.toLowerCase().includes(search) || sale.consumer.name.toLowerCase().includes(search)),
    );
    return { items: matching.slice((query.page - 1) * query.limit, query.page * query.limit), total: matching.length };
  }

  async brands(): Promise<string[]> {
    return ['Velocita'];
  }

  async lookUp(frameNumbers: readonly string[]): Promise<FrameLookup[]> {
    return frameNumbers.map((typed) => {
      const frameNumber = normaliseFrameNumber(typed);
      const frame = this.frames.find((known) => known.frameNumber === frameNumber);
      const message = frameRegistrationRefusal(frameNumber, frame, DEALER, ['Velocita']) ?? 'frame_can_be_reported';
      return { frameNumber, message, brand: frame?.brand ?? null, articleName: frame ? 'Velocita Tempo E Medium Black' : null };
    });
  }

  async register(draft: FrameRegistrationDraft): Promise<Result<{ id: string }>> {
    const frame = this.frames.find((known) => known.frameNumber === draft.frameNumber);
    const refusal = frameRegistrationRefusal(draft.frameNumber, frame, DEALER, ['Velocita']);
    if (refusal) return refused(userError('frameNumber', refusal));
    frame!.registered = true;
    const sale = { ...exampleRetailSale(this.sales.length + 30, 'pending_insert'), frameNumber: draft.frameNumber, consumer: draft.consumer, soldDate: draft.soldDate };
    this.sales.unshift(sale);
    return ok({ id: sale.id });
  }

  async deleteRegistration(frameNumber: string): Promise<Result<{ frameNumber: string }>> {
    const index = this.sales.findIndex((sale) => sale.frameNumber === frameNumber);
    if (index < 0) return refused(userError('frameNumber', 'frame_registration_not_deletable'));
    this.sales.splice(index, 1);
    const frame = this.frames.find((known) => known.frameNumber === frameNumber);
    if (frame) frame.registered = false;
    return ok({ frameNumber });
  }

  async warranty(sale: RetailSale): Promise<DownloadedFile> {
    this.downloads.push(sale.id);
    return { fileName: `Warranty ${sale.frameNumber}.pdf`, content: new Blob(['%PDF-1.7'], { type: 'application/pdf' }) };
  }
}
