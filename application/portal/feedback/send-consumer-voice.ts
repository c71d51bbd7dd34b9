import { consumerVoiceProblem, escapeLineBreaks } from '../../../domain/feedback/consumer-voice';
import type { FieldMessage } from '../../../domain/forms/field-rules';
import { err, ok, type Result } from '../../../domain/shared/result';
import type { FeedbackGateway } from './ports';

/**
 * Why consumer voice notes were not sent: they break a field rule (nothing was sent), the service refused them
 * with user errors, or the call failed.
 */
export type ConsumerVoiceError = { kind: 'invalid'; message: FieldMessage } | { kind: 'refused' } | { kind: 'failed' };

/** Sends consumer voice notes (spec 000 §2.11, §5): checked by the notes rules, line breaks escaped. */
export type SendConsumerVoice = (notes: string) => Promise<Result<void, ConsumerVoiceError>>;

export function createSendConsumerVoice(deps: { gateway: FeedbackGateway }): SendConsumerVoice {
  return async (notes) => {
    const problem = consumerVoiceProblem(notes);
    if (problem) return err({ kind: 'invalid', message: problem });
    try {
      const answer = await deps.gateway.sendCustomerFeedback(escapeLineBreaks(notes.trim()));
      return answer.accepted ? ok(undefined) : err({ kind: 'refused' });
    } catch {
      return err({ kind: 'failed' });
    }
  };
}
