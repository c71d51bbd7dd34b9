import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { adminErrorAddress, adminErrorNoticeOf, contentGate, type AdminErrorNotice } from './content-gate';

/** Any text a notice may carry, reserved URL characters included; blank texts stand for "absent". */
const noticeText = fc.option(
  fc.string({ maxLength: 40 }).filter((text) => text.trim() === text && text !== ''),
  { nil: null },
);
const notice: fc.Arbitrary<AdminErrorNotice> = fc.record({ pageTitle: noticeText, pageIcon: noticeText, title: noticeText, subtitle: noticeText });

describe('content gate properties', () => {
  it('a notice read back from its address is the same notice', () => {
    fc.assert(
      fc.property(notice, (sent) => {
        const address = adminErrorAddress(sent);
        expect(adminErrorNoticeOf(address.slice(address.indexOf('?') + 1 || address.length))).toEqual(sent);
      }),
    );
  });

  it('the gate opens exactly when the reader has a market of the type', () => {
    fc.assert(
      fc.property(fc.array(fc.uuid(), { maxLength: 5 }), (markets) => {
        expect(contentGate(markets) === 'open').toBe(markets.length > 0);
      }),
    );
  });

  it('adding a market never closes an open gate', () => {
    fc.assert(
      fc.property(fc.array(fc.uuid(), { minLength: 1, maxLength: 5 }), fc.uuid(), (markets, added) => {
        expect(contentGate([...markets, added])).toBe('open');
      }),
    );
  });
});
