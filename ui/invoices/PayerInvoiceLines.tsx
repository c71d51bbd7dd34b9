import { useState } from 'react';
import type { OpenInvoicePayerSummary } from '../../application/portal/invoices/ports';
import type { InvoiceStatusGroup } from '../../domain/invoices/due-state';
import { DEFAULT_PAGE_SIZE, type PageSize } from '../../domain/tables/paging';
import { useAppSelector } from '../store/hooks';
import { OpenInvoiceLinesTable } from './InvoiceLinesTable';
import { useOpenInvoiceLinesQuery } from './invoices-api';
import { selectOpenInvoiceFilter } from './invoices-slice';

/**
 * One page at a time of a credit customer's open lines of some status groups, narrowed by the list's filters: the
 * service pages and counts them, so a ledger of thousands of lines sends one page. A change of filter starts again
 * at the first page.
 */
export function PayerInvoiceLines({ companyCode, payer, statusGroups, label }: { companyCode: string; payer: OpenInvoicePayerSummary; statusGroups: readonly InvoiceStatusGroup[]; label: string }) {
  const filter = useAppSelector(selectOpenInvoiceFilter);
  const [paging, setPaging] = useState<{ page: number; limit: PageSize; filter: typeof filter }>({ page: 1, limit: DEFAULT_PAGE_SIZE, filter });
  const page = paging.filter === filter ? paging.page : 1;
  const lines = useOpenInvoiceLinesQuery({
    companyCode,
    payerCode: payer.payerCode,
    currency: payer.currency,
    ageingBucket: filter.ageingBucket,
    statusGroups,
    search: filter.search,
    page,
    limit: paging.limit,
  });
  return (
    <OpenInvoiceLinesTable
      label={label}
      rows={lines.data?.items ?? []}
      paging={{ mode: 'server', total: lines.data?.total ?? 0, page, onPageChange: (chosen) => setPaging({ ...paging, page: chosen, filter }) }}
      pageSize={paging.limit}
      onPageSizeChange={(limit) => setPaging({ page: 1, limit, filter })}
      isLoading={lines.isFetching}
      isFiltered={filter.ageingBucket !== null || filter.search !== ''}
    />
  );
}
