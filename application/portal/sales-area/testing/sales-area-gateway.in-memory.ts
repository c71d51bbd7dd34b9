import type { RegionCategoryChange } from '../../../../domain/sales-area/region-category';
import { ok, refused, type Result } from '../../../../domain/shared/result';
import { userError } from '../../../../domain/shared/user-error';
import type { SalesAreaGateway, SalesAreaMap, SalesAreaRegion } from '../ports';

const square = (lon: number, lat: number, size: number): SalesAreaRegion['outline'] => ({
  type: 'Polygon',
  coordinates: [[[lon, lat], [lon, lat - size], [lon + size, lat - size], [lon + size, lat], [lon, lat]]],
});

/** Four regions side by side, one of them without a category. */
export const EXAMPLE_SALES_AREA_REGIONS: SalesAreaRegion[] = [
  { id: 'id-sumatra', sorg: 'ID01', name: 'Sumatra', category: 'B', outline: square(96, 4, 6) },
  { id: 'id-java', sorg: 'ID01', name: 'Java', category: 'A', outline: square(105, -5, 3) },
  { id: 'id-kalimantan', sorg: 'ID01', name: 'Kalimantan', category: 'C', outline: square(109, 3, 6) },
  { id: 'id-papua', sorg: 'ID01', name: 'Papua', category: null, outline: square(131, -1, 8) },
];

export class SalesAreaGatewayInMemory implements SalesAreaGateway {
  readonly sent: (readonly RegionCategoryChange[])[] = [];

  constructor(
    public map: SalesAreaMap = { regions: EXAMPLE_SALES_AREA_REGIONS, categories: ['A', 'B', 'C', 'D'], canUpdate: true },
    private readonly unavailable = false,
  ) {}

  maps(): Promise<SalesAreaMap> {
    return this.unavailable ? Promise.reject(new Error('unavailable')) : Promise.resolve(this.map);
  }

  async updateCategories(changes: readonly RegionCategoryChange[]): Promise<Result<SalesAreaRegion[]>> {
    this.sent.push(changes);
    if (!this.map.canUpdate) return refused(userError('', 'failed_update_sales_area_categories'));
    const byId = new Map(changes.map((change) => [change.regionId, change.category]));
    const regions = this.map.regions.map((region) => (byId.has(region.id) ? { ...region, category: byId.get(region.id)! } : region));
    this.map = { ...this.map, regions };
    return ok(regions.filter((region) => byId.has(region.id)));
  }
}
