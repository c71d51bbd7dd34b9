import { consumerVoiceProblem } from '../../../domain/feedback/consumer-voice';
import { ok, refused, type Result } from '../../../domain/shared/result';
import { userError } from '../../../domain/shared/user-error';
import type { Principal } from '../auth/ports';
import type { Clock } from '../shared/ports';
import type { ConsumerFeedbackRepository } from './ports';

/**
 * The portal once escaped line breaks as the two characters `\n` before sending; those become real line breaks
 * again, so both spellings of a multi-line message pass the text rule the same way.
 */
function unescapeLineBreaks(message: string): string {
  return message.replace(/\\r\\n|\\n|\\r/g, '\n');
}

/**
 * Stores a consumer voice message with the user, the customer the session acts for, the host and the time, once
 * it passes the consumer voice rules the portal checks too.
 */
export async function sendCustomerFeedback(
  deps: { feedback: ConsumerFeedbackRepository; clock: Clock },
  principal: Principal,
  request: { message: string; host: string },
): Promise<Result<void>> {
  const message = unescapeLineBreaks(request.message).trim();
  const problem = consumerVoiceProblem(message);
  if (problem) return refused(userError('message', problem.key, problem.values));
  await deps.feedback.add({ userId: principal.userId, customerCode: principal.activeCustomerCode, host: request.host, message, at: deps.clock.now() });
  return ok(undefined);
}
