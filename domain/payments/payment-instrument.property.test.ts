import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { cardBrandOf, digitsOf, isRoutingNumber, passesLuhn } from './payment-instrument';

/** Card numbers are 12 to 19 digits long (ISO/IEC 7812). */
const CARD_LENGTH = { min: 12, max: 19 };
const digits = (minLength: number, maxLength: number) => fc.array(fc.integer({ min: 0, max: 9 }), { minLength, maxLength }).map((values) => values.join(''));

/** The check digit that makes a body pass the Luhn check. */
function withCheckDigit(body: string): string {
  for (let digit = 0; digit <= 9; digit += 1) if (passesLuhn(`${body}${digit}`)) return `${body}${digit}`;
  throw new Error('no check digit');
}

describe('payment instrument properties', () => {
  it('every body has exactly one Luhn check digit', () => {
    fc.assert(
      fc.property(digits(CARD_LENGTH.min - 1, CARD_LENGTH.max - 1), (body) => {
        const passing = Array.from({ length: 10 }, (_, digit) => passesLuhn(`${body}${digit}`)).filter(Boolean);
        expect(passing).toHaveLength(1);
      }),
    );
  });

  it('changing any one digit of a valid number breaks the Luhn check', () => {
    fc.assert(
      fc.property(digits(CARD_LENGTH.min - 1, CARD_LENGTH.max - 1), fc.nat(), fc.integer({ min: 1, max: 9 }), (body, at, shift) => {
        const number = withCheckDigit(body);
        const index = at % number.length;
        const changed = `${number.slice(0, index)}${(Number(number[index]) + shift) % 10}${number.slice(index + 1)}`;
        expect(passesLuhn(changed)).toBe(false);
      }),
    );
  });

  it('spaces and dashes between groups do not change the number', () => {
    fc.assert(
      fc.property(digits(CARD_LENGTH.min, CARD_LENGTH.max), fc.constantFrom(' ', '-'), (number, separator) => {
        const grouped = number.replace(/(\d{4})(?=\d)/g, `$1${separator}`);
        expect(digitsOf(grouped)).toBe(number);
        expect(cardBrandOf(digitsOf(grouped))).toBe(cardBrandOf(number));
      }),
    );
  });

  it('a routing number passes when its ABA checksum is a multiple of ten, and only then', () => {
    fc.assert(
      fc.property(digits(9, 9), (number) => {
        const d = [...number].map(Number);
        const checksum = 3 * (d[0]! + d[3]! + d[6]!) + 7 * (d[1]! + d[4]! + d[7]!) + (d[2]! + d[5]! + d[8]!);
        expect(isRoutingNumber(number)).toBe(checksum % 10 === 0);
      }),
    );
  });
});
