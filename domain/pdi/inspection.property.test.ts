import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { checkPdiDraft, PDI_CHECK_RESULTS, pdiOutcome, type PdiCheck, type PdiDraft } from './inspection';

/** Points on a brand's checklist: real ones have a dozen or two. */
const MAX_CHECKLIST_POINTS = 20;

const checklists = fc.uniqueArray(fc.stringMatching(/^[a-z_]{1,12}$/), { minLength: 1, maxLength: MAX_CHECKLIST_POINTS });
const field = fc.stringMatching(/^[A-Za-z0-9][A-Za-z0-9 ]{0,20}$/);
const results = fc.constantFrom(...PDI_CHECK_RESULTS);

/** A checklist, every point answered, the answers in any order, and otherwise valid fields. */
const answeredDrafts = checklists.chain((checklist) =>
  fc.record({
    checklist: fc.constant(checklist),
    draft: fc.record({
      frameNumber: field,
      articleCode: field,
      description: field,
      brand: field,
      merchandise: field,
      mechanic: field,
      checks: fc.tuple(...checklist.map((itemId) => results.map((result): PdiCheck => ({ itemId, result })))).chain((checks) => fc.shuffledSubarray(checks, { minLength: checks.length })),
    }) as fc.Arbitrary<PdiDraft>,
  }),
);

describe('checking an inspection, for any checklist', () => {
  it('accepts every point answered once, in any order, and keeps each answer', () => {
    fc.assert(
      fc.property(answeredDrafts, ({ checklist, draft }) => {
        const checked = checkPdiDraft(draft, checklist);
        expect(checked.ok).toBe(true);
        if (!checked.ok) return;
        expect(checked.value.checks.map((check) => check.itemId)).toEqual(checklist);
        for (const check of draft.checks) expect(checked.value.checks).toContainEqual(check);
      }),
    );
  });

  it('refuses a draft missing any one point, naming that point', () => {
    fc.assert(
      fc.property(answeredDrafts, fc.nat(), ({ checklist, draft }, pick) => {
        const left = draft.checks[pick % draft.checks.length]!;
        const checked = checkPdiDraft({ ...draft, checks: draft.checks.filter((check) => check !== left) }, checklist);
        expect(checked).toEqual({ ok: false, error: [{ field: ['checks', left.itemId], message: 'pdi_checklist_incomplete', values: {} }] });
      }),
    );
  });

  it('refuses a blank required field and names only that field', () => {
    const fields = ['frameNumber', 'articleCode', 'description', 'brand', 'merchandise', 'mechanic'] as const;
    fc.assert(
      fc.property(answeredDrafts, fc.constantFrom(...fields), fc.stringMatching(/^\s{0,3}$/), ({ checklist, draft }, blank, spaces) => {
        const checked = checkPdiDraft({ ...draft, [blank]: spaces }, checklist);
        expect(checked).toEqual({ ok: false, error: [{ field: [blank], message: 'required', values: {} }] });
      }),
    );
  });

  it('answers the same outcome whatever the order of the checks, not ready exactly when a point failed', () => {
    fc.assert(
      fc.property(answeredDrafts, ({ draft }) => {
        const outcome = pdiOutcome(draft.checks);
        expect(pdiOutcome([...draft.checks].reverse())).toBe(outcome);
        expect(outcome === 'not_ready').toBe(draft.checks.some((check) => check.result === 'fail'));
      }),
    );
  });
});
