import type { PdiCheck, PdiDraft, PdiOutcome } from '../../../domain/pdi/inspection';

/** A point of a brand's pre-delivery checklist, in the order the mechanic goes through them. */
export interface PdiChecklistItem {
  id: string;
  label: string;
}

/** A dealer's recorded inspection. */
export interface PdiRecord extends PdiDraft {
  id: string;
  customerId: string;
  checks: PdiCheck[];
  outcome: PdiOutcome;
  /** The name of the user who recorded it. */
  recordedBy: string;
  createdAt: Date;
  updatedAt: Date;
  /** When it was deleted; null while it is in the list. */
  deletedAt: Date | null;
}

export interface PdiQuery {
  /** Part of the frame number, article code or mechanic's name, any case. */
  search: string;
  /** The deleted inspections instead of the current ones. */
  deleted: boolean;
  page: number;
  limit: number;
}

export interface PdiRepository {
  /** The brands that have a checklist, by name. */
  brands(): Promise<string[]>;
  /** The brand's checklist; empty when the brand has none. */
  checklist(brand: string): Promise<PdiChecklistItem[]>;
  /** One page of the customer's inspections, newest first, and how many match in all. */
  list(customerId: string, query: PdiQuery): Promise<{ items: PdiRecord[]; total: number }>;
  /** The customer's inspection, deleted or not; undefined for another customer's. */
  find(customerId: string, id: string): Promise<PdiRecord | undefined>;
  create(record: Omit<PdiRecord, 'id' | 'recordedBy' | 'deletedAt'> & { recordedByUserId: string }): Promise<PdiRecord>;
  /** Replaces what the mechanic recorded while the inspection is not deleted; undefined when it is or is not there. */
  update(customerId: string, id: string, draft: PdiDraft & { outcome: PdiOutcome }, at: Date): Promise<PdiRecord | undefined>;
  /** Deletes (at a time) or restores (null) the inspection if it is in the other state; undefined when it is not. */
  setDeleted(customerId: string, id: string, deletedAt: Date | null, at: Date): Promise<PdiRecord | undefined>;
}
