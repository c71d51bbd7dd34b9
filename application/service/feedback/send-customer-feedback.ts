import { multilineText, notEmpty, type FieldMessageKey } from '../../../domain/forms/field-rules';
import { err, ok, type Result } from '../../../domain/shared/result';
import type { Principal } from '../auth/ports';
import type { Clock } from '../shared/ports';
import type { ConsumerFeedbackRepository } from './ports';

/**
 * The most characters (code points) one consumer voice message may have. The spec sets no limit; this keeps a
 * message to a few paragraphs and bounds what one request can store.
 */
export const FEEDBACK_MAX_LENGTH = 2000;

export type FeedbackError = Extract<FieldMessageKey, 'required' | 'valid_text'> | 'max_characters';

/**
 * The portal once escaped line breaks as the two characters `\n` before sending; those become real line breaks
 * again, so both spellings of a multi-line message pass the text rule the same way.
 */
function unescapeLineBreaks(message: string): string {
  return message.replace(/\\r\\n|\\n|\\r/g, '\n');
}

/**
 * Why a consumer voice message is refused, or null: it is required (non-empty once trimmed), at most
 * {@link FEEDBACK_MAX_LENGTH} characters, and passes the multi-line text rule (letters, space, dash, dot,
 * comma, slash, ampersand, colon and line breaks).
 */
export function feedbackMessageProblem(message: string): FeedbackError | null {
  if (notEmpty(message)) return 'required';
  if ([...message].length > FEEDBACK_MAX_LENGTH) return 'max_characters';
  return multilineText(message) ? 'valid_text' : null;
}

/** Stores a consumer voice message with the user, the customer the session acts for, the host and the time. */
export async function sendCustomerFeedback(
  deps: { feedback: ConsumerFeedbackRepository; clock: Clock },
  principal: Principal,
  request: { message: string; host: string },
): Promise<Result<void, FeedbackError>> {
  const message = unescapeLineBreaks(request.message).trim();
  const problem = feedbackMessageProblem(message);
  if (problem) return err(problem);
  await deps.feedback.add({ userId: principal.userId, customerCode: principal.activeCustomerCode, host: request.host, message, at: deps.clock.now() });
  return ok(undefined);
}
