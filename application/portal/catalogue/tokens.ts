/** Identifiers under which the browser's composition root binds the catalogue's ports. */
export const CATALOGUE_TOKENS = {
  catalogueGateway: Symbol.for('portal.CatalogueGateway'),
} as const;
