import type { RegionCategoryChange } from '../../../domain/sales-area/region-category';
import type { Result } from '../../../domain/shared/result';

/** A region's outline as GeoJSON (longitude, latitude). */
export type RegionGeometry = { type: 'Polygon'; coordinates: number[][][] } | { type: 'MultiPolygon'; coordinates: number[][][][] };

export interface SalesAreaRegion {
  id: string;
  sorg: string;
  name: string;
  category: string | null;
  outline: RegionGeometry;
}

export interface SalesAreaMap {
  regions: SalesAreaRegion[];
  categories: string[];
  canUpdate: boolean;
}

export interface SalesAreaGateway {
  maps(): Promise<SalesAreaMap>;
  updateCategories(changes: readonly RegionCategoryChange[]): Promise<Result<SalesAreaRegion[]>>;
}
