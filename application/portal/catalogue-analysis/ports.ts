/** Why an article can or cannot be ordered in a sales organisation, and its stock there. */
export interface ProductAnalysis {
  articleCode: string;
  sorg: string;
  name: string | null;
  status: {
    invalidArticle: boolean;
    allowToOrder: boolean;
    orderBlocked: boolean;
    hierarchyBlocked: boolean;
    brandBlocked: boolean;
    categoryBlocked: boolean;
    sorgBlocked: boolean;
    hasPrice: boolean;
    /** Dictionary keys of the reasons that stop ordering. */
    descriptions: string[];
  };
  stock: { available: number; custorder: number; nextArrival: string | null; availableForOrderAt: string | null };
}

export interface SorgConfig {
  sorg: string;
  exactQtyCheck: boolean;
  availableStockCheck: boolean;
  merchantName: string;
}

export interface ProductKey {
  articleCode: string;
  sorg: string;
}

/** The attributes an update sets; what is left out stays as it is. */
export interface ProductAttributeChange extends ProductKey {
  allowOrder?: boolean;
  newArrival?: { from: string | null; to: string | null; active: boolean };
}

/** What the service answered for one product of a batch: a status and a dictionary key. */
export interface ProductBatchResult extends ProductKey {
  status: boolean;
  description: string;
}

export interface CatalogueAnalysisGateway {
  analyse(request: { sorg: string; articleCodes: readonly string[]; custCode: string | null }): Promise<ProductAnalysis[]>;
  configs(sorg: string | null): Promise<SorgConfig[]>;
  /** The sales organisations the administrator works in. */
  sorgs(): Promise<{ sorg: string; name: string }[]>;
  updateAttributes(changes: readonly ProductAttributeChange[]): Promise<ProductBatchResult[]>;
  deleteProducts(products: readonly ProductKey[]): Promise<ProductBatchResult[]>;
}
