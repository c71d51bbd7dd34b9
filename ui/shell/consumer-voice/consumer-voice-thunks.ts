import type { ThunkAction, UnknownAction } from '@reduxjs/toolkit';
import { defineMessages } from 'react-intl';
import type { PortalUseCases } from '../../../application/portal/portal-use-cases';
import type { FieldMessage } from '../../../domain/forms/field-rules';
import { popupShown } from '../popups/popup-slice';
import { consumerVoiceClosed } from '../shell-slice';

export const consumerVoiceMessages = defineMessages({
  sent: { id: 'success_send_consumer_voice', defaultMessage: 'Thank you, your feedback has been sent' },
  failed: { id: 'failed_send_consumer_voice', defaultMessage: 'Failed to send your feedback, please try again' },
});

/** What became of a consumer voice submission: sent, refused by a field rule (nothing sent), or failed. */
export type ConsumerVoiceOutcome = { kind: 'sent' } | { kind: 'invalid'; message: FieldMessage } | { kind: 'failed' };

/**
 * Sends confirmed consumer voice notes: on success the dialog closes with a blue pop-up; when the service answers
 * user errors or the call fails, a red pop-up says so and the dialog stays open with the notes.
 */
export function consumerVoiceSubmitted(notes: string): ThunkAction<Promise<ConsumerVoiceOutcome>, unknown, PortalUseCases, UnknownAction> {
  return async (dispatch, _getState, { sendConsumerVoice }) => {
    const result = await sendConsumerVoice(notes);
    if (result.ok) {
      dispatch(consumerVoiceClosed());
      dispatch(popupShown({ tone: 'info', message: consumerVoiceMessages.sent }));
      return { kind: 'sent' };
    }
    if (result.error.kind === 'invalid') return { kind: 'invalid', message: result.error.message };
    dispatch(popupShown({ tone: 'error', message: consumerVoiceMessages.failed }));
    return { kind: 'failed' };
  };
}
