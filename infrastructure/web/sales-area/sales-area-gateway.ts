import type { RegionGeometry, SalesAreaGateway, SalesAreaMap, SalesAreaRegion } from '../../../application/portal/sales-area/ports';
import type { RegionCategoryChange } from '../../../domain/sales-area/region-category';
import { ok, refused, type Result } from '../../../domain/shared/result';
import { SalesAreaMapsDocument, UpdateSalesMapAreaCategoriesDocument, type SalesAreaRegionFieldsFragment } from '../../graphql/generated/client/graphql';
import { fromContractUserErrors } from '../contract-user-errors';
import type { GraphqlClient } from '../graphql-client';

const toRegion = (region: SalesAreaRegionFieldsFragment): SalesAreaRegion => ({ ...region, category: region.category ?? null, outline: JSON.parse(region.outline) as RegionGeometry });

/** The SalesAreaGateway over GraphQL; outlines arrive as GeoJSON text. */
export class SalesAreaGatewayGraphql implements SalesAreaGateway {
  constructor(private readonly graphql: GraphqlClient) {}

  async maps(): Promise<SalesAreaMap> {
    const { salesAreaMaps } = await this.graphql.request(SalesAreaMapsDocument, {});
    return { regions: salesAreaMaps.regions.map(toRegion), categories: salesAreaMaps.categories, canUpdate: salesAreaMaps.canUpdate };
  }

  async updateCategories(changes: readonly RegionCategoryChange[]): Promise<Result<SalesAreaRegion[]>> {
    const answer = (await this.graphql.request(UpdateSalesMapAreaCategoriesDocument, { categories: changes.map(({ regionId, category }) => ({ regionId, category })) })).updateSalesMapAreaCategories;
    if (answer.message.status && answer.userErrors.length === 0) return ok(answer.regions.map(toRegion));
    return refused(...fromContractUserErrors(answer.userErrors));
  }
}
