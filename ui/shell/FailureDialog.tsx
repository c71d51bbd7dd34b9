import { defineMessages, useIntl } from 'react-intl';
import { Button } from '../components/Button';
import { Dialog } from '../components/Dialog';
import { commonMessages } from '../i18n/common-messages';
import type { FailureMessage } from './connection-slice';

const messages = defineMessages({
  connection_error: { id: 'connection_error', defaultMessage: 'Connection error, please check your internet connection' },
  something_wrong: { id: 'something_wrong', defaultMessage: 'Something went wrong, please try again' },
});

/** The generic failure pop-up: a request failed in a way no page handles. */
export function FailureDialog({ failure, onRefresh }: { failure: FailureMessage | null; onRefresh: () => void }) {
  const intl = useIntl();
  return (
    <Dialog
      isOpen={failure !== null}
      role="alertdialog"
      tone="error"
      title={intl.formatMessage(messages[failure ?? 'something_wrong'])}
      actions={
        <Button onPress={onRefresh} autoFocus>
          {intl.formatMessage(commonMessages.refresh)}
        </Button>
      }
    />
  );
}
