import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { BLOCKED_REASONS, blockedReasonKey, creditColour, usesOpenToBuyWording } from './credit-display';

const reason = fc.option(fc.oneof(fc.constantFrom(...BLOCKED_REASONS), fc.string({ maxLength: 12 })), { nil: null });
const companies = fc.array(fc.record({ reasonBlocked: reason }), { maxLength: 5 });

describe('credit display', () => {
  it('knows the four blocked reasons and shows nothing for any other value', () => {
    expect(BLOCKED_REASONS.map((known) => blockedReasonKey(known))).toEqual(['limit_exceeded', 'overdue_over_limit', 'oldest_ar_blocked', 'other_company_blocked']);
    expect(blockedReasonKey('something_else')).toBeNull();
    expect(blockedReasonKey(null)).toBeNull();
  });

  it('is red exactly when a company has a block reason, and uncoloured when the display is off', () => {
    fc.assert(
      fc.property(companies, (given) => {
        expect(creditColour(given, false)).toBeNull();
        expect(creditColour(given, true)).toBe(given.some((company) => company.reasonBlocked) ? 'red' : 'green');
      }),
    );
  });

  it('says Open to Buy only on listed hosts, ignoring case', () => {
    expect(usesOpenToBuyWording('127.0.0.1', ['127.0.0.1'])).toBe(true);
    expect(usesOpenToBuyWording('Dealers.Example', ['dealers.example'])).toBe(true);
    expect(usesOpenToBuyWording('localhost', ['127.0.0.1'])).toBe(false);
  });
});
