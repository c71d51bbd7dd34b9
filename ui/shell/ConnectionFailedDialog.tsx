import { defineMessages, useIntl } from 'react-intl';
import { Button } from '../components/Button';
import { Dialog } from '../components/Dialog';
import { commonMessages } from '../i18n/common-messages';

const messages = defineMessages({
  connectionFailed: { id: 'connection_failed', defaultMessage: 'connection failed, please refresh' },
});

/** Shown when a request got no answer at all: only a reload can tell whether the portal is reachable again. */
export function ConnectionFailedDialog({ isOpen, onRefresh }: { isOpen: boolean; onRefresh: () => void }) {
  const intl = useIntl();
  return (
    <Dialog
      isOpen={isOpen}
      role="alertdialog"
      tone="error"
      title={intl.formatMessage(messages.connectionFailed)}
      actions={
        <Button onPress={onRefresh} autoFocus>
          {intl.formatMessage(commonMessages.refresh)}
        </Button>
      }
    />
  );
}
