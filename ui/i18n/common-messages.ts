import { defineMessages } from 'react-intl';

/** Messages several views share, defined once so their text cannot drift apart. */
export const commonMessages = defineMessages({
  loading: { id: 'loading', defaultMessage: 'Loading…' },
  refresh: { id: 'refresh_btn', defaultMessage: 'Refresh' },
  homePage: { id: 'home_page_btn', defaultMessage: 'Go to home page' },
});
