import type { Result } from '../../../domain/shared/result';
import type { VisitFormDraft, VisitFormKind, VisitPhotoSlot } from '../../../domain/visit-forms/visit-form';
import type { VisitQuestionLists } from '../../../domain/visit-forms/visit-questions';

/** A stored visit photo with the addresses of its sizes. */
export interface VisitPhoto {
  slot: VisitPhotoSlot;
  thumbnailUrl: string;
  largeUrl: string;
}

/** A visit form as the service answers it. */
export interface VisitForm extends Omit<VisitFormDraft, 'seriesList' | 'equipment'> {
  id: string;
  kind: VisitFormKind;
  custName: string;
  seriesList: string[];
  equipment: string[];
  photos: VisitPhoto[];
  recordedBy: string;
  createdAt: string;
  updatedAt: string;
}

export interface VisitCustomerOption {
  custCode: string;
  custName: string;
}

export interface VisitFormListQuery {
  kind: VisitFormKind;
  page: number;
  limit: number;
  custCode: string;
}

/** A visit form to store: the answers, new photos by slot and the slots whose photo is taken out. */
export interface VisitFormChange {
  draft: VisitFormDraft;
  photos: Partial<Record<VisitPhotoSlot, File>>;
  removedPhotos: VisitPhotoSlot[];
}

export type VisitFormChangeOutcome = Result<VisitForm>;

export interface VisitFormGateway {
  list(query: VisitFormListQuery): Promise<{ items: VisitForm[]; total: number }>;
  find(kind: VisitFormKind, id: string): Promise<VisitForm | null>;
  questions(kind: VisitFormKind): Promise<VisitQuestionLists>;
  customers(kind: VisitFormKind, search: string): Promise<VisitCustomerOption[]>;
  create(kind: VisitFormKind, change: VisitFormChange): Promise<VisitFormChangeOutcome>;
  update(kind: VisitFormKind, id: string, change: VisitFormChange): Promise<VisitFormChangeOutcome>;
  remove(kind: VisitFormKind, id: string): Promise<VisitFormChangeOutcome>;
}
