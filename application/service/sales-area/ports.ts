/** A region's outline as a GeoJSON Polygon or MultiPolygon geometry (longitude, latitude). */
export type RegionOutline = { type: 'Polygon'; coordinates: number[][][] } | { type: 'MultiPolygon'; coordinates: number[][][][] };

/** A region of a sales organisation's map. */
export interface SalesAreaRegion {
  id: string;
  sorg: string;
  name: string;
  /** Null until someone gives the region a category; shown as TBD. */
  category: string | null;
  outline: RegionOutline;
}

export interface SalesAreaRepository {
  /** The regions of these sales organisations, by sales organisation and name. */
  regions(sorgs: readonly string[]): Promise<SalesAreaRegion[]>;
  /** Sets the categories in one transaction; answers the region ids not found within the sales organisations (nothing changed then). */
  setCategories(sorgs: readonly string[], changes: readonly { regionId: string; category: string }[]): Promise<{ unknown: string[] }>;
}
