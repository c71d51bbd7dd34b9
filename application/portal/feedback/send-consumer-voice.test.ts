import { describe, expect, it } from 'vitest';
import { FeedbackGatewayInMemory } from './testing/feedback-gateway.in-memory';
import { createSendConsumerVoice } from './send-consumer-voice';

describe('send consumer voice', () => {
  it('sends the notes with their line breaks escaped', async () => {
    const gateway = new FeedbackGatewayInMemory();

    const result = await createSendConsumerVoice({ gateway })('Great bikes.\nSlow delivery.\n');

    expect(result).toEqual({ ok: true, value: undefined });
    expect(gateway.sent).toEqual(['Great bikes.\\nSlow delivery.']);
  });

  it('sends nothing when the notes break a rule', async () => {
    const gateway = new FeedbackGatewayInMemory();
    const send = createSendConsumerVoice({ gateway });

    expect(await send('  ')).toEqual({ ok: false, error: { kind: 'invalid', message: { key: 'required' } } });
    expect(await send('Call me on 0812')).toEqual({ ok: false, error: { kind: 'invalid', message: { key: 'valid_text' } } });
    expect(gateway.sent).toEqual([]);
  });

  it('reports user errors as refused and a failed call as failed', async () => {
    const refused = new FeedbackGatewayInMemory({ accepted: false, userErrors: [{ field: ['message'], message: 'valid_text' }] });
    const broken = new FeedbackGatewayInMemory(new TypeError('Failed to fetch'));

    expect(await createSendConsumerVoice({ gateway: refused })('Fine')).toEqual({ ok: false, error: { kind: 'refused' } });
    expect(await createSendConsumerVoice({ gateway: broken })('Fine')).toEqual({ ok: false, error: { kind: 'failed' } });
  });
});
