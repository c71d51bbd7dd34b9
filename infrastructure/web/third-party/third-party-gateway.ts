import { ok, refused, type Result } from '../../../domain/shared/result';
import type { ThirdPartyItemStatus } from '../../../domain/third-party/order-item-status';
import type { ThirdPartyProductErrorKey } from '../../../domain/third-party/line-check';
import type { SheetRowError } from '../../../domain/third-party/upload-rows';
import type {
  PriceComponent,
  SheetUploadAnswer,
  ThirdPartyCheckoutOutcome,
  ThirdPartyCheckoutRequest,
  ThirdPartyGateway,
  ThirdPartyOrder,
  ThirdPartyProduct,
  ThirdPartyProductPage,
  ThirdPartyProductQuery,
  ThirdPartySheetKind,
  ThirdPartyVendor,
} from '../../../application/portal/third-party/ports';
import {
  CheckoutThirdPartyDocument,
  CustVendorThirdPartyAddressDocument,
  OrderThirdPartiesDocument,
  PriceComponentsDocument,
  ProductThirdPartiesDocument,
  UpdateStatusOrderItemThirdPartyDocument,
  UploadProductThirdPartiesDocument,
  UploadStockThirdPartiesDocument,
  VendorThirdPartiesDocument,
  type ThirdPartyOrderFieldsFragment,
  type ThirdPartyProductFieldsFragment,
  type UploadStockThirdPartiesMutation,
} from '../../graphql/generated/client/graphql';
import { fromContractUserErrors } from '../contract-user-errors';
import type { GraphqlClient } from '../graphql-client';

const toProduct = (product: ThirdPartyProductFieldsFragment): ThirdPartyProduct => ({ ...product, vendor: { ...product.vendor } });

const toOrder = (order: ThirdPartyOrderFieldsFragment): ThirdPartyOrder => ({
  ...order,
  vendor: { ...order.vendor },
  reqDeliveryDate: order.reqDeliveryDate ?? null,
  items: order.items.map((item) => ({ ...item, nextStatuses: [...item.nextStatuses] })),
});

type UploadPayload = UploadStockThirdPartiesMutation['uploadStockThirdParties'];

/** A sheet that was judged (applied or not, with its rows or missing columns) is an answer; any other refusal is not. */
function toUpload(payload: UploadPayload): Result<SheetUploadAnswer> {
  const judged = payload.applied || payload.rows.length > 0 || payload.missingColumns.length > 0;
  if (!judged) return refused(...fromContractUserErrors(payload.userErrors));
  return ok({
    applied: payload.applied,
    missingColumns: [...payload.missingColumns],
    rows: payload.rows.map((row) =>
      row.ok ? { row: row.row, articleCode: row.articleCode, ok: true as const } : { row: row.row, articleCode: row.articleCode, ok: false as const, column: row.column ?? '', error: (row.error ?? 'required') as SheetRowError },
    ),
  });
}

/** The ThirdPartyGateway over the service's GraphQL operations. */
export class ThirdPartyGatewayGraphql implements ThirdPartyGateway {
  constructor(readonly graphql: GraphqlClient) {}

  async vendors(): Promise<ThirdPartyVendor[]> {
    return (await this.graphql.request(VendorThirdPartiesDocument, {})).vendorThirdParties.map((vendor) => ({ ...vendor }));
  }

  async products(query: ThirdPartyProductQuery): Promise<ThirdPartyProductPage> {
    const { productThirdParties } = await this.graphql.request(ProductThirdPartiesDocument, { ...query, search: query.search || null });
    return { ...productThirdParties.info, items: productThirdParties.data.map(toProduct) };
  }

  async vendorAddress(vendorId: string): Promise<string | null> {
    return (await this.graphql.request(CustVendorThirdPartyAddressDocument, { vendorId })).custVendorThirdPartyAddress ?? null;
  }

  async orders(): Promise<ThirdPartyOrder[]> {
    return (await this.graphql.request(OrderThirdPartiesDocument, {})).orderThirdParties.map(toOrder);
  }

  async priceComponents(module: string): Promise<PriceComponent[]> {
    return (await this.graphql.request(PriceComponentsDocument, { module })).priceComponents.map((component) => ({ ...component, additionalDisplays: [...component.additionalDisplays] }));
  }

  async checkout(request: ThirdPartyCheckoutRequest): Promise<ThirdPartyCheckoutOutcome> {
    const { checkoutThirdParty } = await this.graphql.request(CheckoutThirdPartyDocument, { input: request });
    if (checkoutThirdParty.message.status && checkoutThirdParty.order) return ok(toOrder(checkoutThirdParty.order));
    return {
      ok: false,
      error: {
        userErrors: fromContractUserErrors(checkoutThirdParty.userErrors),
        productErrors: checkoutThirdParty.productErrors.map((problem) => ({
          articleCode: problem.articleCode,
          qty: problem.qty,
          subtotal: problem.subtotal,
          message: problem.message as ThirdPartyProductErrorKey,
          values: Object.fromEntries(problem.values.map(({ name, value }) => [name, value])),
          product: problem.product ? toProduct(problem.product) : null,
        })),
      },
    };
  }

  async updateItemStatus(orderNo: string, articleCode: string, status: ThirdPartyItemStatus): Promise<Result<ThirdPartyItemStatus>> {
    const { updateStatusOrderItemThirdParty: answer } = await this.graphql.request(UpdateStatusOrderItemThirdPartyDocument, { orderNo, articleCode, status });
    return answer.message.status && answer.status ? ok(answer.status) : refused(...fromContractUserErrors(answer.userErrors.map((error) => ({ ...error, values: [] }))));
  }

  async uploadSheet(kind: ThirdPartySheetKind, file: File): Promise<Result<SheetUploadAnswer>> {
    if (kind === 'stock') return toUpload((await this.graphql.request(UploadStockThirdPartiesDocument, { file })).uploadStockThirdParties);
    return toUpload((await this.graphql.request(UploadProductThirdPartiesDocument, { file })).uploadProductThirdParties);
  }
}
