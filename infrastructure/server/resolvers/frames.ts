import { deleteFrameRegistration, frameCities, lookUpFrames, registerFrame, registrableBrands } from '../../../application/service/frames/frame-registration';
import type { RetailSale as RetailSaleRecord } from '../../../application/service/retail-sales/ports';
import { retailSales } from '../../../application/service/retail-sales/retail-sales';
import { warrantyDocumentAvailable } from '../../../domain/retail-sales/retail-sale-status';
import type { Resolvers, RetailSale } from '../../graphql/generated/resolvers';
import type { FieldPolicies } from '../graphql/field-policies';
import { resultAnswer } from '../graphql/mutation-answer';
import { iso, readOrRefuse } from './after-sales-edge';
import { signedIn } from './platform';

/** Frames are registered from the retail sales screen (spec 002 §2), under its scope. */
const RETAIL_SALES = { scopes: ['page.customer-sales-report'] };

export const framesPolicies: FieldPolicies = {
  'Query.registeredFrames': RETAIL_SALES,
  'Query.frameBrands': RETAIL_SALES,
  'Query.cities': RETAIL_SALES,
  'Query.framesV4': RETAIL_SALES,
  'Mutation.registerFrameV4': RETAIL_SALES,
  'Mutation.deleteFrame': RETAIL_SALES,
};

function toRetailSale(sale: RetailSaleRecord): RetailSale {
  const { customerId: _customer, updatedAt: _updated, consumer, ...fields } = sale;
  return { ...fields, consumer: { ...consumer }, warrantyAvailable: warrantyDocumentAvailable(sale.status), createdAt: iso(sale.createdAt) };
}

export const framesResolvers: Resolvers = {
  Query: {
    registeredFrames: async (_parent, args, { services, principal }) => {
      const page = readOrRefuse(await retailSales(services, signedIn(principal), { ...args, brand: args.type }));
      return { items: page.items.map(toRetailSale), total: page.total, page: args.page, limit: args.limit };
    },
    frameBrands: async (_parent, _args, { services, principal }) => readOrRefuse(await registrableBrands(services, signedIn(principal))),
    cities: (_parent, { countries }, { services }) => frameCities(services, countries),
    framesV4: async (_parent, { frameNumbers }, { services, principal }) =>
      readOrRefuse(await lookUpFrames(services, signedIn(principal), frameNumbers)).map(({ frameNumber, message, frame }) => ({
        frameNumber,
        message,
        brand: frame?.brand ?? null,
        articleName: frame?.articleName ?? null,
      })),
  },
  Mutation: {
    registerFrameV4: async (_parent, { input }, { services, principal }) => {
      const { customer, dealer, ...sale } = input;
      const result = await registerFrame(services, signedIn(principal), { ...sale, consumer: customer, dealerName: dealer });
      return { ...resultAnswer(result, { success: 'success_register_frame', failure: 'failed_register_frame' }), id: result.ok ? result.value.id : null, frameNumber: result.ok ? result.value.frameNumber : null };
    },
    deleteFrame: async (_parent, { frameNumber, type }, { services, principal }) =>
      resultAnswer(await deleteFrameRegistration(services, signedIn(principal), frameNumber, type), { success: 'success_delete_frame', failure: 'failed_delete_frame' }),
  },
};
