import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { checkClaimDraft, type ClaimDraft } from './claim-draft';
import { CLAIM_FILE_SLOTS, checkClaimFileUpload, claimSlotTypes, type ClaimFileSlot } from './claim-files';
import { allowedNextStatuses, checkClaimStatusChange, claimCustomerCategoryOf, claimEditableBy, CLAIM_CUSTOMER_CATEGORIES, CLAIM_REVIEW_SCOPE, CLAIM_PRODUCT_CATEGORIES, type ClaimCapability } from './claim-workflow';

/** Statuses in a generated workflow: real ones have under ten. */
const STATUS_IDS = ['s1', 's2', 's3', 's4', 's5', 's6'];
const capabilities = fc.array(
  fc.record({
    productCategory: fc.constantFrom(...CLAIM_PRODUCT_CATEGORIES),
    custCategory: fc.constantFrom(...CLAIM_CUSTOMER_CATEGORIES),
    fromStatusId: fc.constantFrom(...STATUS_IDS),
    toStatusId: fc.constantFrom(...STATUS_IDS),
  }) as fc.Arbitrary<ClaimCapability>,
  { maxLength: 30 },
);
const moves = fc.record({
  productCategory: fc.constantFrom(...CLAIM_PRODUCT_CATEGORIES),
  custCategory: fc.constantFrom(...CLAIM_CUSTOMER_CATEGORIES),
  fromStatusId: fc.constantFrom(...STATUS_IDS),
  toStatusId: fc.constantFrom(...STATUS_IDS),
});

describe('the workflow rule, for any capabilities', () => {
  it('allows a move exactly when a capability of that product and customer category holds it', () => {
    fc.assert(
      fc.property(capabilities, moves, (held, move) => {
        const allowed = checkClaimStatusChange(held, { id: move.toStatusId, needsReason: false }, move, null).ok;
        const listed = held.some((capability) => capability.productCategory === move.productCategory && capability.custCategory === move.custCategory && capability.fromStatusId === move.fromStatusId && capability.toStatusId === move.toStatusId && move.toStatusId !== move.fromStatusId);
        expect(allowed).toBe(listed);
      }),
    );
  });

  it('never offers a move to the status the claim is already in, nor the same one twice', () => {
    fc.assert(
      fc.property(capabilities, moves, (held, move) => {
        const next = allowedNextStatuses(held, move);
        expect(next).not.toContain(move.fromStatusId);
        expect(new Set(next).size).toBe(next.length);
      }),
    );
  });

  it('makes a reviewer of exactly the holders of the review scope, whatever else they hold', () => {
    fc.assert(
      fc.property(fc.array(fc.constantFrom('page.claim', 'page.pdi', 'claim.reviewer', CLAIM_REVIEW_SCOPE), { maxLength: 5 }), (scopes) => {
        expect(claimCustomerCategoryOf(scopes) === 'reviewer').toBe(scopes.includes(CLAIM_REVIEW_SCOPE));
      }),
    );
  });

  it('never lets a reviewer edit, nor anyone edit a claim that is not open', () => {
    fc.assert(
      fc.property(fc.constantFrom(...CLAIM_CUSTOMER_CATEGORIES), fc.constantFrom('open', 'review', 'closed') as fc.Arbitrary<'open' | 'review' | 'closed'>, (who, category) => {
        expect(claimEditableBy(who, category)).toBe(who === 'dealer' && category === 'open');
      }),
    );
  });
});

const slots = fc.subarray([...CLAIM_FILE_SLOTS]);
const drafts = fc.record({
  kind: fc.constantFrom(...CLAIM_PRODUCT_CATEGORIES),
  articleCode: fc.constant('ART-1'),
  frameNumber: fc.constant('FR-1'),
  qty: fc.constant(1),
  problemIds: fc.constant([]),
  customerNotes: fc.constant(''),
  consumer: fc.record({ name: fc.constantFrom('', 'Ana'), phone: fc.constant(''), email: fc.constant(''), address: fc.constant('') }),
  attached: slots,
}) as fc.Arbitrary<ClaimDraft>;

describe('the photo rules, for any attached files', () => {
  it('never refuses a claim for a file once more files are attached (monotone)', () => {
    fc.assert(
      fc.property(drafts, slots, (draft, more) => {
        const before = checkClaimDraft(draft);
        const after = checkClaimDraft({ ...draft, attached: [...new Set([...draft.attached, ...more])] });
        const count = (result: typeof before) => (result.ok ? 0 : result.error.length);
        expect(count(after)).toBeLessThanOrEqual(count(before));
      }),
    );
  });

  it('accepts any draft with every slot filled', () => {
    fc.assert(
      fc.property(drafts, (draft) => {
        expect(checkClaimDraft({ ...draft, attached: [...CLAIM_FILE_SLOTS] }).ok).toBe(true);
      }),
    );
  });
});

describe('the upload content check, for any bytes', () => {
  it('answers only a type the slot takes', () => {
    fc.assert(
      fc.property(fc.constantFrom(...CLAIM_FILE_SLOTS) as fc.Arbitrary<ClaimFileSlot>, fc.uint8Array({ minLength: 1, maxLength: 64 }), (slot, bytes) => {
        const checked = checkClaimFileUpload(slot, { name: `file.${slot === 'video' ? 'mp4' : 'png'}`, bytes });
        if (checked.ok) expect(claimSlotTypes(slot)).toContain(checked.value);
      }),
    );
  });
});
