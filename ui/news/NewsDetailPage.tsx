import { Link } from 'react-aria-components';
import { useIntl } from 'react-intl';
import type { NewsItem } from '../../application/portal/news/ports';
import { AreaFrame } from '../components/AreaFrame';
import { Button } from '../components/Button';
import { EmptyState } from '../components/EmptyState';
import { Spinner } from '../components/Spinner';
import { ContentMarketGate } from '../content/ContentMarketGate';
import { commonMessages } from '../i18n/common-messages';
import { useLocalePath } from '../i18n/portal-locale';
import { useFormatDate } from '../i18n/use-formatters';
import { useCurrentRoute } from '../shell/current-route';
import { routeTitleMessages } from '../shell/navigation/route-title-messages';
import { useNewsItemQuery } from './news-api';
import { newsMessages, resolutionMessages } from './news-messages';
import { NewsFeatureGate } from './NewsFeatureGate';
import { NewsPicture } from './NewsPicture';
import './news.css';

function NewsArticle({ news }: { news: NewsItem }) {
  const intl = useIntl();
  const dates = useFormatDate();
  return (
    <article className="news-article" aria-labelledby="news-article-title">
      <h2 id="news-article-title" className="news-article__title">
        {news.title}
      </h2>
      {news.subtitle && <p className="news-article__subtitle">{news.subtitle}</p>}
      <p className="news-card__date">{intl.formatMessage(newsMessages.releasedOn, { date: dates.date(news.validFrom) })}</p>
      {news.image.length > 0 && <NewsPicture image={news.image} sizes="(min-width: 64rem) 60rem, 100vw" />}
      {/* The service sanitises the body before it stores it (application/service/news/news-admin.ts). */}
      <div className="news-article__body" dangerouslySetInnerHTML={{ __html: news.body }} />
      {news.layout.resolutionOnCard && news.image.length > 0 && (
        <nav aria-label={intl.formatMessage(newsMessages.resolutions)} className="news-article__resolutions">
          <ul>
            {news.image.map((size) => (
              <li key={size.name}>
                <Link href={size.url} target="_blank" rel="noopener">
                  {intl.formatMessage(newsMessages.resolution, { name: intl.formatMessage(resolutionMessages[size.name as keyof typeof resolutionMessages]), width: size.width })}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      )}
      {news.layout.gotopdpOnCard && news.productLink && <Link href={news.productLink}>{intl.formatMessage(newsMessages.goToProduct)}</Link>}
    </article>
  );
}

function NewsDetail({ id }: { id: string }) {
  const intl = useIntl();
  const item = useNewsItemQuery(id);
  if (item.isLoading) return <Spinner label={intl.formatMessage(commonMessages.loading)} />;
  if (item.isError) {
    return <EmptyState type="custom" title={intl.formatMessage(newsMessages.itemFailed)} action={<Button onPress={() => void item.refetch()}>{intl.formatMessage(newsMessages.tryAgain)}</Button>} />;
  }
  if (!item.data) return <EmptyState type="custom" title={intl.formatMessage(newsMessages.notFound)} description={intl.formatMessage(newsMessages.notFoundText)} />;
  return <NewsArticle news={item.data} />;
}

/** /news/{id}: one news item in full. */
export function NewsDetailPage() {
  const intl = useIntl();
  const localePath = useLocalePath();
  const id = useCurrentRoute()?.params.id ?? '';
  return (
    <AreaFrame title={intl.formatMessage(routeTitleMessages['route_title_news-id'])} actions={<Link href={localePath('/news')}>{intl.formatMessage(newsMessages.backToNews)}</Link>}>
      <NewsFeatureGate>
        <ContentMarketGate pageType="news">
          <NewsDetail id={id} />
        </ContentMarketGate>
      </NewsFeatureGate>
    </AreaFrame>
  );
}
