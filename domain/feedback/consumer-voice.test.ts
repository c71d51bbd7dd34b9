import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { consumerVoiceAllowed, consumerVoiceProblem, escapeLineBreaks } from './consumer-voice';

/** Most lines drawn for a message. */
const MAX_LINES = 6;

describe('consumer voice notes', () => {
  it('are required, not blank, and pass the multi-line text rule', () => {
    expect(consumerVoiceProblem('')).toEqual({ key: 'required' });
    expect(consumerVoiceProblem('   \n ')).toEqual({ key: 'required' });
    expect(consumerVoiceProblem('Great bikes, slow delivery.\nPlease call me.')).toBeNull();
    expect(consumerVoiceProblem('Call 0812 now!')).toEqual({ key: 'valid_text' });
  });

  it('have their line breaks escaped before sending', () => {
    expect(escapeLineBreaks('one\ntwo\r\nthree\rfour')).toBe('one\\ntwo\\nthree\\nfour');
  });

  it('once escaped hold no line break, and as many \\n as there were lines less one', () => {
    fc.assert(
      fc.property(fc.array(fc.stringMatching(/^[a-z ,.]*$/), { minLength: 1, maxLength: MAX_LINES }), fc.constantFrom('\n', '\r\n', '\r'), (lines, lineBreak) => {
        const escaped = escapeLineBreaks(lines.join(lineBreak));
        expect(escaped).not.toMatch(/[\r\n]/);
        expect(escaped.split('\\n')).toEqual(lines);
      }),
    );
  });
});

describe('consumer voice access', () => {
  it('is open with its scope only', () => {
    expect(consumerVoiceAllowed(['consumer-voice.submit'])).toBe(true);
    expect(consumerVoiceAllowed(['profile.update'])).toBe(false);
  });
});
