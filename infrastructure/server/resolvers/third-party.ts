import { checkoutThirdParty } from '../../../application/service/third-party/checkout-third-party';
import { updateStatusOrderItemThirdParty, uploadProductThirdParties, uploadStockThirdParties, type SheetUploadOutcome, type UploadedSheet } from '../../../application/service/third-party/third-party-maintenance';
import { custVendorThirdPartyAddress, orderThirdParties, priceComponents, productThirdParties, vendorThirdParties } from '../../../application/service/third-party/third-party-reads';
import type { ThirdPartyOrderRecord, ThirdPartyProductRecord } from '../../../application/service/third-party/ports';
import { nextThirdPartyItemStatuses } from '../../../domain/third-party/order-item-status';
import type { Result } from '../../../domain/shared/result';
import { userError } from '../../../domain/shared/user-error';
import type { OrderThirdParty, ProductThirdParty, Resolvers } from '../../graphql/generated/resolvers';
import { forbidden, type FieldPolicies } from '../graphql/field-policies';
import { mutationAnswer, toContractUserError } from '../graphql/mutation-answer';
import { iso } from './after-sales-edge';
import { signedIn } from './platform';

const THIRD_PARTY = { scopes: ['page.3rd-party'] };
/** A vendor's changes: its order items' statuses and its articles. */
const VENDOR = { scopes: ['page.3rd-party', 'third-party.maintain'] };

export const thirdPartyPolicies: FieldPolicies = {
  'Query.vendorThirdParties': THIRD_PARTY,
  'Query.productThirdParties': THIRD_PARTY,
  'Query.custVendorThirdPartyAddress': THIRD_PARTY,
  'Query.orderThirdParties': THIRD_PARTY,
  'Query.priceComponents': THIRD_PARTY,
  'Mutation.checkoutThirdParty': THIRD_PARTY,
  'Mutation.updateStatusOrderItemThirdParty': VENDOR,
  'Mutation.uploadStockThirdParties': VENDOR,
  'Mutation.uploadProductThirdParties': VENDOR,
};

const toProduct = (product: ThirdPartyProductRecord): ProductThirdParty => ({ ...product, vendor: { ...product.vendor } });

function toOrder(order: ThirdPartyOrderRecord): OrderThirdParty {
  return {
    ...order,
    vendor: { ...order.vendor },
    createdAt: iso(order.createdAt),
    items: order.items.map((item) => ({ ...item, nextStatuses: [...nextThirdPartyItemStatuses(item.status)], updatedAt: iso(item.updatedAt) })),
  };
}

/** A read's value; a session whose customer was withdrawn is refused. */
function readOrForbid<T>(result: Result<T, string>): T {
  if (result.ok) return result.value;
  throw forbidden();
}

/** The uploaded file of a multipart request, read only after its size is checked. */
function uploaded(file: unknown): UploadedSheet | null {
  const blob = file as { size?: unknown; arrayBuffer?: unknown } | null;
  if (!blob || typeof blob !== 'object' || typeof blob.size !== 'number' || typeof blob.arrayBuffer !== 'function') return null;
  const sheet = blob as { size: number; arrayBuffer(): Promise<ArrayBuffer> };
  return { size: sheet.size, bytes: async () => new Uint8Array(await sheet.arrayBuffer()) };
}

function uploadAnswer(result: Result<SheetUploadOutcome, string>) {
  const keys = { success: 'success_upload_third_party', failure: 'failed_upload_third_party' };
  if (!result.ok) return { ...mutationAnswer([userError('file', result.error)], keys), applied: false, rows: [], missingColumns: [] };
  const { applied, rows, missingColumns } = result.value;
  const refusal = missingColumns.length > 0 ? [userError('file', 'third_party_sheet_columns_missing', { columns: missingColumns.join(', ') })] : applied ? [] : [userError('file', 'third_party_sheet_rows_refused')];
  return {
    ...mutationAnswer(refusal, keys),
    applied,
    missingColumns,
    rows: rows.map((row) => (row.ok ? { row: row.row, articleCode: row.articleCode, ok: true } : { row: row.row, articleCode: row.articleCode, ok: false, column: row.column, error: row.error })),
  };
}

export const thirdPartyResolvers: Resolvers = {
  Query: {
    vendorThirdParties: async (_parent, _args, { services, principal }) => readOrForbid(await vendorThirdParties(services, signedIn(principal))),
    productThirdParties: async (_parent, args, { services, principal }) => {
      const found = readOrForbid(await productThirdParties(services, signedIn(principal), args));
      return { info: { count: found.count, page: found.page, limit: found.limit }, data: found.items.map(toProduct) };
    },
    custVendorThirdPartyAddress: async (_parent, { vendorId }, { services, principal }) => {
      const address = await custVendorThirdPartyAddress(services, signedIn(principal), vendorId);
      return address.ok ? address.value : null;
    },
    orderThirdParties: async (_parent, _args, { services, principal }) => readOrForbid(await orderThirdParties(services, signedIn(principal))).map(toOrder),
    priceComponents: async (_parent, { module }, { services, principal }) => readOrForbid(await priceComponents(services, signedIn(principal), module)),
  },
  Mutation: {
    checkoutThirdParty: async (_parent, { input }, { services, principal, host }) => {
      const result = await checkoutThirdParty(services, signedIn(principal), host, { ...input, products: input.products.map((product) => ({ ...product })) });
      const keys = { success: 'success_checkout', failure: 'failed_checkout' };
      if (result.ok) return { ...mutationAnswer([], keys), productErrors: [], order: toOrder(result.value.order), replayed: result.value.replayed };
      const { userErrors, productErrors } = result.error;
      return {
        message: { status: false, description: keys.failure },
        userErrors: userErrors.map(toContractUserError),
        productErrors: productErrors.map((problem) => ({
          ...problem,
          product: problem.product && toProduct(problem.product),
          values: Object.entries(problem.values).map(([name, value]) => ({ name, value })),
        })),
        order: null,
        replayed: false,
      };
    },
    updateStatusOrderItemThirdParty: async (_parent, args, { services, principal }) => {
      const result = await updateStatusOrderItemThirdParty(services, signedIn(principal), args);
      const answer = mutationAnswer(result.ok ? [] : [userError('status', result.error)], { success: 'success_update_status', failure: 'failed_update_status' });
      return { ...answer, status: result.ok ? result.value : null };
    },
    uploadStockThirdParties: async (_parent, { file }, { services, principal }) => uploadAnswer(await uploadStockThirdParties(services, signedIn(principal), uploaded(file))),
    uploadProductThirdParties: async (_parent, { file }, { services, principal }) => uploadAnswer(await uploadProductThirdParties(services, signedIn(principal), uploaded(file))),
  },
};
