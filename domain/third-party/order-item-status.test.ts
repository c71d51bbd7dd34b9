import { describe, expect, it } from 'vitest';
import { isFinalThirdPartyItemStatus, moveThirdPartyItemStatus, nextThirdPartyItemStatuses, thirdPartyItemStatusNamed } from './order-item-status';

describe('third-party order item status', () => {
  it('given an ordered item, when the vendor confirms it, then it is confirmed', () => {
    expect(moveThirdPartyItemStatus('ordered', 'confirmed')).toEqual({ ok: true, value: 'confirmed' });
  });

  it('given an ordered item, when the vendor ships it at once, then refused: it must be confirmed first', () => {
    expect(moveThirdPartyItemStatus('ordered', 'shipped')).toEqual({ ok: false, error: 'third_party_status_not_allowed' });
  });

  it('given a shipped item, when the vendor cancels it, then refused: the goods have left', () => {
    expect(moveThirdPartyItemStatus('shipped', 'cancelled')).toEqual({ ok: false, error: 'third_party_status_not_allowed' });
  });

  it('given a delivered or cancelled item, when moved anywhere, then refused as final', () => {
    expect(moveThirdPartyItemStatus('delivered', 'ordered')).toEqual({ ok: false, error: 'third_party_status_final' });
    expect(moveThirdPartyItemStatus('cancelled', 'confirmed')).toEqual({ ok: false, error: 'third_party_status_final' });
    expect(isFinalThirdPartyItemStatus('cancelled')).toBe(true);
  });

  it('names the next steps and reads a status from its key in any case', () => {
    expect(nextThirdPartyItemStatuses('confirmed')).toEqual(['shipped', 'cancelled']);
    expect(thirdPartyItemStatusNamed(' Shipped ')).toBe('shipped');
    expect(thirdPartyItemStatusNamed('lost')).toBeNull();
  });
});
