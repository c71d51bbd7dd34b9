import { useEffect, useState } from 'react';
import { Link } from 'react-aria-components';
import { useIntl } from 'react-intl';
import { useSearchParams } from 'react-router';
import type { ClaimSummary } from '../../application/portal/claims/claim-records-ports';
import { DEFAULT_PAGE_SIZE, type PageSize } from '../../domain/tables/paging';
import { AreaFrame } from '../components/AreaFrame';
import { COLUMN_WIDTHS } from '../components/column-widths';
import type { DataTableColumn } from '../components/DataTable';
import { LinkButton } from '../components/LinkButton';
import { SelectField } from '../components/SelectField';
import { ServerPagedTable } from '../components/ServerPagedTable';
import { TextField } from '../components/TextField';
import { useLocalePath } from '../i18n/portal-locale';
import { useFormatDate } from '../i18n/use-formatters';
import { routeTitleMessages } from '../shell/navigation/route-title-messages';
import { useClaimsQuery, useClaimWorkflowQuery } from './claims-api';
import { claimsMessages as messages } from './claims-messages';
import { ClaimStatusBadge } from './ClaimStatusBadge';
import './claims.css';

/** How long typing rests before the search is asked, so each key press does not cost a request. */
const SEARCH_PAUSE_MS = 400;
/** The status filter's choice for every status. */
const ALL_STATUSES = 'all';

/**
 * The claims of the customer the session acts for, bikes and parts, newest first (/claim); a reviewer sees every
 * dealer's. Searched, filtered by status and paged by the service; each claim opens its detail page.
 */
export function ClaimsPage() {
  const intl = useIntl();
  const dates = useFormatDate();
  const localePath = useLocalePath();
  const [params, setParams] = useSearchParams();
  const search = params.get('search') ?? '';
  const statusId = params.get('status');
  const page = Math.max(1, Number(params.get('page')) || 1);
  const [typed, setTyped] = useState(search);
  const [pageSize, setPageSize] = useState<PageSize>(DEFAULT_PAGE_SIZE);
  const workflow = useClaimWorkflowQuery();
  const list = useClaimsQuery({ page, limit: pageSize, search, statusId });

  const show = (change: { search?: string; statusId?: string | null; page?: number }) => {
    const next = { search, statusId, page: 1, ...change };
    const query = new URLSearchParams();
    if (next.search) query.set('search', next.search);
    if (next.statusId) query.set('status', next.statusId);
    if (next.page > 1) query.set('page', String(next.page));
    setParams(query);
  };

  useEffect(() => {
    if (typed.trim() === search) return undefined;
    const timer = setTimeout(() => show({ search: typed.trim() }), SEARCH_PAUSE_MS);
    return () => clearTimeout(timer);
  });

  const columns: DataTableColumn<ClaimSummary>[] = [
    {
      id: 'referenceNo',
      header: intl.formatMessage(messages.referenceNo),
      isRowHeader: true,
      cell: (claim) => (
        <Link className="claims__link" href={localePath(`/claim/${claim.id}`)}>
          {claim.referenceNo}
        </Link>
      ),
      priority: 'essential',
      minWidth: COLUMN_WIDTHS.documentNumber,
    },
    { id: 'status', header: intl.formatMessage(messages.status), cell: (claim) => <ClaimStatusBadge status={claim.status} />, priority: 'essential', minWidth: COLUMN_WIDTHS.longStatusChip },
    { id: 'frameNumber', header: intl.formatMessage(messages.frameNumber), cell: (claim) => claim.frameNumber || '-', priority: 'high', minWidth: COLUMN_WIDTHS.documentNumber },
    { id: 'article', header: intl.formatMessage(messages.article), cell: (claim) => `${claim.articleCode} · ${claim.articleName}`, priority: 'high', minWidth: COLUMN_WIDTHS.name },
    { id: 'kind', header: intl.formatMessage(messages.kind), cell: (claim) => intl.formatMessage(claim.kind === 'bike' ? messages.bike : messages.paa), priority: 'medium' },
    { id: 'customer', header: intl.formatMessage(messages.customer), cell: (claim) => claim.customerName, priority: 'low', minWidth: COLUMN_WIDTHS.name },
    { id: 'createdAt', header: intl.formatMessage(messages.filedOn), cell: (claim) => dates.dateTime(claim.createdAt), priority: 'medium', minWidth: COLUMN_WIDTHS.dateTime },
    { id: 'updatedAt', header: intl.formatMessage(messages.updatedOn), cell: (claim) => dates.dateTime(claim.updatedAt), priority: 'low', minWidth: COLUMN_WIDTHS.dateTime },
  ];
  const statusOptions = [{ id: ALL_STATUSES, label: intl.formatMessage(messages.allStatuses) }, ...(workflow.data?.statuses ?? []).map((status) => ({ id: status.id, label: status.description }))];

  return (
    <AreaFrame title={intl.formatMessage(routeTitleMessages.route_title_claim)} actions={<LinkButton href={localePath('/claim/create')}>{intl.formatMessage(messages.create)}</LinkButton>}>
      <div className="claims">
        <div className="claims__filters">
          <TextField type="search" label={intl.formatMessage(messages.search)} value={typed} onChange={setTyped} />
          <SelectField
            label={intl.formatMessage(messages.statusFilter)}
            options={statusOptions}
            value={statusId ?? ALL_STATUSES}
            onChange={(value) => show({ statusId: value === ALL_STATUSES ? null : value })}
          />
        </div>
        <ServerPagedTable
          label={intl.formatMessage(messages.table)}
          columns={columns}
          rowKey={(claim) => claim.id}
          rowLabel={(claim) => claim.referenceNo}
          list={list}
          page={page}
          onPageChange={(next) => show({ page: next })}
          pageSize={pageSize}
          onPageSizeChange={setPageSize}
          isFiltered={search !== '' || statusId !== null}
          emptyTitle={intl.formatMessage(messages.empty)}
          failedTitle={intl.formatMessage(messages.listFailed)}
        />
      </div>
    </AreaFrame>
  );
}
