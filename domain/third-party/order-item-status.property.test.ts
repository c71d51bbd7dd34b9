import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  INITIAL_THIRD_PARTY_ITEM_STATUS,
  isFinalThirdPartyItemStatus,
  moveThirdPartyItemStatus,
  nextThirdPartyItemStatuses,
  THIRD_PARTY_ITEM_STATUSES,
  type ThirdPartyItemStatus,
} from './order-item-status';

/** Moves tried in one walk: more than the workflow's longest path, so walks reach the final statuses. */
const MAX_MOVES = 12;

const statuses = fc.constantFrom(...THIRD_PARTY_ITEM_STATUSES);
const RANK: Record<ThirdPartyItemStatus, number> = { ordered: 0, confirmed: 1, shipped: 2, delivered: 3, cancelled: 3 };

describe('third-party order item status, properties', () => {
  it('a move is accepted exactly when the target is one of the next statuses', () => {
    fc.assert(
      fc.property(statuses, statuses, (from, to) => {
        expect(moveThirdPartyItemStatus(from, to).ok).toBe(nextThirdPartyItemStatuses(from).includes(to));
      }),
    );
  });

  it('any walk of accepted moves only goes forward and never returns to a status it left', () => {
    fc.assert(
      fc.property(fc.array(statuses, { maxLength: MAX_MOVES }), (targets) => {
        let current: ThirdPartyItemStatus = INITIAL_THIRD_PARTY_ITEM_STATUS;
        const visited = [current];
        for (const target of targets) {
          const move = moveThirdPartyItemStatus(current, target);
          if (!move.ok) continue;
          expect(RANK[move.value]).toBeGreaterThan(RANK[current]);
          expect(visited).not.toContain(move.value);
          current = move.value;
          visited.push(current);
        }
      }),
    );
  });

  it('a final status refuses every move, and every status but the final ones has a way on', () => {
    fc.assert(
      fc.property(statuses, statuses, (from, to) => {
        if (isFinalThirdPartyItemStatus(from)) expect(moveThirdPartyItemStatus(from, to)).toEqual({ ok: false, error: 'third_party_status_final' });
        else expect(nextThirdPartyItemStatuses(from).length).toBeGreaterThan(0);
      }),
    );
  });

  it('cancelling is possible exactly until the goods are shipped', () => {
    fc.assert(
      fc.property(statuses, (from) => {
        expect(moveThirdPartyItemStatus(from, 'cancelled').ok).toBe(from === 'ordered' || from === 'confirmed');
      }),
    );
  });
});
