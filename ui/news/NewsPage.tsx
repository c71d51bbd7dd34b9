import { useState, type CSSProperties } from 'react';
import { useIntl } from 'react-intl';
import type { PageSize } from '../../domain/tables/paging';
import { AreaFrame } from '../components/AreaFrame';
import { Button } from '../components/Button';
import { EmptyState } from '../components/EmptyState';
import { Pagination } from '../components/Pagination';
import { Spinner } from '../components/Spinner';
import { commonMessages } from '../i18n/common-messages';
import { useLocalePath } from '../i18n/portal-locale';
import { ContentMarketGate } from '../content/ContentMarketGate';
import { routeTitleMessages } from '../shell/navigation/route-title-messages';
import { useNewsListQuery } from './news-api';
import { newsMessages } from './news-messages';
import { NewsCard } from './NewsCard';
import { NewsFeatureGate } from './NewsFeatureGate';
import './news.css';

/** News cards per page: the larger of the list sizes, five lines of four or so. */
const NEWS_PAGE_SIZE: PageSize = 20;

function NewsList() {
  const intl = useIntl();
  const localePath = useLocalePath();
  const [page, setPage] = useState(1);
  const list = useNewsListQuery({ page, limit: NEWS_PAGE_SIZE, validOnly: true });
  if (list.isLoading) return <Spinner label={intl.formatMessage(commonMessages.loading)} />;
  if (!list.data) {
    return <EmptyState type="custom" title={intl.formatMessage(newsMessages.listFailed)} action={<Button onPress={() => void list.refetch()}>{intl.formatMessage(newsMessages.tryAgain)}</Button>} />;
  }
  if (list.data.items.length === 0) return <EmptyState type="noData" title={intl.formatMessage(newsMessages.empty)} />;
  const perLine = list.data.items[0]!.itemPerLine;
  return (
    <>
      <div className="news-grid" style={{ '--news-per-line': perLine } as CSSProperties}>
        {list.data.items.map((news) => (
          <NewsCard key={news.id} news={news} href={localePath(`/news/${news.id}`)} />
        ))}
      </div>
      {list.data.count > NEWS_PAGE_SIZE && <Pagination page={page} pageSize={NEWS_PAGE_SIZE} total={list.data.count} onPageChange={setPage} />}
    </>
  );
}

/** /news: the news valid now of the reader's markets, as cards. */
export function NewsPage() {
  const intl = useIntl();
  return (
    <AreaFrame title={intl.formatMessage(routeTitleMessages.route_title_news)}>
      <NewsFeatureGate>
        <ContentMarketGate pageType="news">
          <NewsList />
        </ContentMarketGate>
      </NewsFeatureGate>
    </AreaFrame>
  );
}
