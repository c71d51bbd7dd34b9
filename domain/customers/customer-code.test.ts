import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { displayCustomerCode, SHORT_CODE_LENGTH } from './customer-code';

const codeCharacter = fc.constantFrom(...'0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ'.split(''));
const code = fc.array(codeCharacter, { minLength: 1, maxLength: 16 }).map((characters) => characters.join(''));

describe('displayCustomerCode', () => {
  it('shows long padded codes by their last six characters', () => {
    expect(displayCustomerCode('0000100001')).toBe('100001');
    expect(displayCustomerCode('I000000003')).toBe('000003');
    expect(displayCustomerCode('US20000001')).toBe('US20000001');
    expect(displayCustomerCode('012345')).toBe('012345');
  });

  it('always shows a suffix of the code, at most six characters for padded codes', () => {
    fc.assert(
      fc.property(code, (given) => {
        const shown = displayCustomerCode(given);
        expect(given.endsWith(shown)).toBe(true);
        if (/^[I0]/.test(given)) expect(shown.length).toBe(Math.min(given.length, SHORT_CODE_LENGTH));
        else expect(shown).toBe(given);
      }),
    );
  });
});
