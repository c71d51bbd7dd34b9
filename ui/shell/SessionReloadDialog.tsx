import { useEffect } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import { Dialog } from '../components/Dialog';
import { Spinner } from '../components/Spinner';
import { commonMessages } from '../i18n/common-messages';

const messages = defineMessages({
  title: { id: 'session_changed', defaultMessage: 'Your session changed' },
});

/** Shown while the page reloads because the stored session now belongs to another user or customer. */
export function SessionReloadDialog({ isOpen, onReload }: { isOpen: boolean; onReload: () => void }) {
  const intl = useIntl();
  useEffect(() => {
    if (isOpen) onReload();
  }, [isOpen, onReload]);
  return (
    <Dialog isOpen={isOpen} title={intl.formatMessage(messages.title)}>
      <Spinner label={intl.formatMessage(commonMessages.loading)} />
    </Dialog>
  );
}
