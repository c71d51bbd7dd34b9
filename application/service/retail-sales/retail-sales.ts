import { isRetailSaleStatus, statusesOf, warrantyDocumentAvailable, type RetailSaleFilter } from '../../../domain/retail-sales/retail-sale-status';
import { err, ok, type Result } from '../../../domain/shared/result';
import type { Principal } from '../auth/ports';
import { resolveActiveCustomer, type ActiveCustomerError, type ActiveCustomerRepository } from '../customers/active-customer';
import { serviceTextsFor, type Reader, type ServiceTextsDeps } from '../shared/service-texts';
import type { RetailSale, RetailSalesRepository, WarrantyDocumentWriter } from './ports';

export interface RetailSalesDeps {
  activeCustomers: ActiveCustomerRepository;
  retailSales: RetailSalesRepository;
}

/** The most sales one page of the list holds. */
export const RETAIL_SALES_PAGE_LIMIT_MAX = 100;
/** The longest search the list takes. */
export const RETAIL_SALES_SEARCH_MAX_LENGTH = 100;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export interface RetailSalesRequest {
  page: number;
  limit: number;
  search?: string | null;
  /** A brand (the registered frames' `type`); empty for every brand. */
  brand?: string | null;
  /** A status, or `all` (the default). */
  status?: string | null;
  /** The customer the client believes it acts for; refused when it is not the session's. */
  custCode?: string | null;
}

/**
 * One page of the retail sales (the registered frames) of the customer the session acts for, newest first, filtered
 * by status, brand and a search over frame number, consumer and model.
 */
export async function retailSales(
  deps: RetailSalesDeps,
  principal: Principal,
  request: RetailSalesRequest,
): Promise<Result<{ items: RetailSale[]; total: number }, ActiveCustomerError | 'invalid_paging'>> {
  const search = (request.search ?? '').trim();
  const status = request.status?.trim() || 'all';
  const pagingValid = Number.isInteger(request.page) && request.page >= 1 && Number.isInteger(request.limit) && request.limit >= 1 && request.limit <= RETAIL_SALES_PAGE_LIMIT_MAX;
  if (!pagingValid || search.length > RETAIL_SALES_SEARCH_MAX_LENGTH || (status !== 'all' && !isRetailSaleStatus(status))) return err('invalid_paging');
  const customer = await resolveActiveCustomer(deps, principal, request.custCode);
  if (!customer.ok) return customer;
  const statuses = statusesOf(status as RetailSaleFilter);
  return ok(await deps.retailSales.list(customer.value.customerId, { page: request.page, limit: request.limit, search, brand: request.brand?.trim() || null, statuses }));
}

export type WarrantyDeps = RetailSalesDeps & ServiceTextsDeps & { warrantyDocuments: WarrantyDocumentWriter };

/**
 * The warranty certificate of one complete sale of the customer the session acts for (POST /api/retail-sales/warranty),
 * as a PDF in the reader's language; `not_found` for another customer's sale or one the brand does not hold yet.
 */
export async function warrantyDocument(
  deps: WarrantyDeps,
  principal: Principal,
  reader: Reader,
  saleId: string,
): Promise<Result<{ fileName: string; bytes: Uint8Array }, ActiveCustomerError | 'not_found'>> {
  const customer = await resolveActiveCustomer(deps, principal);
  if (!customer.ok) return customer;
  const sale = UUID.test(saleId.trim()) ? await deps.retailSales.find(customer.value.customerId, saleId.trim()) : undefined;
  if (!sale || !warrantyDocumentAvailable(sale.status)) return err('not_found');
  const texts = await serviceTextsFor(deps, reader);
  const consumer = sale.useAccountData ? customer.value.name : sale.consumer.name;
  const bytes = await deps.warrantyDocuments.pdf({
    title: texts.message('warranty_title', { brand: sale.brand }),
    lines: [
      { label: texts.message('warranty_frame_number'), value: sale.frameNumber },
      { label: texts.message('warranty_model'), value: `${sale.articleName} (${sale.articleCode})` },
      { label: texts.message('warranty_sold_date'), value: texts.day(sale.soldDate) },
      { label: texts.message('warranty_owner'), value: consumer },
      { label: texts.message('warranty_city'), value: sale.useAccountData ? '' : sale.consumer.city },
      { label: texts.message('warranty_dealer'), value: sale.dealerName || customer.value.name },
    ],
    terms: texts.message('warranty_terms', { brand: sale.brand }),
  });
  return ok({ fileName: texts.message('warranty_file_name', { frameNumber: sale.frameNumber }), bytes });
}
