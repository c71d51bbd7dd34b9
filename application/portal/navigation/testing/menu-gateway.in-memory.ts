import type { CatalogueContents } from '../../../../domain/navigation/side-menu';
import type { MenuGateway } from '../ports';

/** A MenuGateway answering fixed facts, or failing; it counts the calls made. */
export class MenuGatewayInMemory implements MenuGateway {
  readonly asked: ('visitFormKinds' | 'catalogueContents')[] = [];

  constructor(
    private readonly facts: { visitFormKinds: string[]; catalogue: CatalogueContents } | 'unavailable' = {
      visitFormKinds: [],
      catalogue: { bike: true, paa: true, groupset: false },
    },
  ) {}

  async visitFormKinds(): Promise<string[]> {
    this.asked.push('visitFormKinds');
    if (this.facts === 'unavailable') throw new Error('areas unavailable');
    return this.facts.visitFormKinds;
  }

  async catalogueContents(): Promise<CatalogueContents> {
    this.asked.push('catalogueContents');
    if (this.facts === 'unavailable') throw new Error('catalogue unavailable');
    return this.facts.catalogue;
  }
}
