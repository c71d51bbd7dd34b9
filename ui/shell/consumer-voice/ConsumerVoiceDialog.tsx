import { memo, useState, type FormEvent } from 'react';
import { Dialog, Form, Heading, Modal, ModalOverlay } from 'react-aria-components';
import { defineMessages, useIntl } from 'react-intl';
import { CONSUMER_VOICE_RULES } from '../../../domain/feedback/consumer-voice';
import { Button } from '../../components/Button';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { TextAreaField } from '../../components/TextAreaField';
import { formatFieldMessage } from '../../i18n/field-messages';
import { useAppDispatch, useAppSelector } from '../../store/hooks';
import { consumerVoiceClosed, selectConsumerVoiceOpen } from '../shell-slice';
import { consumerVoiceSubmitted } from './consumer-voice-thunks';
import '../shell-extras.css';

const messages = defineMessages({
  title: { id: 'consumer_voice', defaultMessage: 'Consumer Voice' },
  intro: { id: 'consumer_voice_intro', defaultMessage: 'Tell us what you think of our products and this portal.' },
  notes: { id: 'consumer_voice_notes', defaultMessage: 'Notes' },
  send: { id: 'consumer_voice_send', defaultMessage: 'SEND' },
  cancel: { id: 'consumer_voice_cancel', defaultMessage: 'Cancel' },
  confirm: { id: 'consumer_voice_confirm', defaultMessage: 'Send this feedback?' },
});

export interface ConsumerVoiceFormProps {
  isOpen: boolean;
  onClose: () => void;
  /** Sends confirmed notes; answers a rule message to show under the field when they were refused. */
  onSend: (notes: string) => Promise<string | null>;
  initialNotes?: string;
}

/**
 * The consumer voice dialog (spec 000 §2.11, §5): one required multi-line notes field under the text rule; SEND
 * asks for confirmation before the notes go out.
 */
export function ConsumerVoiceForm({ isOpen, onClose, onSend, initialNotes = '' }: ConsumerVoiceFormProps) {
  const intl = useIntl();
  const [notes, setNotes] = useState(initialNotes);
  const [confirming, setConfirming] = useState(false);
  const [sending, setSending] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setConfirming(true);
  };
  const send = async () => {
    setSending(true);
    try {
      setRefusal(await onSend(notes));
    } finally {
      setSending(false);
      setConfirming(false);
    }
  };
  const close = () => {
    if (sending) return;
    setRefusal(null);
    onClose();
  };

  return (
    <>
      <ModalOverlay
        isOpen={isOpen}
        isDismissable={!sending}
        isKeyboardDismissDisabled={sending || confirming}
        onOpenChange={(open) => {
          if (!open) close();
        }}
        className="dialog-overlay"
      >
        <Modal className="dialog consumer-voice">
          <Dialog className="dialog__body">
            <Heading slot="title" className="dialog__title">
              {intl.formatMessage(messages.title)}
            </Heading>
            <p className="consumer-voice__intro">{intl.formatMessage(messages.intro)}</p>
            <Form className="consumer-voice__form" validationBehavior="native" onSubmit={submit}>
              <TextAreaField
                label={intl.formatMessage(messages.notes)}
                name="notes"
                isRequired
                autoFocus
                rules={CONSUMER_VOICE_RULES}
                value={notes}
                onChange={(value) => {
                  setNotes(value);
                  setRefusal(null);
                }}
                errorMessage={refusal}
              />
              <div className="dialog__actions">
                <Button variant="secondary" onPress={close} isDisabled={sending}>
                  {intl.formatMessage(messages.cancel)}
                </Button>
                <Button type="submit" isPending={sending}>
                  {intl.formatMessage(messages.send)}
                </Button>
              </div>
            </Form>
          </Dialog>
        </Modal>
      </ModalOverlay>
      <ConfirmDialog isOpen={isOpen && confirming} title={intl.formatMessage(messages.confirm)} isPending={sending} onConfirm={() => void send()} onCancel={() => setConfirming(false)} />
    </>
  );
}

/** The consumer voice dialog of the shell: opened by consumerVoiceOpened (profile menu, drawer). */
export const ConsumerVoiceDialog = memo(function ConsumerVoiceDialog() {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const open = useAppSelector(selectConsumerVoiceOpen);
  return (
    <ConsumerVoiceForm
      // A fresh form each time the dialog opens.
      key={String(open)}
      isOpen={open}
      onClose={() => dispatch(consumerVoiceClosed())}
      onSend={async (notes) => {
        const outcome = await dispatch(consumerVoiceSubmitted(notes));
        return outcome.kind === 'invalid' ? formatFieldMessage(intl, outcome.message) : null;
      }}
    />
  );
});
