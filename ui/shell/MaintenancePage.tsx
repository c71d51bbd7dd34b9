import { defineMessages, useIntl } from 'react-intl';
import { LinkButton } from '../components/LinkButton';
import { useLocalePath } from '../i18n/portal-locale';

const messages = defineMessages({
  title: { id: 'maintenance_title', defaultMessage: 'The portal is under maintenance' },
  text: { id: 'maintenance_text', defaultMessage: 'You have been signed out. Please sign in again once the maintenance is over.' },
  signIn: { id: 'login_btn', defaultMessage: 'Login' },
});

/** Where the portal sends a session that a maintenance ended (/maintenance): what happened, and the way back to sign in. */
export function MaintenancePage() {
  const intl = useIntl();
  const localePath = useLocalePath();
  const title = intl.formatMessage(messages.title);
  return (
    <main className="full-container status-page">
      <title>{title}</title>
      <h1>{title}</h1>
      <p>{intl.formatMessage(messages.text)}</p>
      <LinkButton href={localePath('/login')}>{intl.formatMessage(messages.signIn)}</LinkButton>
    </main>
  );
}
