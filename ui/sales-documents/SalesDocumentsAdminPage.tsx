import { useState } from 'react';
import { useIntl } from 'react-intl';
import type { SalesDocument } from '../../application/portal/sales-documents/ports';
import { SALES_DOCUMENT_TYPES, type SalesDocumentType } from '../../domain/sales-documents/sales-document';
import type { PageSize } from '../../domain/tables/paging';
import { AreaFrame } from '../components/AreaFrame';
import { Button } from '../components/Button';
import { COLUMN_WIDTHS } from '../components/column-widths';
import { DataTable, type DataTableColumn } from '../components/DataTable';
import { EmptyState } from '../components/EmptyState';
import { LinkButton } from '../components/LinkButton';
import { SelectField } from '../components/SelectField';
import { TextField } from '../components/TextField';
import { ContentMarketGate } from '../content/ContentMarketGate';
import { commonMessages } from '../i18n/common-messages';
import { useLocalePath } from '../i18n/portal-locale';
import { useFormatDate } from '../i18n/use-formatters';
import { routeTitleMessages } from '../shell/navigation/route-title-messages';
import { salesDocumentAdminMessages } from './sales-document-admin-messages';
import { salesDocumentTypeMessages } from './sales-document-messages';
import { useSalesDocumentsQuery, useSetSalesDocumentDeletedMutation } from './sales-documents-api';
import './sales-documents.css';

const ADMIN_PAGE_SIZE: PageSize = 20;
const ALL_TYPES = 'all';

function RowActions({ document }: { document: SalesDocument }) {
  const intl = useIntl();
  const localePath = useLocalePath();
  const [setDeleted, changing] = useSetSalesDocumentDeletedMutation();
  const deleted = document.deletedAt !== null;
  return (
    <div className="content-admin__actions">
      <LinkButton variant="secondary" href={localePath(`/admin/sales-document/list/${document.id}/edit`)}>
        {intl.formatMessage(salesDocumentAdminMessages.edit, { title: document.title })}
      </LinkButton>
      <Button variant="secondary" isDisabled={changing.isLoading} onPress={() => void setDeleted({ id: document.id, deleted: !deleted })}>
        {intl.formatMessage(deleted ? salesDocumentAdminMessages.restore : salesDocumentAdminMessages.delete, { title: document.title })}
      </Button>
    </div>
  );
}

/** /admin/sales-document/list: every document of the maintainer's markets, deleted ones too, with their changes. */
export function SalesDocumentsAdminPage() {
  const intl = useIntl();
  const localePath = useLocalePath();
  const dates = useFormatDate();
  const [page, setPage] = useState(1);
  const [search, setSearch] = useState('');
  const [type, setType] = useState<SalesDocumentType | typeof ALL_TYPES>(ALL_TYPES);
  const list = useSalesDocumentsQuery({ page, limit: ADMIN_PAGE_SIZE, search: search || undefined, type: type === ALL_TYPES ? undefined : type, withDeleted: true });
  const columns: DataTableColumn<SalesDocument>[] = [
    { id: 'title', header: intl.formatMessage(salesDocumentAdminMessages.title), cell: (document) => document.title, isRowHeader: true, priority: 'essential', minWidth: COLUMN_WIDTHS.name },
    { id: 'type', header: intl.formatMessage(salesDocumentAdminMessages.type), cell: (document) => intl.formatMessage(salesDocumentTypeMessages[document.type]), priority: 'high' },
    { id: 'group', header: intl.formatMessage(salesDocumentAdminMessages.group), cell: (document) => document.group?.name ?? intl.formatMessage(salesDocumentAdminMessages.noGroup), priority: 'medium' },
    { id: 'markets', header: intl.formatMessage(salesDocumentAdminMessages.markets), cell: (document) => document.markets.map((market) => market.marketName).join(', '), priority: 'medium' },
    { id: 'validTo', header: intl.formatMessage(salesDocumentAdminMessages.validTo), cell: (document) => dates.date(document.validTo), priority: 'medium' },
    {
      id: 'state',
      header: intl.formatMessage(salesDocumentAdminMessages.state),
      cell: (document) => intl.formatMessage(document.deletedAt ? salesDocumentAdminMessages.deleted : salesDocumentAdminMessages.active),
      priority: 'high',
    },
    { id: 'actions', header: intl.formatMessage(salesDocumentAdminMessages.actions), cell: (document) => <RowActions document={document} />, priority: 'essential', minWidth: 260 },
  ];
  const typeOptions = [
    { id: ALL_TYPES, label: intl.formatMessage(salesDocumentAdminMessages.allTypes) },
    ...SALES_DOCUMENT_TYPES.map((each) => ({ id: each, label: intl.formatMessage(salesDocumentTypeMessages[each]) })),
  ];
  return (
    <ContentMarketGate pageType="sales_document">
      <AreaFrame
        title={intl.formatMessage(routeTitleMessages['route_title_admin-sales-document-list'])}
        actions={<LinkButton href={localePath('/admin/sales-document/list/create')}>{intl.formatMessage(salesDocumentAdminMessages.createDocument)}</LinkButton>}
      >
        <div className="content-admin__actions">
          <TextField label={intl.formatMessage(salesDocumentAdminMessages.search)} type="search" value={search} onChange={(value) => (setSearch(value), setPage(1))} />
          <SelectField
            label={intl.formatMessage(salesDocumentAdminMessages.type)}
            options={typeOptions}
            value={type}
            onChange={(value) => (setType((value ?? ALL_TYPES) as SalesDocumentType | typeof ALL_TYPES), setPage(1))}
          />
        </div>
        {list.isError ? (
          <EmptyState type="custom" title={intl.formatMessage(salesDocumentAdminMessages.listFailed)} action={<Button onPress={() => void list.refetch()}>{intl.formatMessage(commonMessages.refresh)}</Button>} />
        ) : (
          <DataTable
            label={intl.formatMessage(salesDocumentAdminMessages.documentsTable)}
            columns={columns}
            rows={list.data?.items ?? []}
            rowKey={(document) => document.id}
            rowLabel={(document) => document.title}
            isLoading={list.isLoading}
            paging={{ mode: 'server', total: list.data?.total ?? 0, page, onPageChange: setPage }}
          />
        )}
      </AreaFrame>
    </ContentMarketGate>
  );
}
