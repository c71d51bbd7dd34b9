import { pdiOutcome, type PdiDraft } from '../../../../domain/pdi/inspection';
import { ok, refused } from '../../../../domain/shared/result';
import { userError } from '../../../../domain/shared/user-error';
import type { Pdi, PdiChangeOutcome, PdiChecklistItem, PdiGateway, PdiListQuery, PdiPage } from '../ports';

/** The example brand's checklist. */
export const EXAMPLE_PDI_CHECKLIST: PdiChecklistItem[] = [
  { id: 'frame', label: 'Frame and fork free of damage' },
  { id: 'brakes', label: 'Brakes bedded in and adjusted' },
  { id: 'gears', label: 'Gears indexed across the range' },
  { id: 'test_ride', label: 'Test ride completed' },
];

function example(n: number, change: Partial<Pdi> = {}): Pdi {
  const checks = EXAMPLE_PDI_CHECKLIST.map((item) => ({ itemId: item.id, result: item.id === 'brakes' ? ('adjusted' as const) : ('pass' as const) }));
  const at = `2026-03-${String(20 - n).padStart(2, '0')}T08:30:00.000Z`;
  return {
    id: `pdi-${n}`,
    frameNumber: `VLC26A0010${n}`,
    articleCode: 'VTTE-M-BLK',
    description: 'Ready for hand-over.',
    brand: 'Velocita',
    merchandise: 'E-bike',
    mechanic: 'Eko Prasetyo',
    checks,
    outcome: pdiOutcome(checks),
    recordedBy: 'Budi Santoso',
    createdAt: at,
    updatedAt: at,
    deletedAt: null,
    ...change,
  };
}

/** The example dealer's inspections: two ready bikes, one held back, and one deleted. */
export function examplePdis(): Pdi[] {
  const failed = EXAMPLE_PDI_CHECKLIST.map((item) => ({ itemId: item.id, result: item.id === 'brakes' ? ('fail' as const) : ('pass' as const) }));
  return [
    example(1),
    example(2, { mechanic: 'Agus Salim', articleCode: 'BC20-RED', merchandise: 'Kids bike' }),
    example(3, { checks: failed, outcome: 'not_ready', description: 'Rear brake lever sinks to the bar; held back for a new hose.' }),
    example(4, { deletedAt: '2026-03-17T09:00:00.000Z' }),
  ];
}

/** Inspections held in memory, answering as the service does. */
export class PdiGatewayInMemory implements PdiGateway {
  private sequence = 100;

  constructor(readonly records: Pdi[] = examplePdis()) {}

  async list(query: PdiListQuery): Promise<PdiPage> {
    const needle = query.search.toLowerCase();
    const matching = this.records.filter(
      (pdi) => (pdi.deletedAt !== null) === query.deleted && [pdi.frameNumber, pdi.articleCode, pdi.mechanic].some((value) => value.toLowerCase().includes(needle)),
    );
    // Copies, as a store freezes what it is given and these records change later.
    return { items: structuredClone(matching.slice((query.page - 1) * query.limit, query.page * query.limit)), total: matching.length };
  }

  async brands(): Promise<string[]> {
    return ['Trailmark', 'Velocita'];
  }

  async checklist(): Promise<PdiChecklistItem[]> {
    return EXAMPLE_PDI_CHECKLIST;
  }

  async create(draft: PdiDraft): Promise<PdiChangeOutcome> {
    this.sequence += 1;
    const created: Pdi = { ...example(1), ...draft, checks: [...draft.checks], outcome: pdiOutcome(draft.checks), id: `pdi-${this.sequence}`, createdAt: '2026-03-21T08:00:00.000Z' };
    this.records.unshift(created);
    return ok({ ...created });
  }

  async update(id: string, draft: PdiDraft): Promise<PdiChangeOutcome> {
    const found = this.records.find((pdi) => pdi.id === id);
    if (!found) return refused(userError('id', 'pdi_not_found'));
    Object.assign(found, { ...draft, checks: [...draft.checks], outcome: pdiOutcome(draft.checks) });
    return ok({ ...found });
  }

  async setDeleted(id: string, deleted: boolean): Promise<PdiChangeOutcome> {
    const found = this.records.find((pdi) => pdi.id === id);
    if (!found) return refused(userError('id', 'pdi_not_found'));
    if ((found.deletedAt !== null) === deleted) return refused(userError('id', deleted ? 'pdi_deleted' : 'pdi_not_deleted'));
    found.deletedAt = deleted ? '2026-03-21T09:00:00.000Z' : null;
    return ok({ ...found });
  }
}
