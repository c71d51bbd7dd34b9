import { useState } from 'react';
import { useIntl } from 'react-intl';
import type { CustomerInquiryEntry } from '../../application/portal/customer-inquiry/ports';
import { AreaFrame } from '../components/AreaFrame';
import { Button } from '../components/Button';
import { COLUMN_WIDTHS } from '../components/column-widths';
import { DataTable, type DataTableColumn } from '../components/DataTable';
import { EmptyState } from '../components/EmptyState';
import { TextField } from '../components/TextField';
import { useFormatDate } from '../i18n/use-formatters';
import { routeTitleMessages } from '../shell/navigation/route-title-messages';
import { useCustomerInquiriesQuery } from './customer-inquiry-api';
import { inquiryMessages } from './customer-inquiry-messages';

const PAGE_SIZE = 20;

/** /admin/customer-inquiries: the prospects' inquiries, newest first, for those who set up dealer accounts. */
export function AdminCustomerInquiriesPage() {
  const intl = useIntl();
  const dates = useFormatDate();
  const [page, setPage] = useState(1);
  const [search, setSearch] = useState('');
  const list = useCustomerInquiriesQuery({ page, limit: PAGE_SIZE, search });
  const columns: DataTableColumn<CustomerInquiryEntry>[] = [
    { id: 'received', header: intl.formatMessage(inquiryMessages.received), cell: (item) => dates.dateTime(item.createdAt), priority: 'high', minWidth: COLUMN_WIDTHS.dateTime },
    { id: 'name', header: intl.formatMessage(inquiryMessages.name), cell: (item) => item.custName, isRowHeader: true, priority: 'essential', minWidth: COLUMN_WIDTHS.name },
    { id: 'contact', header: intl.formatMessage(inquiryMessages.contact), cell: (item) => `${item.custEmail} · ${item.custPhone}`, priority: 'high', minWidth: 220 },
    { id: 'place', header: intl.formatMessage(inquiryMessages.place), cell: (item) => `${item.custCity}, ${item.custState}, ${item.custCountry}`, priority: 'medium', minWidth: 180 },
    { id: 'reason', header: intl.formatMessage(inquiryMessages.reason), cell: (item) => item.reason, priority: 'low', minWidth: 220 },
    { id: 'goal', header: intl.formatMessage(inquiryMessages.goal), cell: (item) => item.goal, priority: 'low', minWidth: 220 },
  ];
  return (
    <AreaFrame title={intl.formatMessage(routeTitleMessages['route_title_admin-customer-inquiries'])}>
      <TextField label={intl.formatMessage(inquiryMessages.listSearch)} type="search" value={search} onChange={(value) => (setSearch(value), setPage(1))} />
      {list.isError ? (
        <EmptyState type="custom" title={intl.formatMessage(inquiryMessages.listFailed)} action={<Button onPress={() => void list.refetch()}>{intl.formatMessage(inquiryMessages.tryAgain)}</Button>} />
      ) : (
        <DataTable
          label={intl.formatMessage(inquiryMessages.listTable)}
          columns={columns}
          rows={list.data?.items ?? []}
          rowKey={(item) => item.id}
          rowLabel={(item) => item.custName}
          isLoading={list.isLoading}
          paging={{ mode: 'server', total: list.data?.count ?? 0, page, onPageChange: setPage }}
        />
      )}
    </AreaFrame>
  );
}
