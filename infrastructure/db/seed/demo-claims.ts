import { and, asc, eq } from 'drizzle-orm';
import { products } from '../catalogue/schema';
import { claimCapabilities, claimFrames, claimHistories, claimProblems, claims, claimStatuses } from '../claims/schema';
import { pdiInspections } from '../pdi/schema';
import { customers, users } from '../schema';
import { DAY_MS, type Tx } from './seed-helpers';

/**
 * The warranty workflow: a dealer drafts a claim and submits it; a reviewer takes it into review, asks for more
 * information (the dealer answers and submits again), approves or rejects it (or finds it no warranty case), issues
 * the credit note of an approved claim, and closes it.
 */
export const DEMO_CLAIM_STATUSES = [
  { id: 'draft', description: 'Draft', category: 'open', needsReason: false, notAWarranty: false },
  { id: 'submitted', description: 'Submitted', category: 'review', needsReason: false, notAWarranty: false },
  { id: 'in_review', description: 'In review', category: 'review', needsReason: false, notAWarranty: false },
  { id: 'information_needed', description: 'Information needed', category: 'open', needsReason: true, notAWarranty: false },
  { id: 'approved', description: 'Approved', category: 'review', needsReason: false, notAWarranty: false },
  { id: 'rejected', description: 'Rejected', category: 'closed', needsReason: true, notAWarranty: false },
  { id: 'not_a_warranty', description: 'Not a warranty case', category: 'closed', needsReason: true, notAWarranty: true },
  { id: 'credit_note_issued', description: 'Credit note issued', category: 'closed', needsReason: false, notAWarranty: false },
  { id: 'closed', description: 'Closed', category: 'closed', needsReason: false, notAWarranty: false },
].map((status, position) => ({ ...status, position }));

const MOVES: [custCategory: 'dealer' | 'reviewer', from: string, to: string][] = [
  ['dealer', 'draft', 'submitted'],
  ['dealer', 'information_needed', 'submitted'],
  ['reviewer', 'submitted', 'in_review'],
  ['reviewer', 'in_review', 'information_needed'],
  ['reviewer', 'in_review', 'approved'],
  ['reviewer', 'in_review', 'rejected'],
  ['reviewer', 'in_review', 'not_a_warranty'],
  ['reviewer', 'approved', 'credit_note_issued'],
  ['reviewer', 'credit_note_issued', 'closed'],
  ['reviewer', 'rejected', 'closed'],
  ['reviewer', 'not_a_warranty', 'closed'],
];

export const DEMO_CLAIM_CAPABILITIES = (['bike', 'paa'] as const).flatMap((productCategory) =>
  MOVES.map(([custCategory, fromStatusId, toStatusId]) => ({ productCategory, custCategory, fromStatusId, toStatusId })),
);

const PROBLEMS: [id: string, category: 'bike' | 'paa', description: string][] = [
  ['frame-crack', 'bike', 'Crack in the frame'],
  ['paint-defect', 'bike', 'Paint or decal defect'],
  ['bottom-bracket-noise', 'bike', 'Creaking bottom bracket'],
  ['motor-fault', 'bike', 'E-bike motor fault'],
  ['battery-range', 'bike', 'Battery loses range'],
  ['wheel-out-of-true', 'bike', 'Wheel out of true'],
  ['part-broken', 'paa', 'Part broke in normal use'],
  ['part-wrong-size', 'paa', 'Part does not fit as specified'],
  ['part-finish', 'paa', 'Finish or coating defect'],
  ['part-missing-pieces', 'paa', 'Pieces missing from the box'],
];

/** Frames the demo knows: the dealer's inspected ones, fresh ones to claim, a recalled and a stolen one, and one of a brand only distributed. */
export const DEMO_FREE_CLAIM_FRAMES = Array.from({ length: 20 }, (_, index) => `VLC26C${String(index + 1).padStart(5, '0')}`);
const FRAME_EXTRAS = [
  { frameNumber: 'VLC25R00001', recallCampaign: 'Fork crown recall 2025', stolenReportedAt: null, brand: 'Velocita' },
  { frameNumber: 'VLC25S00001', recallCampaign: null, stolenDaysAgo: 40, brand: 'Velocita' },
  { frameNumber: 'KST26X00001', recallCampaign: null, stolenReportedAt: null, brand: 'Kestrel' },
];

