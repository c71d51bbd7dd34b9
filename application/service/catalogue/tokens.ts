/** Identifiers under which the server's composition root binds the catalogue's ports. */
export const CATALOGUE_TOKENS = {
  BuyerRepository: Symbol('BuyerRepository'),
  CommerceSettings: Symbol('CommerceSettings'),
  CatalogueRepository: Symbol('CatalogueRepository'),
  RestockSubscriptionRepository: Symbol('RestockSubscriptionRepository'),
  CatalogueMaintenanceRepository: Symbol('CatalogueMaintenanceRepository'),
  BikeCategoryRepository: Symbol('BikeCategoryRepository'),
  ImageEncoder: Symbol('ImageEncoder'),
} as const;
