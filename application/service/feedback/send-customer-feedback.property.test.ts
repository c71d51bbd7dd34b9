import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { FEEDBACK_MAX_LENGTH, feedbackMessageProblem } from './send-customer-feedback';

/** Characters the multi-line text rule allows besides letters. */
const ALLOWED_MARKS = [' ', '-', '.', ',', '/', '&', ':', '\n'];
const allowedCharacter = fc.oneof(fc.constantFrom(...'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZéüßçñ'.split('')), fc.constantFrom(...ALLOWED_MARKS));

describe('feedback message rule', () => {
  it('accepts every message of allowed characters with a letter, up to the maximum length', () => {
    fc.assert(
      fc.property(fc.string({ unit: allowedCharacter, maxLength: FEEDBACK_MAX_LENGTH - 1 }), (text) => {
        expect(feedbackMessageProblem(`a${text}`)).toBeNull();
      }),
    );
  });

  it('refuses every message that holds a digit', () => {
    fc.assert(
      fc.property(fc.string({ unit: allowedCharacter, maxLength: 50 }), fc.integer({ min: 0, max: 9 }), (text, digit) => {
        expect(feedbackMessageProblem(`a${text}${digit}`)).toBe('valid_text');
      }),
    );
  });
});
