import type { MenuGateway } from '../../../application/portal/navigation/ports';
import type { CatalogueContents } from '../../../domain/navigation/side-menu';
import { CatalogueContentsDocument, UserAreasDocument } from '../../graphql/generated/client/graphql';
import type { GraphqlClient } from '../graphql-client';

/** The MenuGateway over GraphQL: visit-form kinds from the user's areas; catalogue sections by their product counts. */
export class MenuGatewayGraphql implements MenuGateway {
  constructor(private readonly graphql: GraphqlClient) {}

  async visitFormKinds(): Promise<string[]> {
    const { currentUser } = await this.graphql.request(UserAreasDocument);
    return [...new Set(currentUser.areas.flatMap((area) => (area.formVisit ? [area.formVisit] : [])))];
  }

  async catalogueContents(): Promise<CatalogueContents> {
    const { bikes, paa, groupsets } = await this.graphql.request(CatalogueContentsDocument);
    return { bike: bikes.info.count > 0, paa: paa.info.count > 0, groupset: groupsets.length > 0 };
  }
}
