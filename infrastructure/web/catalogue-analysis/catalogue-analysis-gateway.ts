import type {
  CatalogueAnalysisGateway,
  ProductAnalysis,
  ProductAttributeChange,
  ProductBatchResult,
  ProductKey,
  SorgConfig,
} from '../../../application/portal/catalogue-analysis/ports';
import { AdministratorSorgsDocument, DeleteProductsDocument, ProductAnalyzesDocument, SorgConfigsDocument, UpdateProductAttributesDocument } from '../../graphql/generated/client/graphql';
import type { GraphqlClient } from '../graphql-client';

function toResult(answer: { articleCode: string; sorg: string; message: { status: boolean; description?: string | null } }): ProductBatchResult {
  return { articleCode: answer.articleCode, sorg: answer.sorg, status: answer.message.status, description: answer.message.description ?? '' };
}

/** The CatalogueAnalysisGateway over the service's GraphQL operations. */
export class CatalogueAnalysisGatewayGraphql implements CatalogueAnalysisGateway {
  constructor(readonly graphql: GraphqlClient) {}

  async analyse(request: { sorg: string; articleCodes: readonly string[]; custCode: string | null }): Promise<ProductAnalysis[]> {
    const { productAnalyzesV3 } = await this.graphql.request(ProductAnalyzesDocument, { sorg: request.sorg, articleCodes: [...request.articleCodes], custCode: request.custCode });
    return productAnalyzesV3.map((analysis) => ({ ...analysis, name: analysis.name ?? null, status: { ...analysis.status, descriptions: [...analysis.status.descriptions] }, stock: { ...analysis.stock, nextArrival: analysis.stock.nextArrival ?? null, availableForOrderAt: analysis.stock.availableForOrderAt ?? null } }));
  }

  async configs(sorg: string | null): Promise<SorgConfig[]> {
    const { configs } = await this.graphql.request(SorgConfigsDocument, { sorg });
    return configs.map((config) => ({ ...config }));
  }

  async sorgs(): Promise<{ sorg: string; name: string }[]> {
    const { sorgs } = await this.graphql.request(AdministratorSorgsDocument, {});
    return sorgs.map((each) => ({ ...each }));
  }

  async updateAttributes(changes: readonly ProductAttributeChange[]): Promise<ProductBatchResult[]> {
    const products = changes.map((change) => ({
      articleCode: change.articleCode,
      sorg: change.sorg,
      attribute: { allowOrder: change.allowOrder ?? null, newArrival: change.newArrival ?? null },
    }));
    const { updateProductAttributes } = await this.graphql.request(UpdateProductAttributesDocument, { products });
    return updateProductAttributes.map(toResult);
  }

  async deleteProducts(products: readonly ProductKey[]): Promise<ProductBatchResult[]> {
    const { deleteProducts } = await this.graphql.request(DeleteProductsDocument, { products: products.map((product) => ({ articleCode: product.articleCode, sorg: product.sorg })) });
    return deleteProducts.map(toResult);
  }
}
