import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CONSUMER_VOICE_MAX_LENGTH, consumerVoiceProblem } from './consumer-voice';

/** Characters the multi-line text rule allows besides letters. */
const ALLOWED_MARKS = [' ', '-', '.', ',', '/', '&', ':', '\n'];
const allowedCharacter = fc.oneof(fc.constantFrom(...'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZéüßçñ'.split('')), fc.constantFrom(...ALLOWED_MARKS));

describe('consumer voice rule', () => {
  it('accepts every message of allowed characters with a letter, up to the maximum length', () => {
    fc.assert(
      fc.property(fc.string({ unit: allowedCharacter, maxLength: CONSUMER_VOICE_MAX_LENGTH - 1 }), (text) => {
        expect(consumerVoiceProblem(`a${text}`)).toBeNull();
      }),
    );
  });

  it('refuses every message that holds a digit', () => {
    fc.assert(
      fc.property(fc.string({ unit: allowedCharacter, maxLength: 50 }), fc.integer({ min: 0, max: 9 }), (text, digit) => {
        expect(consumerVoiceProblem(`a${text}${digit}`)).toEqual({ key: 'valid_text' });
      }),
    );
  });

  it('refuses every message longer than the maximum, naming the maximum, whatever its characters', () => {
    fc.assert(
      fc.property(fc.string({ unit: allowedCharacter, minLength: 1, maxLength: 20 }), (extra) => {
        const tooLong = 'é'.repeat(CONSUMER_VOICE_MAX_LENGTH) + extra;
        expect(consumerVoiceProblem(tooLong)).toEqual({ key: 'max_characters', values: { max: CONSUMER_VOICE_MAX_LENGTH } });
      }),
    );
  });
});
