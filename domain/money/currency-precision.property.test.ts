import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { currencyPrecision } from './currency-precision';

/** Configured precisions as hosts set them: none to four decimals. */
const MAX_CONFIGURED_DECIMALS = 4;
const currency = fc.constantFrom('IDR', 'SGD', 'USD', 'JPY', 'EUR', 'KWD', 'XXX');
const configured = fc.dictionary(currency, fc.integer({ min: 0, max: MAX_CONFIGURED_DECIMALS }));

describe('currencyPrecision', () => {
  it('answers the configured precision wherever one is configured', () => {
    fc.assert(
      fc.property(currency, fc.integer({ min: 0, max: MAX_CONFIGURED_DECIMALS }), configured, (code, decimals, others) => {
        expect(currencyPrecision(code, { ...others, [code]: decimals })).toBe(decimals);
      }),
    );
  });

  it('does not depend on the precisions of other currencies', () => {
    fc.assert(
      fc.property(currency, configured, (code, others) => {
        const own = Object.hasOwn(others, code) ? { [code]: others[code]! } : {};
        expect(currencyPrecision(code, others)).toBe(currencyPrecision(code, own));
      }),
    );
  });

  it('is a whole number of decimals, never negative', () => {
    fc.assert(
      fc.property(currency, configured, (code, precisions) => {
        const decimals = currencyPrecision(code, precisions);
        expect(Number.isInteger(decimals) && decimals >= 0).toBe(true);
      }),
    );
  });
});
