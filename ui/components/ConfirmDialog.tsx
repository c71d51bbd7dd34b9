import { Dialog as AriaDialog, Heading, Modal, ModalOverlay } from 'react-aria-components';
import { defineMessages, useIntl } from 'react-intl';
import { Button } from './Button';

const messages = defineMessages({
  confirm: { id: 'confirm_yes_btn', defaultMessage: 'Yes' },
  cancel: { id: 'confirm_cancel_btn', defaultMessage: 'Cancel' },
});

export interface ConfirmDialogProps {
  isOpen: boolean;
  /** The question, e.g. "Send this feedback?". */
  title: string;
  message?: string;
  confirmLabel?: string;
  cancelLabel?: string;
  /** The confirmed action is running: the confirm button is busy and nothing closes the dialog. */
  isPending?: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

/** Asks the person to confirm an action before it runs; Escape and Cancel answer no. */
export function ConfirmDialog({ isOpen, title, message, confirmLabel, cancelLabel, isPending = false, onConfirm, onCancel }: ConfirmDialogProps) {
  const intl = useIntl();
  return (
    <ModalOverlay
      isOpen={isOpen}
      isDismissable={false}
      isKeyboardDismissDisabled={isPending}
      onOpenChange={(open) => {
        if (!open) onCancel();
      }}
      className="dialog-overlay"
    >
      <Modal className="dialog">
        <AriaDialog role="alertdialog" className="dialog__body">
          <Heading slot="title" className="dialog__title">
            {title}
          </Heading>
          {message && <p>{message}</p>}
          <div className="dialog__actions">
            <Button variant="secondary" onPress={onCancel} isDisabled={isPending}>
              {cancelLabel ?? intl.formatMessage(messages.cancel)}
            </Button>
            <Button onPress={onConfirm} isPending={isPending} autoFocus>
              {confirmLabel ?? intl.formatMessage(messages.confirm)}
            </Button>
          </div>
        </AriaDialog>
      </Modal>
    </ModalOverlay>
  );
}
