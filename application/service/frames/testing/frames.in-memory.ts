import type { RetailSaleStatus } from '../../../../domain/retail-sales/retail-sale-status';
import type { FramesRepository, KnownFrame, NewRegistration } from '../ports';

/** Delivered frames and their registrations held in memory, for use-case tests. */
export class FramesRepositoryInMemory implements FramesRepository {
  readonly registrations: (NewRegistration & { id: string })[] = [];
  /** The account bike data: `customerId/frameNumber` of each bike on a dealer's own account. */
  readonly accountBikes: string[] = [];

  constructor(
    private readonly frames: readonly Omit<KnownFrame, 'registered'>[],
    private readonly brandsBySorg: Readonly<Record<string, string[]>>,
  ) {}

  async frame(frameNumber: string): Promise<KnownFrame | undefined> {
    const found = this.frames.find((frame) => frame.frameNumber === frameNumber);
    return found && { ...found, registered: this.registrations.some((registration) => registration.frameNumber === frameNumber) };
  }

  async registrableBrands(sorgs: readonly string[]): Promise<string[]> {
    return [...new Set(sorgs.flatMap((sorg) => this.brandsBySorg[sorg] ?? []))].sort();
  }

  async onDealerAccount(customerId: string, frameNumber: string): Promise<boolean> {
    return this.accountBikes.includes(`${customerId}/${frameNumber}`);
  }

  async register(registration: NewRegistration): Promise<{ id: string } | 'already_registered'> {
    if (this.registrations.some((stored) => stored.frameNumber === registration.frameNumber)) return 'already_registered';
    const id = `r${this.registrations.length + 1}`;
    this.registrations.push({ ...registration, id });
    return { id };
  }

  async deleteRegistration(customerId: string, frameNumber: string, brand: string, deletable: readonly RetailSaleStatus[]): Promise<boolean> {
    const index = this.registrations.findIndex(
      (stored) =>
        stored.customerId === customerId &&
        stored.frameNumber === frameNumber &&
        deletable.includes(stored.status) &&
        this.frames.some((frame) => frame.frameNumber === frameNumber && frame.brand === brand),
    );
    if (index < 0) return false;
    this.registrations.splice(index, 1);
    return true;
  }
}
