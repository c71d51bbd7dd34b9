import type { PdiDraft, PdiOutcome } from '../../../../domain/pdi/inspection';
import type { PdiChecklistItem, PdiQuery, PdiRecord, PdiRepository } from '../ports';

/** Inspections and checklists held in memory, for use-case tests. */
export class PdiRepositoryInMemory implements PdiRepository {
  private readonly records: PdiRecord[] = [];
  private sequence = 0;

  constructor(
    private readonly checklists: Readonly<Record<string, PdiChecklistItem[]>>,
    private readonly userNames: Readonly<Record<string, string>> = {},
  ) {}

  async brands(): Promise<string[]> {
    return Object.keys(this.checklists).sort();
  }

  async checklist(brand: string): Promise<PdiChecklistItem[]> {
    return this.checklists[brand] ?? [];
  }

  async list(customerId: string, query: PdiQuery): Promise<{ items: PdiRecord[]; total: number }> {
    const needle = query.search.toLowerCase();
    const matching = this.records
      .filter((record) => record.customerId === customerId && (record.deletedAt !== null) === query.deleted)
      .filter((record) => [record.frameNumber, record.articleCode, record.mechanic].some((value) => value.toLowerCase().includes(needle)))
      .sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime());
    return { items: matching.slice((query.page - 1) * query.limit, query.page * query.limit), total: matching.length };
  }

  async find(customerId: string, id: string): Promise<PdiRecord | undefined> {
    return this.records.find((record) => record.customerId === customerId && record.id === id);
  }

  async create(record: Omit<PdiRecord, 'id' | 'recordedBy' | 'deletedAt'> & { recordedByUserId: string }): Promise<PdiRecord> {
    this.sequence += 1;
    const { recordedByUserId, ...rest } = record;
    const created: PdiRecord = { ...rest, id: `00000000-0000-4000-8000-${String(this.sequence).padStart(12, '0')}`, recordedBy: this.userNames[recordedByUserId] ?? recordedByUserId, deletedAt: null };
    this.records.push(created);
    return created;
  }

  async update(customerId: string, id: string, draft: PdiDraft & { outcome: PdiOutcome }, at: Date): Promise<PdiRecord | undefined> {
    const found = this.records.find((record) => record.customerId === customerId && record.id === id && record.deletedAt === null);
    if (!found) return undefined;
    Object.assign(found, { ...draft, checks: [...draft.checks], updatedAt: at });
    return { ...found };
  }

  async setDeleted(customerId: string, id: string, deletedAt: Date | null, at: Date): Promise<PdiRecord | undefined> {
    const found = this.records.find((record) => record.customerId === customerId && record.id === id && (record.deletedAt === null) === (deletedAt !== null));
    if (!found) return undefined;
    Object.assign(found, { deletedAt, updatedAt: at });
    return { ...found };
  }
}
