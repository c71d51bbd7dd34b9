import { defineMessages } from 'react-intl';
import { messageDescriptors } from '../i18n/message-descriptors';

/** The texts of the news pages, readers' and administrators'. */
export const newsMessages = messageDescriptors(
  defineMessages({
  listFailed: { id: 'news_list_failed', defaultMessage: 'The news could not be loaded.' },
  itemFailed: { id: 'news_item_failed', defaultMessage: 'This news item could not be loaded.' },
  notFound: { id: 'news_not_found', defaultMessage: 'This news item is not available.' },
  notFoundText: { id: 'news_not_found_text', defaultMessage: 'It may have expired or be meant for another market.' },
  empty: { id: 'news_empty', defaultMessage: 'There is no news for you right now.' },
  releasedOn: { id: 'news_released_on', defaultMessage: 'Released on {date}' },
  readMore: { id: 'news_read_more', defaultMessage: 'Read {title}' },
  backToNews: { id: 'news_back', defaultMessage: 'Back to the news' },
  resolutions: { id: 'news_resolutions', defaultMessage: 'Download the picture' },
  resolution: { id: 'news_resolution', defaultMessage: '{name} ({width} px wide)' },
  goToProduct: { id: 'news_go_to_product', defaultMessage: 'Go to product' },
  tryAgain: { id: 'news_try_again', defaultMessage: 'Try again' },
  featureOff: { id: 'news_feature_off', defaultMessage: 'News is not offered on this portal.' },
  }),
);

/** The names of the picture sizes (domain/news/news-image.ts). */
export const resolutionMessages = defineMessages({
  small: { id: 'news_resolution_small', defaultMessage: 'Small' },
  medium: { id: 'news_resolution_medium', defaultMessage: 'Medium' },
  large: { id: 'news_resolution_large', defaultMessage: 'Large' },
});
