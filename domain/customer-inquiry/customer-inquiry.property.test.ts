import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { checkCustomerInquiry, INQUIRY_RATE_LIMIT, judgeInquiryRate } from './customer-inquiry';
import { exampleInquiry } from './testing/example-inquiry';

const HOUR = INQUIRY_RATE_LIMIT.windowMs;
/** Earlier inquiries within three windows before now, so some are in the window and some are not. */
const earlier = (now: number) => fc.array(fc.integer({ min: now - 3 * HOUR, max: now }), { maxLength: 8 });

describe('customer inquiry properties', () => {
  it('an accepted inquiry never leaves more than the limit within any window', () => {
    const now = 100 * HOUR;
    fc.assert(
      fc.property(earlier(now), (times) => {
        if (judgeInquiryRate(times, now).allowed) {
          expect(times.filter((at) => now - at < HOUR).length + 1).toBeLessThanOrEqual(INQUIRY_RATE_LIMIT.maxPerWindow);
        }
      }),
    );
  });

  it('a refused inquiry is accepted once its wait is over, and not a moment before', () => {
    const now = 100 * HOUR;
    fc.assert(
      fc.property(earlier(now), (times) => {
        const verdict = judgeInquiryRate(times, now);
        if (verdict.allowed) return;
        expect(judgeInquiryRate(times, now + verdict.retryAfterMs).allowed).toBe(true);
        expect(judgeInquiryRate(times, now + verdict.retryAfterMs - 1).allowed).toBe(false);
      }),
    );
  });

  it('any phone of digits is stored with exactly one country code and the same number after it', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^[1-9][0-9]{5,14}$/), fc.boolean(), (digits, withTrunkZero) => {
        const checked = checkCustomerInquiry(exampleInquiry({ custPhone: withTrunkZero ? `0${digits}` : digits }));
        expect(checked.ok && checked.value.custPhone).toBe(`+62${digits}`);
      }),
    );
  });
});
