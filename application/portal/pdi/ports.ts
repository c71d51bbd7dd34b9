import type { PdiCheck, PdiDraft, PdiOutcome } from '../../../domain/pdi/inspection';
import type { Result } from '../../../domain/shared/result';

/** A point of a brand's pre-delivery checklist. */
export interface PdiChecklistItem {
  id: string;
  label: string;
}

/** A recorded pre-delivery inspection as the service answers it. */
export interface Pdi extends PdiDraft {
  id: string;
  checks: PdiCheck[];
  outcome: PdiOutcome;
  recordedBy: string;
  createdAt: string;
  updatedAt: string;
  /** Set while the inspection is deleted. */
  deletedAt: string | null;
}

export interface PdiListQuery {
  page: number;
  limit: number;
  search: string;
  /** The deleted inspections instead of the current ones. */
  deleted: boolean;
}

export interface PdiPage {
  items: Pdi[];
  total: number;
}

/** The inspection as it now is, or the refusals the service named. */
export type PdiChangeOutcome = Result<Pdi>;

export interface PdiGateway {
  list(query: PdiListQuery): Promise<PdiPage>;
  brands(): Promise<string[]>;
  checklist(brand: string): Promise<PdiChecklistItem[]>;
  create(draft: PdiDraft): Promise<PdiChangeOutcome>;
  update(id: string, draft: PdiDraft): Promise<PdiChangeOutcome>;
  /** Deletes the inspection softly (`deleted`) or restores it. */
  setDeleted(id: string, deleted: boolean): Promise<PdiChangeOutcome>;
}
