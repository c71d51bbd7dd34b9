import type { CatalogueAnalysisGateway, ProductAnalysis, ProductAttributeChange, ProductBatchResult, ProductKey, SorgConfig } from '../ports';

/** An analysis of an article as the service answers it: orderable and in stock unless told otherwise. */
export function exampleAnalysis(articleCode: string, overrides: Partial<ProductAnalysis['status']> = {}): ProductAnalysis {
  const status = { invalidArticle: false, allowToOrder: true, orderBlocked: false, hierarchyBlocked: false, brandBlocked: false, categoryBlocked: false, sorgBlocked: false, hasPrice: true, descriptions: [], ...overrides };
  return { articleCode, sorg: 'ID01', name: `Article ${articleCode}`, status, stock: { available: 4, custorder: 1, nextArrival: '2027-01-10', availableForOrderAt: '2026-11-20' } };
}

/** The catalogue analysis in memory: every article is known except those starting NOPE. */
export class CatalogueAnalysisGatewayInMemory implements CatalogueAnalysisGateway {
  readonly sentBatches: number[] = [];

  async analyse(request: { sorg: string; articleCodes: readonly string[] }): Promise<ProductAnalysis[]> {
    return request.articleCodes.map((code) =>
      code.startsWith('NOPE') ? exampleAnalysis(code, { invalidArticle: true, allowToOrder: false, hasPrice: false, descriptions: ['invalid_article'] }) : { ...exampleAnalysis(code), sorg: request.sorg },
    );
  }

  async configs(): Promise<SorgConfig[]> {
    return [{ sorg: 'ID01', exactQtyCheck: false, availableStockCheck: true, merchantName: 'Velocita' }];
  }

  async sorgs(): Promise<{ sorg: string; name: string }[]> {
    return [
      { sorg: 'ID01', name: 'Velocita Indonesia' },
      { sorg: 'US01', name: 'Trailmark USA' },
    ];
  }

  private answer(products: readonly ProductKey[], success: string): ProductBatchResult[] {
    this.sentBatches.push(products.length);
    return products.map((product) => ({ ...product, status: !product.articleCode.startsWith('NOPE'), description: product.articleCode.startsWith('NOPE') ? 'article_not_found' : success }));
  }

  async updateAttributes(changes: readonly ProductAttributeChange[]): Promise<ProductBatchResult[]> {
    return this.answer(changes.map(({ articleCode, sorg }) => ({ articleCode, sorg })), 'success_update_product');
  }

  async deleteProducts(products: readonly ProductKey[]): Promise<ProductBatchResult[]> {
    return this.answer(products, 'success_delete_product');
  }
}
