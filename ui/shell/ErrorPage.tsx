import { useEffect } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import { useRouteError } from 'react-router';
import { LinkButton } from '../components/LinkButton';
import { useLocalePath } from '../i18n/portal-locale';
import { commonMessages } from '../i18n/common-messages';

const messages = defineMessages({
  header: { id: 'error_page_header', defaultMessage: 'An error occurred while showing the error page' },
});

/** What a page that failed to render leaves on screen: the failure and a way home. */
export function ErrorPage() {
  const intl = useIntl();
  const localePath = useLocalePath();
  const header = intl.formatMessage(messages.header);
  return (
    <main className="full-container status-page">
      <title>{header}</title>
      <h1>{header}</h1>
      <LinkButton href={localePath()}>{intl.formatMessage(commonMessages.homePage)}</LinkButton>
    </main>
  );
}

/** The route's error element: logs what broke, then shows the error page. */
export function RouteErrorPage() {
  const error = useRouteError();
  useEffect(() => {
    console.error('a page failed to render', error);
  }, [error]);
  return <ErrorPage />;
}