/** The demo dealer's claims, one in each interesting status. */
const DEMO_CLAIMS = [
  { frame: 'VLC26C00018', statuses: ['draft'], problem: 'bottom-bracket-noise', daysAgo: 1 },
  { frame: 'VLC26A00103', statuses: ['draft', 'submitted'], problem: 'motor-fault', daysAgo: 3 },
  { frame: 'VLC26A00102', statuses: ['draft', 'submitted', 'in_review', 'information_needed'], problem: 'paint-defect', daysAgo: 6, reason: 'Please send a sharper photo of the serial number.' },
  { frame: 'VLC26C00020', statuses: ['draft', 'submitted', 'in_review', 'approved', 'credit_note_issued'], problem: 'frame-crack', daysAgo: 20 },
  { frame: 'VLC26C00019', statuses: ['draft', 'submitted', 'in_review', 'rejected'], problem: 'wheel-out-of-true', daysAgo: 30, reason: 'Crash damage, not a manufacturing defect.' },
];

/** Writes the workflow, problems and frames, the warranty e-mails the dealer asked for, and its demo claims. */
export async function applyDemoClaims(tx: Tx, options: { now: Date }): Promise<void> {
  await tx.insert(claimStatuses).values(DEMO_CLAIM_STATUSES);
  await tx.insert(claimCapabilities).values(DEMO_CLAIM_CAPABILITIES);
  await tx.insert(claimProblems).values(PROBLEMS.map(([id, productCategory, description], position) => ({ id, productCategory, description, position })));
  const [bike] = await tx.select().from(products).where(and(eq(products.category, 'bike'), eq(products.brand, 'Velocita'))).orderBy(asc(products.articleCode)).limit(1);
  await tx.insert(claimFrames).values([
    ...['VLC26A00101', 'VLC26A00102', 'VLC26A00103', ...DEMO_FREE_CLAIM_FRAMES].map((frameNumber) => ({ frameNumber, articleCode: bike!.articleCode, brand: 'Velocita' })),
    ...FRAME_EXTRAS.map(({ stolenDaysAgo, ...frame }) => ({
      ...frame,
      articleCode: bike!.articleCode,
      stolenReportedAt: stolenDaysAgo ? new Date(options.now.getTime() - stolenDaysAgo * DAY_MS) : null,
    })),
  ]);
  await tx.update(users).set({ sendEmailWarranty: true }).where(eq(users.username, 'dealer'));
  const [dealer] = await tx.select({ id: customers.id }).from(customers).where(eq(customers.r3, '0000100001'));
  const [filer] = await tx.select({ id: users.id }).from(users).where(eq(users.username, 'dealer'));
  const [reviewer] = await tx.select({ id: users.id }).from(users).where(eq(users.username, 'warranty'));
  const pdis = await tx.select({ id: pdiInspections.id, frameNumber: pdiInspections.frameNumber }).from(pdiInspections).where(eq(pdiInspections.customerId, dealer!.id));
  for (const [index, demo] of DEMO_CLAIMS.entries()) {
    const filedAt = new Date(options.now.getTime() - demo.daysAgo * DAY_MS);
    const statusId = demo.statuses.at(-1)!;
    const [created] = await tx
      .insert(claims)
      .values({
        referenceNo: `WC-${filedAt.getUTCFullYear()}-9${String(index + 1).padStart(5, '0')}`,
        customerId: dealer!.id,
        kind: 'bike',
        statusId,
        articleCode: bike!.articleCode,
        articleName: bike!.name,
        brand: bike!.brand,
        frameNumber: demo.frame,
        qty: 1,
        problemIds: [demo.problem],
        customerNotes: 'Reported by the owner at the first service.',
        reasonRejection: statusId === 'rejected' ? (demo.reason ?? null) : null,
        pdiId: pdis.find((pdi) => pdi.frameNumber === demo.frame)?.id ?? null,
        creditNoteNo: statusId === 'credit_note_issued' ? `CN-WC-${filedAt.getUTCFullYear()}-9${String(index + 1).padStart(5, '0')}` : null,
        creditNoteAt: statusId === 'credit_note_issued' ? options.now : null,
        deliveryOrders: statusId === 'credit_note_issued' ? [{ number: '8100004521', date: new Date(options.now.getTime() - 2 * DAY_MS).toISOString().slice(0, 10) }] : [],
        filedBy: filer!.id,
        createdAt: filedAt,
        updatedAt: new Date(filedAt.getTime() + demo.statuses.length * 60 * 60_000),
      })
      .returning({ id: claims.id });
    await tx.insert(claimHistories).values(
      demo.statuses.map((toStatusId, step) => ({
        claimId: created!.id,
        fromStatusId: step === 0 ? null : demo.statuses[step - 1]!,
        toStatusId,
        reason: step === demo.statuses.length - 1 ? (demo.reason ?? null) : null,
        changedBy: ['draft', 'submitted'].includes(toStatusId) ? filer!.id : reviewer!.id,
        changedAt: new Date(filedAt.getTime() + step * 60 * 60_000),
      })),
    );
  }
}
