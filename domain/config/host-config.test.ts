import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { completeHostConfig, HOST_CONFIG_DEFAULTS } from './host-config';

const identity = { host: 'localhost', brandName: 'Velocita', sorg: 'ID01', webTitle: 'Velocita Dealer Portal' };

describe('completeHostConfig', () => {
  it('fills the spec defaults for everything a host leaves out', () => {
    const config = completeHostConfig(identity, {});
    expect(config).toMatchObject({ dateFormat: 'DD MMM YYYY', timeFormat: 'HH:mm:ss', stockDisplay: 'cumulative', catalogDefaultView: 'group', itemViewQuota: 10, modelViewQuota: 12 });
    expect(config.currency.decimalPrecision).toBe(0);
  });

  it('keeps what the host sets, field by field, also inside the currency block', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 4 }), fc.string({ minLength: 1, maxLength: 3 }), fc.boolean(), (precision, symbol, maskStock) => {
        const config = completeHostConfig(identity, { currency: { decimalPrecision: precision, symbol }, maskStock });
        expect(config.currency).toEqual({ ...HOST_CONFIG_DEFAULTS.currency, decimalPrecision: precision, symbol });
        expect(config.maskStock).toBe(maskStock);
        expect(config.host).toBe(identity.host);
      }),
    );
  });
});
