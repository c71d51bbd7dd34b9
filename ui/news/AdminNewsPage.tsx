import { useState } from 'react';
import { useIntl } from 'react-intl';
import type { NewsItem } from '../../application/portal/news/ports';
import type { PageSize } from '../../domain/tables/paging';
import { AreaFrame } from '../components/AreaFrame';
import { Button } from '../components/Button';
import { COLUMN_WIDTHS } from '../components/column-widths';
import { DataTable, type DataTableColumn } from '../components/DataTable';
import { EmptyState } from '../components/EmptyState';
import { LinkButton } from '../components/LinkButton';
import { TextField } from '../components/TextField';
import { useLocalePath } from '../i18n/portal-locale';
import { useFormatDate } from '../i18n/use-formatters';
import { routeTitleMessages } from '../shell/navigation/route-title-messages';
import { useDeleteNewsMutation, useNewsListQuery, useRestoreNewsMutation } from './news-api';
import { newsAdminMessages } from './news-admin-messages';
import { newsMessages } from './news-messages';
import { LabelledCheckbox } from '../components/LabelledCheckbox';
import { NewsFeatureGate } from './NewsFeatureGate';
import './news.css';

const ADMIN_PAGE_SIZE: PageSize = 20;

function RowActions({ news }: { news: NewsItem }) {
  const intl = useIntl();
  const localePath = useLocalePath();
  const [remove, removing] = useDeleteNewsMutation();
  const [restore, restoring] = useRestoreNewsMutation();
  return (
    <div className="news-admin__actions">
      <LinkButton variant="secondary" href={localePath(`/admin/news/${news.id}/edit`)}>
        {intl.formatMessage(newsAdminMessages.edit, { title: news.title })}
      </LinkButton>
      {news.deletedAt === null ? (
        <Button variant="secondary" isDisabled={removing.isLoading} onPress={() => void remove(news.id)}>
          {intl.formatMessage(newsAdminMessages.delete, { title: news.title })}
        </Button>
      ) : (
        <Button variant="secondary" isDisabled={restoring.isLoading} onPress={() => void restore(news.id)}>
          {intl.formatMessage(newsAdminMessages.restore, { title: news.title })}
        </Button>
      )}
    </div>
  );
}

/** /admin/news: every news item, deleted ones too unless only valid news is asked for, with their changes. */
export function AdminNewsPage() {
  const intl = useIntl();
  const localePath = useLocalePath();
  const dates = useFormatDate();
  const [page, setPage] = useState(1);
  const [search, setSearch] = useState('');
  const [validOnly, setValidOnly] = useState(false);
  const list = useNewsListQuery({ page, limit: ADMIN_PAGE_SIZE, search, validOnly });
  const columns: DataTableColumn<NewsItem>[] = [
    { id: 'title', header: intl.formatMessage(newsAdminMessages.title), cell: (news) => news.title, isRowHeader: true, priority: 'essential', minWidth: COLUMN_WIDTHS.name },
    { id: 'markets', header: intl.formatMessage(newsAdminMessages.markets), cell: (news) => news.markets.map((market) => market.marketName).join(', '), priority: 'medium' },
    { id: 'validFrom', header: intl.formatMessage(newsAdminMessages.validFrom), cell: (news) => dates.date(news.validFrom), priority: 'high' },
    { id: 'validTo', header: intl.formatMessage(newsAdminMessages.validTo), cell: (news) => dates.date(news.validTo), priority: 'medium' },
    {
      id: 'state',
      header: intl.formatMessage(newsAdminMessages.state),
      cell: (news) => intl.formatMessage(news.deletedAt ? newsAdminMessages.deleted : newsAdminMessages.active),
      priority: 'high',
    },
    { id: 'actions', header: intl.formatMessage(newsAdminMessages.actions), cell: (news) => <RowActions news={news} />, priority: 'essential', minWidth: 260 },
  ];
  return (
    <AreaFrame
      title={intl.formatMessage(routeTitleMessages['route_title_admin-news'])}
      actions={<LinkButton href={localePath('/admin/news/create')}>{intl.formatMessage(newsAdminMessages.create)}</LinkButton>}
    >
      <NewsFeatureGate>
        <div className="news-admin__actions">
          <TextField label={intl.formatMessage(newsAdminMessages.search)} type="search" value={search} onChange={(value) => (setSearch(value), setPage(1))} />
          <LabelledCheckbox label={intl.formatMessage(newsAdminMessages.validOnly)} isSelected={validOnly} onChange={(value) => (setValidOnly(value), setPage(1))} />
        </div>
        {list.isError ? (
          <EmptyState type="custom" title={intl.formatMessage(newsMessages.listFailed)} action={<Button onPress={() => void list.refetch()}>{intl.formatMessage(newsMessages.tryAgain)}</Button>} />
        ) : (
          <DataTable
            label={intl.formatMessage(newsAdminMessages.table)}
            columns={columns}
            rows={list.data?.items ?? []}
            rowKey={(news) => news.id}
            rowLabel={(news) => news.title}
            isLoading={list.isLoading}
            paging={{ mode: 'server', total: list.data?.count ?? 0, page, onPageChange: setPage }}
          />
        )}
      </NewsFeatureGate>
    </AreaFrame>
  );
}
