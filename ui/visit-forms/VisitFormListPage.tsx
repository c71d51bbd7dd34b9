import { useState } from 'react';
import { useIntl } from 'react-intl';
import type { VisitForm } from '../../application/portal/visit-forms/ports';
import { withoutUnifiedCustomerCode, type VisitFormKind } from '../../domain/visit-forms/visit-form';
import { AreaFrame } from '../components/AreaFrame';
import { Button } from '../components/Button';
import { DataTable, type DataTableColumn } from '../components/DataTable';
import { EmptyState } from '../components/EmptyState';
import { LinkButton } from '../components/LinkButton';
import { TextField } from '../components/TextField';
import { commonMessages } from '../i18n/common-messages';
import { useLocalePath } from '../i18n/portal-locale';
import { useFormatDate } from '../i18n/use-formatters';
import { routeTitleMessages } from '../shell/navigation/route-title-messages';
import { useVisitFormsQuery } from './visit-form-api';
import { visitFormMessages as messages } from './visit-form-messages';

/** The most forms a page of the list shows. */
const PAGE_SIZE = 20;

/** The visit forms of one kind (/visit-form/polygon, /visit-form/wim), newest first, filtered by customer code. */
export function VisitFormListPage({ kind }: { kind: VisitFormKind }) {
  const intl = useIntl();
  const dates = useFormatDate();
  const localePath = useLocalePath();
  const [page, setPage] = useState(1);
  const [custCode, setCustCode] = useState('');
  const list = useVisitFormsQuery({ kind, page, limit: PAGE_SIZE, custCode: withoutUnifiedCustomerCode(custCode) });
  const title = intl.formatMessage(routeTitleMessages[`route_title_visit-form-${kind}`]);
  const columns: DataTableColumn<VisitForm>[] = [
    { id: 'custName', header: intl.formatMessage(messages.custName), isRowHeader: true, cell: (form) => form.custName, priority: 'essential' },
    { id: 'custCode', header: intl.formatMessage(messages.custCode), cell: (form) => form.custCode, priority: 'high' },
    { id: 'visitedOn', header: intl.formatMessage(messages.visitedOn), cell: (form) => dates.dateTime(form.createdAt), priority: 'high' },
    { id: 'recordedBy', header: intl.formatMessage(messages.recordedBy), cell: (form) => form.recordedBy, priority: 'medium' },
    {
      id: 'open',
      header: intl.formatMessage(messages.open),
      priority: 'essential',
      cell: (form) => (
        <LinkButton variant="secondary" href={localePath(`/visit-form/${kind}/${form.id}`)} aria-label={`${intl.formatMessage(messages.open)} ${form.custName}`}>
          {intl.formatMessage(messages.open)}
        </LinkButton>
      ),
    },
  ];
  return (
    <AreaFrame title={title} actions={<LinkButton href={localePath(`/visit-form/${kind}/create`)}>{intl.formatMessage(messages.create)}</LinkButton>}>
      <div className="visit-form">
        <TextField type="search" label={intl.formatMessage(messages.customerFilter)} value={custCode} onChange={(value) => { setCustCode(value); setPage(1); }} />
        {list.isError ? (
          <EmptyState type="custom" title={intl.formatMessage(messages.listFailed)} action={<Button onPress={() => void list.refetch()}>{intl.formatMessage(commonMessages.refresh)}</Button>} />
        ) : (
          <DataTable
            label={intl.formatMessage(messages.table)}
            columns={columns}
            rows={list.data?.items ?? []}
            rowKey={(form) => form.id}
            rowLabel={(form) => form.custName}
            paging={{ mode: 'server', total: list.data?.total ?? 0, page, onPageChange: setPage }}
            isFiltered={custCode !== ''}
            isLoading={list.isFetching}
            emptyState={custCode === '' ? <EmptyState type="noData" title={intl.formatMessage(messages.empty)} /> : undefined}
          />
        )}
      </div>
    </AreaFrame>
  );
}

/** /visit-form: the two kinds of visit form to choose between. */
export function VisitFormIndexPage() {
  const intl = useIntl();
  const localePath = useLocalePath();
  return (
    <AreaFrame title={intl.formatMessage(routeTitleMessages['route_title_visit-form'])}>
      <p>{intl.formatMessage(messages.choose)}</p>
      <div className="visit-form__kinds">
        <LinkButton href={localePath('/visit-form/polygon')}>{intl.formatMessage(routeTitleMessages['route_title_visit-form-polygon'])}</LinkButton>
        <LinkButton href={localePath('/visit-form/wim')}>{intl.formatMessage(routeTitleMessages['route_title_visit-form-wim'])}</LinkButton>
      </div>
    </AreaFrame>
  );
}
