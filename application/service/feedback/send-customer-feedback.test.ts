import { describe, expect, it } from 'vitest';
import { refused } from '../../../domain/shared/result';
import { userError } from '../../../domain/shared/user-error';
import { ClockInMemory } from '../auth/testing/in-memory-auth';
import { givenPrincipal } from '../shared/testing/principals';
import { CONSUMER_VOICE_MAX_LENGTH } from '../../../domain/feedback/consumer-voice';
import { sendCustomerFeedback } from './send-customer-feedback';
import { ConsumerFeedbackRepositoryInMemory } from './testing/in-memory-feedback';

function givenFeedbackChannel() {
  return { feedback: new ConsumerFeedbackRepositoryInMemory(), clock: new ClockInMemory(new Date('2026-11-22T08:00:00Z')) };
}

describe('send customer feedback', () => {
  it('given a multi-line message, when it is sent, then it is stored trimmed with user, customer, host and time', async () => {
    const deps = givenFeedbackChannel();
    const outcome = await sendCustomerFeedback(deps, givenPrincipal(), { message: '  Great service.\nFast delivery, thanks:  ', host: 'localhost' });
    expect(outcome).toEqual({ ok: true, value: undefined });
    expect(deps.feedback.stored).toEqual([
      { userId: 'u-dealer', customerCode: '0000100001', host: 'localhost', message: 'Great service.\nFast delivery, thanks:', at: new Date('2026-11-22T08:00:00Z') },
    ]);
  });

  it('given line breaks escaped as backslash-n, when the message is sent, then they are stored as line breaks', async () => {
    const deps = givenFeedbackChannel();
    await sendCustomerFeedback(deps, givenPrincipal({ activeCustomerCode: null }), { message: 'First line\\nSecond line', host: 'localhost' });
    expect(deps.feedback.stored[0]).toMatchObject({ message: 'First line\nSecond line', customerCode: null });
  });

  it.each([
    ['', userError('message', 'required')],
    [' \n\t ', userError('message', 'required')],
    ['Order 42 is late', userError('message', 'valid_text')],
    ['<script>alert(1)</script>', userError('message', 'valid_text')],
    ['a'.repeat(CONSUMER_VOICE_MAX_LENGTH + 1), userError('message', 'max_characters', { max: CONSUMER_VOICE_MAX_LENGTH })],
  ])('given the message %j, when it is sent, then it is refused on the message field and nothing is stored', async (message, expected) => {
    const deps = givenFeedbackChannel();
    expect(await sendCustomerFeedback(deps, givenPrincipal(), { message, host: 'localhost' })).toEqual(refused(expected));
    expect(deps.feedback.stored).toHaveLength(0);
  });

  it('accepts a message of exactly the maximum length, counting characters rather than code units', async () => {
    const deps = givenFeedbackChannel();
    expect(await sendCustomerFeedback(deps, givenPrincipal(), { message: 'é'.repeat(CONSUMER_VOICE_MAX_LENGTH), host: 'localhost' })).toEqual({ ok: true, value: undefined });
  });
});
