import type { CatalogueContents } from '../../../domain/navigation/side-menu';

/** What the side menu needs to know about the signed-in user beyond the scopes. */
export interface MenuGateway {
  /** The visit-form kinds (polygon, wim) of the user's areas. */
  visitFormKinds(): Promise<string[]>;
  /** Which catalogue sections hold products for the customer the session acts for. */
  catalogueContents(): Promise<CatalogueContents>;
}
