import { meetsScopeRequirement, type Scope } from '../access/scopes';
import { firstFailure, maxLength, multilineText, notEmpty, required, type FieldMessage, type FieldRule } from '../forms/field-rules';

/**
 * The most characters (code points) one consumer voice message may have. The spec sets no limit; this keeps a
 * message to a few paragraphs and bounds what one request can store.
 */
export const CONSUMER_VOICE_MAX_LENGTH = 2000;

/**
 * The rules of the consumer voice notes (spec 000 §5): required, not blank, at most
 * {@link CONSUMER_VOICE_MAX_LENGTH} characters, and the multi-line text rule.
 */
export const CONSUMER_VOICE_RULES: readonly FieldRule[] = [required, notEmpty, maxLength(CONSUMER_VOICE_MAX_LENGTH), multilineText];

/** Why the consumer voice notes cannot be sent, or null when they can. */
export function consumerVoiceProblem(notes: string): FieldMessage | null {
  return firstFailure(notes, CONSUMER_VOICE_RULES);
}

/**
 * The notes as they are sent: each line break (CR LF, CR or LF) written as the two characters `\n`, as the
 * service expects a consumer voice message.
 */
export function escapeLineBreaks(notes: string): string {
  return notes.replace(/\r\n|\r|\n/g, '\\n');
}

/** The scope that opens the consumer voice entry and its dialog. */
export const CONSUMER_VOICE_SCOPE = 'consumer-voice.submit';

/** Whether the user may send consumer voice feedback: the profile menu entry and the dialog. */
export function consumerVoiceAllowed(scopes: readonly Scope[]): boolean {
  return meetsScopeRequirement(scopes, [CONSUMER_VOICE_SCOPE]);
}
