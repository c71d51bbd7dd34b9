import type { PriceComponent, ThirdPartyOrder, ThirdPartyProductPage, ThirdPartyProductQuery, ThirdPartyVendor } from '../../application/portal/third-party/ports';
import { portalApi, portsOf, read } from '../store/portal-api';

/** The module the third-party catalogue asks its price displays for (priceComponents). */
export const THIRD_PARTY_PRICE_MODULE = 'third-party';

/** What a vendor's change touches: its articles (stock and prices) and the orders. */
export const THIRD_PARTY_PRODUCTS = { type: 'ThirdParty', id: 'PRODUCTS' } as const;
export const THIRD_PARTY_ORDERS = { type: 'ThirdParty', id: 'ORDERS' } as const;

/** The third-party area's plain reads. */
export const thirdPartyApi = portalApi.injectEndpoints({
  endpoints: (build) => ({
    thirdPartyVendors: build.query<ThirdPartyVendor[], void>({
      queryFn: (_arg, api) => read(() => portsOf(api).thirdParty.vendors()),
      providesTags: [{ type: 'ThirdParty', id: 'VENDORS' }],
    }),
    thirdPartyProducts: build.query<ThirdPartyProductPage, ThirdPartyProductQuery>({
      queryFn: (query, api) => read(() => portsOf(api).thirdParty.products(query)),
      providesTags: [THIRD_PARTY_PRODUCTS],
    }),
    thirdPartyVendorAddress: build.query<string | null, string>({
      queryFn: (vendorId, api) => read(() => portsOf(api).thirdParty.vendorAddress(vendorId)),
    }),
    thirdPartyOrders: build.query<ThirdPartyOrder[], void>({
      queryFn: (_arg, api) => read(() => portsOf(api).thirdParty.orders()),
      providesTags: [THIRD_PARTY_ORDERS],
    }),
    thirdPartyPriceComponents: build.query<PriceComponent[], void>({
      queryFn: (_arg, api) => read(() => portsOf(api).thirdParty.priceComponents(THIRD_PARTY_PRICE_MODULE)),
    }),
  }),
});

export const { useThirdPartyVendorsQuery, useThirdPartyProductsQuery, useThirdPartyVendorAddressQuery, useThirdPartyOrdersQuery, useThirdPartyPriceComponentsQuery } = thirdPartyApi;
