import { Link } from 'react-aria-components';
import { useIntl } from 'react-intl';
import type { NewsItem } from '../../application/portal/news/ports';
import { useFormatDate } from '../i18n/use-formatters';
import { newsMessages } from './news-messages';
import { NewsPicture } from './NewsPicture';

/** One news item in the list: what its layout flags ask for, and a link to the whole item. */
export function NewsCard({ news, href }: { news: NewsItem; href: string }) {
  const intl = useIntl();
  const dates = useFormatDate();
  const { layout } = news;
  return (
    <article className="news-card" aria-labelledby={`news-card-${news.id}`}>
      {(news.image.length > 0 || layout.placeholderOnCard) && <NewsPicture image={news.image} sizes="(min-width: 64rem) 33vw, 100vw" />}
      <div className="news-card__text">
        <h2 id={`news-card-${news.id}`} className={layout.titleOnCard ? 'news-card__title' : 'visually-hidden'}>
          {news.title}
        </h2>
        {layout.subtitleOnCard && news.subtitle && <p className="news-card__subtitle">{news.subtitle}</p>}
        {layout.releasedonOnCard && <p className="news-card__date">{intl.formatMessage(newsMessages.releasedOn, { date: dates.date(news.validFrom) })}</p>}
        <Link className="news-card__link" href={href}>
          {intl.formatMessage(newsMessages.readMore, { title: news.title })}
        </Link>
        {layout.gotopdpOnCard && news.productLink && (
          <Link className="news-card__product" href={news.productLink}>
            {intl.formatMessage(newsMessages.goToProduct)}
          </Link>
        )}
      </div>
    </article>
  );
}
