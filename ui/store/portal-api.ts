import { createApi, fakeBaseQuery } from '@reduxjs/toolkit/query/react';
import type { PortalUseCases } from '../../application/portal/portal-use-cases';

/** Why a read gave nothing to show: the views show their area's failure message for it. */
export interface ReadFailure {
  reason: string;
}

/**
 * What the service answers about, as cache tags: a mutation invalidates the tags of the reads it changes,
 * and a change of customer or of session drops every cached answer.
 */
export const PORTAL_TAGS = [
  'Cart',
  'Catalogue',
  'Credit',
  'Menu',
  'Orders',
  'Shipments',
  'OrderList',
  'Invoices',
  'PaidInvoices',
  'PaymentRequests',
  'PaymentMethods',
  'ClickCollect',
  'Pdi',
  'Claims',
  'RetailSale',
  'VisitForm',
  'SalesArea',
  'DownloadArea',
  'UploadArea',
  'ThirdParty',
  'Banners',
  'Announcements',
  'AccessAdministration',
  'SalesDocuments',
  'MarketingMaterial',
  'News',
  'CustomerInquiries',
  'Users',
] as const;

/**
 * The portal's reads of the service. Each area injects its endpoints (`portalApi.injectEndpoints`) beside its
 * views; an endpoint's queryFn calls the area's gateway port through `portsOf`, so loading, caching, refetching
 * and invalidation come from RTK Query while the hexagon stays: views never see an adapter.
 */
export const portalApi = createApi({
  reducerPath: 'portalApi',
  baseQuery: fakeBaseQuery<ReadFailure>(),
  tagTypes: PORTAL_TAGS,
  endpoints: () => ({}),
});

/** The gateway ports an endpoint reads through: the store's extra argument carries them beside the use-cases. */
export function portsOf(api: { extra: unknown }): PortalUseCases['ports'] {
  return (api.extra as PortalUseCases).ports;
}

/** The use-cases, for an endpoint whose read carries a rule (a range checked before the service is asked). */
export function portalUseCasesOf(api: { extra: unknown }): PortalUseCases {
  return api.extra as PortalUseCases;
}

/** What a use-case that answers null for "could not be loaded" found, as RTK Query wants it. */
export const UNAVAILABLE: ReadFailure = { reason: 'unavailable' };

export function foundOrUnavailable<T>(answer: T | null): { data: T } | { error: ReadFailure } {
  return answer === null ? { error: UNAVAILABLE } : { data: answer };
}

/** A gateway's answer as RTK Query wants it; a thrown failure (network, refusal) becomes a ReadFailure. */
export async function read<T>(load: () => Promise<T>): Promise<{ data: T } | { error: ReadFailure }> {
  try {
    return { data: await load() };
  } catch (failure) {
    return { error: { reason: failure instanceof Error ? failure.message : String(failure) } };
  }
}
