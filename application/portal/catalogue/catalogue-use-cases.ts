import type { SchedulerLike } from 'rxjs';
import { createBrowseCatalogue, type BrowseCatalogue } from './browse-catalogue';
import type { CatalogueGateway } from './ports';
import { createStartProductSearch, type StartProductSearch } from './product-search';

/** The use-cases of the catalogue: browsing, the product page and the search box. */
export interface CatalogueUseCases extends BrowseCatalogue {
  startProductSearch: StartProductSearch;
}

/** The ports of the catalogue's use-cases. */
export interface CataloguePorts {
  catalogue: CatalogueGateway;
  /** The search box's debounce clock; rxjs' own when absent. */
  scheduler?: SchedulerLike;
}

export function createCatalogueUseCases(ports: CataloguePorts): CatalogueUseCases {
  return {
    ...createBrowseCatalogue(ports),
    startProductSearch: createStartProductSearch(ports),
  };
}
