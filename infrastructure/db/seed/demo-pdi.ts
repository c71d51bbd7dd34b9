import { eq } from 'drizzle-orm';
import { pdiOutcome, type PdiCheck } from '../../../domain/pdi/inspection';
import { pdiChecklistItems, pdiInspections } from '../pdi/schema';
import { customers, users } from '../schema';
import { DAY_MS, type Tx } from './seed-helpers';

/** Each brand's pre-delivery checklist, in the order a mechanic goes round the bike. */
const DEMO_PDI_CHECKLISTS: Record<string, [id: string, label: string][]> = {
  Velocita: [
    ['frame', 'Frame and fork free of damage'],
    ['headset', 'Headset adjusted, no play'],
    ['wheels', 'Wheels true, spokes tensioned'],
    ['tyres', 'Tyres seated and at pressure'],
    ['brakes', 'Brakes bedded in and adjusted'],
    ['gears', 'Gears indexed across the range'],
    ['torque', 'Bolts at specified torque'],
    ['test_ride', 'Test ride completed'],
  ],
  Trailmark: [
    ['frame', 'Frame and fork free of damage'],
    ['suspension', 'Suspension set to rider weight'],
    ['wheels', 'Wheels true, tubeless sealant added'],
    ['brakes', 'Hydraulic brakes bled and bedded in'],
    ['drivetrain', 'Drivetrain indexed and lubricated'],
    ['dropper', 'Dropper post returns fully'],
    ['test_ride', 'Test ride completed'],
  ],
};

/** The dealer's inspections: ready bikes, one held back by a fault, and one deleted as entered twice. */
const DEMO_INSPECTIONS = [
  { frame: 'VLC26A00101', article: 'VTTE-M-BLK', merchandise: 'E-bike', mechanic: 'Eko Prasetyo', fail: null, daysAgo: 2, deleted: false },
  { frame: 'VLC26A00102', article: 'BC20-RED', merchandise: 'Kids bike', mechanic: 'Eko Prasetyo', fail: null, daysAgo: 5, deleted: false },
  { frame: 'VLC26A00103', article: 'VTTE-L-BLK', merchandise: 'E-bike', mechanic: 'Agus Salim', fail: 'brakes', daysAgo: 8, deleted: false },
  { frame: 'VLC26A00102', article: 'BC20-RED', merchandise: 'Kids bike', mechanic: 'Agus Salim', fail: null, daysAgo: 9, deleted: true },
];

/** Writes the brands' checklists and the demo dealer's inspections. */
export async function applyDemoPdi(tx: Tx, options: { now: Date }): Promise<void> {
  await tx.insert(pdiChecklistItems).values(
    Object.entries(DEMO_PDI_CHECKLISTS).flatMap(([brand, items]) => items.map(([id, label], position) => ({ brand, id, label, position }))),
  );
  const [dealer] = await tx.select({ id: customers.id }).from(customers).where(eq(customers.r3, '0000100001'));
  const [user] = await tx.select({ id: users.id }).from(users).where(eq(users.username, 'dealer'));
  await tx.insert(pdiInspections).values(
    DEMO_INSPECTIONS.map((inspection) => {
      const at = new Date(options.now.getTime() - inspection.daysAgo * DAY_MS);
      const checks: PdiCheck[] = DEMO_PDI_CHECKLISTS.Velocita!.map(([itemId]) => ({ itemId, result: itemId === inspection.fail ? 'fail' : itemId === 'brakes' ? 'adjusted' : 'pass' }));
      return {
        customerId: dealer!.id,
        frameNumber: inspection.frame,
        articleCode: inspection.article,
        description: inspection.fail ? 'Rear brake lever sinks to the bar; held back for a new hose.' : 'Ready for hand-over.',
        brand: 'Velocita',
        merchandise: inspection.merchandise,
        mechanic: inspection.mechanic,
        checks,
        outcome: pdiOutcome(checks),
        recordedBy: user!.id,
        createdAt: at,
        updatedAt: at,
        deletedAt: inspection.deleted ? new Date(at.getTime() + DAY_MS / 24) : null,
      };
    }),
  );
}
