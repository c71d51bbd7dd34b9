import { Link } from 'react-aria-components';
import { useIntl } from 'react-intl';
import type { ClaimSummary } from '../../application/portal/claims/claim-records-ports';
import { AreaFrame } from '../components/AreaFrame';
import { COLUMN_WIDTHS } from '../components/column-widths';
import type { DataTableColumn } from '../components/DataTable';
import { LinkButton } from '../components/LinkButton';
import { SelectField } from '../components/SelectField';
import { ServerPagedTable } from '../components/ServerPagedTable';
import { TextField } from '../components/TextField';
import { usePagedListAddress } from '../components/use-paged-list-address';
import { useLocalePath } from '../i18n/portal-locale';
import { useFormatDate } from '../i18n/use-formatters';
import { routeTitleMessages } from '../shell/navigation/route-title-messages';
import { useClaimsQuery, useClaimWorkflowQuery } from './claims-api';
import { claimsMessages as messages } from './claims-messages';
import { ClaimStatusBadge } from './ClaimStatusBadge';
import './claims.css';

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
  const { search, filter: statusId, page, typed, setTyped, pageSize, setPageSize, show } = usePagedListAddress('status');
  const workflow = useClaimWorkflowQuery();
  const list = useClaimsQuery({ page, limit: pageSize, search, statusId });

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
            onChange={(value) => show({ filter: value === ALL_STATUSES ? null : value })}
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
