import { useState } from 'react';
import { useIntl } from 'react-intl';
import type { SalesDocumentGroup } from '../../application/portal/sales-documents/ports';
import type { PageSize } from '../../domain/tables/paging';
import { AreaFrame } from '../components/AreaFrame';
import { Button } from '../components/Button';
import { COLUMN_WIDTHS } from '../components/column-widths';
import { ConfirmDialog } from '../components/ConfirmDialog';
import { DataTable, type DataTableColumn } from '../components/DataTable';
import { EmptyState } from '../components/EmptyState';
import { LinkButton } from '../components/LinkButton';
import { TextField } from '../components/TextField';
import { ContentMarketGate } from '../content/ContentMarketGate';
import { commonMessages } from '../i18n/common-messages';
import { useLocalePath } from '../i18n/portal-locale';
import { routeTitleMessages } from '../shell/navigation/route-title-messages';
import { salesDocumentAdminMessages } from './sales-document-admin-messages';
import { useDeleteSalesDocumentGroupMutation, useSalesDocumentGroupsQuery } from './sales-documents-api';
import './sales-documents.css';

const ADMIN_PAGE_SIZE: PageSize = 20;

function RowActions({ group }: { group: SalesDocumentGroup }) {
  const intl = useIntl();
  const localePath = useLocalePath();
  const [asking, setAsking] = useState(false);
  const [remove, removing] = useDeleteSalesDocumentGroupMutation();
  return (
    <div className="content-admin__actions">
      <LinkButton variant="secondary" href={localePath(`/admin/sales-document/group/${group.id}/edit`)}>
        {intl.formatMessage(salesDocumentAdminMessages.edit, { title: group.name })}
      </LinkButton>
      <Button variant="secondary" onPress={() => setAsking(true)}>
        {intl.formatMessage(salesDocumentAdminMessages.delete, { title: group.name })}
      </Button>
      <ConfirmDialog
        isOpen={asking}
        title={intl.formatMessage(salesDocumentAdminMessages.confirmDeleteGroup, { name: group.name })}
        isPending={removing.isLoading}
        onConfirm={() => void remove(group.id).then(() => setAsking(false))}
        onCancel={() => setAsking(false)}
      />
    </div>
  );
}

/** /admin/sales-document/group: the document groups of the maintainer's markets, with their changes. */
export function SalesDocumentGroupsAdminPage() {
  const intl = useIntl();
  const localePath = useLocalePath();
  const [page, setPage] = useState(1);
  const [search, setSearch] = useState('');
  const list = useSalesDocumentGroupsQuery({ page, limit: ADMIN_PAGE_SIZE, search: search || undefined });
  const columns: DataTableColumn<SalesDocumentGroup>[] = [
    { id: 'name', header: intl.formatMessage(salesDocumentAdminMessages.name), cell: (group) => group.name, isRowHeader: true, priority: 'essential', minWidth: COLUMN_WIDTHS.name },
    { id: 'markets', header: intl.formatMessage(salesDocumentAdminMessages.markets), cell: (group) => group.markets.map((market) => market.marketName).join(', '), priority: 'medium' },
    { id: 'documents', header: intl.formatMessage(salesDocumentAdminMessages.documentCount), cell: (group) => intl.formatNumber(group.documentCount), priority: 'high' },
    { id: 'actions', header: intl.formatMessage(salesDocumentAdminMessages.actions), cell: (group) => <RowActions group={group} />, priority: 'essential', minWidth: 260 },
  ];
  return (
    <ContentMarketGate pageType="sales_document">
      <AreaFrame
        title={intl.formatMessage(routeTitleMessages['route_title_admin-sales-document-group'])}
        actions={<LinkButton href={localePath('/admin/sales-document/group/create')}>{intl.formatMessage(salesDocumentAdminMessages.createGroup)}</LinkButton>}
      >
        <div className="content-admin__actions">
          <TextField label={intl.formatMessage(salesDocumentAdminMessages.search)} type="search" value={search} onChange={(value) => (setSearch(value), setPage(1))} />
        </div>
        {list.isError ? (
          <EmptyState type="custom" title={intl.formatMessage(salesDocumentAdminMessages.listFailed)} action={<Button onPress={() => void list.refetch()}>{intl.formatMessage(commonMessages.refresh)}</Button>} />
        ) : (
          <DataTable
            label={intl.formatMessage(salesDocumentAdminMessages.groupsTable)}
            columns={columns}
            rows={list.data?.items ?? []}
            rowKey={(group) => group.id}
            rowLabel={(group) => group.name}
            isLoading={list.isLoading}
            paging={{ mode: 'server', total: list.data?.total ?? 0, page, onPageChange: setPage }}
          />
        )}
      </AreaFrame>
    </ContentMarketGate>
  );
}
