import { defineMessages, useIntl } from 'react-intl';
import notFoundImage from '../assets/page-not-found.svg';
import { LinkButton } from '../components/LinkButton';
import { commonMessages } from '../i18n/common-messages';
import { useLocalePath } from '../i18n/portal-locale';

const messages = defineMessages({
  header: { id: 'page_404_header', defaultMessage: 'This page could not be found' },
});

/** The page of an unknown address, shown to anyone, signed in or not, on the full-width layout. */
export function NotFoundPage() {
  const intl = useIntl();
  const localePath = useLocalePath();
  const header = intl.formatMessage(messages.header);
  return (
    <main className="full-container status-page">
      <title>{header}</title>
      <img className="status-page__image" src={notFoundImage} alt="" width={375} />
      <h1>{header}</h1>
      <LinkButton href={localePath()}>{intl.formatMessage(commonMessages.homePage)}</LinkButton>
    </main>
  );
}
